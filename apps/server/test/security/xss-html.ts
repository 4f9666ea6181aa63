import { NOTICE_HTML, richTextUrlAllowed } from '@bo/contract';

/** Stored XSS payloads: classic, obfuscated, mutation (mXSS) and parser-confusion forms. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="jav&#x09;ascript:alert(1)">b</a>',
  '<a href=" &#106;avascript:alert(1)">c</a>',
  '<a href="JaVaScRiPt:alert(1)">d</a>',
  '<a href="//evil.example/x">e</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">p</p>',
  '<form action="javascript:alert(1)"><button>f</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<details open ontoggle=alert(1)>',
  '<table background="javascript:alert(1)"><td>t</td></table>',
];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
};

const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|\w+);?/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * The problems of sanitized HTML against the rich-text allow-list (`NOTICE_HTML`): tags or attributes
 * outside it, unsafe URLs, markup left in text. Reads the serializer's normalized output (quoted
 * attributes, `<` escaped in text), which is what the server stores.
 */
export function unsafeHtml(html: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
  for (const [, , name, attributes] of html.matchAll(tag)) {
    const lower = name!.toLowerCase();
    if (!NOTICE_HTML.tags.includes(lower)) problems.push(`tag <${lower}>`);
    for (const [, attribute, value = ''] of (attributes ?? '').matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
      const key = attribute!.toLowerCase();
      if (!(NOTICE_HTML.attributes[lower] ?? []).includes(key))
        problems.push(`attribute ${key} on <${lower}>`);
      if (key === 'href' && !richTextUrlAllowed(decode(value), NOTICE_HTML.linkSchemes))
        problems.push(`href ${value}`);
      if (key === 'src' && !richTextUrlAllowed(decode(value), NOTICE_HTML.imageSchemes))
        problems.push(`src ${value}`);
    }
  }
  const text = html.replace(tag, '');
  if (/[<>]/.test(text)) problems.push(`markup in text: ${text.slice(0, 80)}`);
  return problems;
}
