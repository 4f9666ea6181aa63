import { createRequire } from 'node:module';
import { NOTICE_HTML } from '@bo/contract';
import type SanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text (notice bodies, goods details) (`NOTICE_HTML`): the formatting the
 * editor produces and nothing else. Scripts, styles, frames, forms, event handler attributes (`on*`),
 * inline styles and `javascript:`/`data:` URLs never survive; links open safely in a new tab.
 */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [...NOTICE_HTML.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(NOTICE_HTML.attributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...NOTICE_HTML.linkSchemes],
  allowedSchemesByTag: { img: [...NOTICE_HTML.imageSchemes] },
  allowProtocolRelative: false,
  // Script and style contents are dropped with their tags, not kept as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: NOTICE_HTML.linkTarget, rel: NOTICE_HTML.linkRel },
    }),
  },
};

/**
 * sanitize-html and its HTML parser, loaded by the first rich text cleaned rather than at start (a
 * tenth of a second); required, so the functions below stay synchronous.
 */
let loaded: typeof SanitizeHtml | undefined;
function sanitizeHtml(...args: Parameters<typeof SanitizeHtml>): string {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
  return loaded(...args);
}

/** Rich text (notices, goods details) reduced to the allow-list above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitized HTML shows anything: text, or an image. */
export function hasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '').length > 0;
}
