import { NOTICE_HTML, richTextUrlAllowed } from '@bo/contract';
import DOMPurify, { type Config } from 'dompurify';

/** The attributes holding a URL, and the schemes each may use (relative URLs always may). */
const URL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  href: NOTICE_HTML.linkSchemes,
  src: NOTICE_HTML.imageSchemes,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * DOMPurify kept to the rich-text allow-list: its tags, and the union of their attributes (DOMPurify
 * allows attributes for every tag alike; the hook below narrows them per tag). Its URL rule is the
 * list's schemes, or no scheme at all.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [...NOTICE_HTML.tags],
  ALLOWED_ATTR: [...new Set(Object.values(NOTICE_HTML.attributes).flat())],
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${[...new Set([...NOTICE_HTML.linkSchemes, ...NOTICE_HTML.imageSchemes])].map(escapeRegExp).join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** A sanitizer of its own, so the hooks below apply to rich text only. */
const purify = DOMPurify(window);

// Per tag, as the server's sanitizer keeps them: `src` on an image, not on a paragraph. And URLs by
// their attribute's schemes: DOMPurify itself lets any image carry a `data:` URL, and `//host` through.
purify.addHook('uponSanitizeAttribute', (node, event) => {
  const allowed = NOTICE_HTML.attributes[node.nodeName.toLowerCase()] ?? [];
  const schemes = URL_SCHEMES[event.attrName];
  if (!allowed.includes(event.attrName) || (schemes && !richTextUrlAllowed(event.attrValue, schemes))) {
    event.keepAttr = false;
  }
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  node.setAttribute('target', NOTICE_HTML.linkTarget);
  node.setAttribute('rel', NOTICE_HTML.linkRel);
});

/**
 * The server stores rich text sanitized; this keeps only the same allow-list once more before it is
 * shown (defence in depth), with DOMPurify: it parses in an inert document and guards against markup
 * that changes meaning when parsed again (mutation XSS), which a plain tree walk does not.
 */
export function safeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
