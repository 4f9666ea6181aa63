import { useMemo } from 'react';
import { safeHtml } from './safeHtml';
import './rich-text.css';

/** Shows notice HTML, reduced to the notice allow-list. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server and again by safeHtml.
  return <div className="rich-text-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
