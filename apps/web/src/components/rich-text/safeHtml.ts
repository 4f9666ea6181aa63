import { NOTICE_HTML } from '@bo/contract';

const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  href: NOTICE_HTML.linkSchemes,
  src: NOTICE_HTML.imageSchemes,
};

/** A relative URL, or one whose scheme is in `schemes` (control characters and spaces ignored). */
function safeUrl(value: string, schemes: readonly string[]): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside schemes.
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return !compact.startsWith('//');
  return schemes.includes(scheme);
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    const tag = child.tagName.toLowerCase();
    if (!NOTICE_HTML.tags.includes(tag)) {
      child.remove();
      continue;
    }
    const allowed = NOTICE_HTML.attributes[tag] ?? [];
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      const schemes = URL_ATTRIBUTES[name];
      if (!allowed.includes(name) || (schemes && !safeUrl(attribute.value, schemes))) {
        child.removeAttribute(attribute.name);
      }
    }
    if (tag === 'a') {
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    clean(child);
  }
}

/**
 * The server stores notice HTML sanitized; this keeps only the same allow-list once more before it is
 * shown (defence in depth). Parsing happens in an inert document, so nothing in it runs.
 */
export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
