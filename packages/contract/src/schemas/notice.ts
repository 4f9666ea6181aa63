import { z } from 'zod';
import { queryInt } from './numbers.js';

/** `GET notice/latest` rows (the dashboard list). */
export const noticeSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  author: z.string(),
  published_at: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeLatestQuerySchema = z.object({
  limit: queryInt(1, 20).default(5),
});

/** `GET notice/content/{id}`: a published notice as /content/info/{id} shows it. */
export const noticeContentSchema = noticeSummarySchema.extend({ body: z.string() });
export type NoticeContent = z.infer<typeof noticeContentSchema>;

/**
 * The markup a notice body may hold: the server's sanitizer keeps only this, and the web renders
 * only this (a second line of defence). Relative URLs (uploads) are allowed; other URLs need a scheme
 * of the list.
 */
export const NOTICE_HTML = {
  tags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ] as readonly string[],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  } as Readonly<Record<string, readonly string[]>>,
  linkSchemes: ['http', 'https', 'mailto'] as readonly string[],
  imageSchemes: ['http', 'https'] as readonly string[],
  /** Every link opens in a new tab that cannot reach back to the page, and passes no ranking on. */
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer nofollow',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme.
const IGNORED_IN_SCHEME = /[\u0000-\u0020]/g;

/**
 * Whether a rich-text URL (an attribute's value, entities already decoded) may stay: a relative one
 * (an upload), or one whose scheme is in `schemes`. Read the way a browser reads it, which skips
 * control characters and spaces inside the scheme (`java\tscript:` is `javascript:`) and takes a
 * backslash for a slash; `//host` is another site, not a relative URL.
 */
export function richTextUrlAllowed(url: string, schemes: readonly string[]): boolean {
  const compact = url.replace(IGNORED_IN_SCHEME, '').replaceAll('\\', '/').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined ? !compact.startsWith('//') : schemes.includes(scheme);
}
