import fs from 'node:fs';
import path from 'node:path';
import { NOTICE_HTML } from '@bo/contract';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';

// Under jsdom `import.meta.url` is not a file URL; the folder is.
const SRC = path.resolve(import.meta.dirname, '../..');

/** Ways to turn a string into markup or code in the page. */
const SINKS =
  /dangerouslySetInnerHTML|\.(?:inner|outer)HTML\b|insertAdjacentHTML|document\.write|createContextualFragment|\bsrcdoc\b|\beval\(|new Function\(/;

/** The only places allowed to use one, and why each is safe. */
const ALLOWED: Record<string, string> = {
  'components/rich-text/SafeHtml.tsx':
    'renders safeHtml() output: HTML sanitized by the server, cleaned again by DOMPurify',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('raw HTML in the web app', () => {
  it('is injected only by the sanitized rich-text renderer', () => {
    const users = sourceFiles(SRC)
      .filter((file) => SINKS.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(users.sort()).toEqual(Object.keys(ALLOWED).sort());
    // And the renderer injects only what safeHtml() left.
    const renderer = fs.readFileSync(path.join(SRC, 'components/rich-text/SafeHtml.tsx'), 'utf8');
    expect(renderer).toMatch(/const clean = useMemo\(\(\) => safeHtml\(html\)/);
    expect(renderer.match(/dangerouslySetInnerHTML=\{\{ __html: (\w+) \}\}/g)).toEqual([
      'dangerouslySetInnerHTML={{ __html: clean }}',
    ]);
  });

  it('has no inline script in its page, which the Content-Security-Policy would block', () => {
    const page = fs.readFileSync(path.join(SRC, '..', 'index.html'), 'utf8');
    const scripts = page.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
    expect(page).not.toMatch(/\son[a-z]+=/i);
  });
});

/**
 * Stored XSS as it could reach the page (an older row, a server bug): classic payloads, obfuscated
 * script URLs, style expressions, frames and forms, and mutation XSS (markup that turns into something
 * else when the browser parses the serialized result again). They call `xss()`, a spy.
 */
const PAYLOADS = [
  '<script>xss()</script>',
  '<img src=x onerror=xss()>',
  '<svg/onload=xss()>',
  '<body onload=xss()>',
  '<p onmouseover="xss()" onclick="xss()">p</p>',
  '<details open ontoggle=xss()>',
  '<a href="javascript:xss()">a</a>',
  '<a href="jav&#x09;ascript:xss()">b</a>',
  '<a href=" &#106;avascript:xss()">c</a>',
  '<a href="JaVaScRiPt:xss()">d</a>',
  '<a href="java&#10;script:xss()">e</a>',
  '<a href="vbscript:xss()">f</a>',
  '<a href="data:text/html,<script>xss()</script>">g</a>',
  '<a href="//evil.example/x">h</a>',
  '<a href="\\\\evil.example/x">i</a>',
  '<a href="/\\evil.example/x">j</a>',
  '<img src="javascript:xss()">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9eHNzKCk+">',
  '<img src="//evil.example/pixel.png">',
  '<img src="\\\\evil.example/pixel.png">',
  '<p style="background:url(javascript:xss())">s</p>',
  '<div style="width:expression(xss())">x</div>',
  '<style>@import "javascript:xss()";</style>',
  '<iframe src="javascript:xss()"></iframe>',
  '<iframe srcdoc="<script>xss()</script>"></iframe>',
  '<object data="data:text/html,<script>xss()</script>"></object>',
  '<embed src="javascript:xss()">',
  '<form action="javascript:xss()"><button formaction="javascript:xss()">f</button></form>',
  '<input autofocus onfocus=xss()>',
  '<base href="javascript:xss()//">',
  '<meta http-equiv="refresh" content="0;url=javascript:xss()">',
  '<link rel="stylesheet" href="javascript:xss()">',
  '<math><mtext><table><mglyph><style><img src=x onerror=xss()>',
  '<svg><style><img src=x onerror=xss()></style></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=xss()>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=xss() src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=xss()>',
  '<noscript><p title="</noscript><img src=x onerror=xss()>"></noscript>',
  '<template><script>xss()</script></template>',
  '<scr<script>ipt>xss()</script>',
  '<!--<img src=x onerror=xss()>-->',
  '<table background="javascript:xss()"><td>t</td></table>',
  '<a href="https://ok.example/" target="_self" rel="opener" id="x" class="y" data-x="1">ok</a>',
];

/** Events that would run an inline handler the payloads set. */
const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'submit', 'animationstart'];

/** How the page reads a URL in an attribute: its scheme after the browser's own clean-up. */
const schemeOf = (url: string) => new URL(url, window.location.href);

describe('rich text rendered by SafeHtml', () => {
  const xss = vi.fn();
  afterEach(() => {
    cleanup();
    xss.mockClear();
  });

  it.each(PAYLOADS)('keeps only the allow-list and runs nothing: %s', (payload) => {
    Object.assign(document, { xss });
    const { container } = render(createElement(SafeHtml, { html: payload }));
    const root = container.firstElementChild as HTMLElement;
    for (const element of root.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      expect(NOTICE_HTML.tags, `<${tag}> in ${root.innerHTML}`).toContain(tag);
      for (const { name, value } of element.attributes) {
        expect(NOTICE_HTML.attributes[tag] ?? [], `${name} on <${tag}>`).toContain(name);
        if (name === 'href' || name === 'src') {
          const url = schemeOf(value);
          const schemes = name === 'href' ? NOTICE_HTML.linkSchemes : NOTICE_HTML.imageSchemes;
          expect(schemes, `${name}=${value}`).toContain(url.protocol.slice(0, -1));
          if (!/^[a-z][a-z0-9+.-]*:/i.test(value.trim())) expect(url.host).toBe(window.location.host);
        }
      }
      if (tag === 'a') {
        expect(element.getAttribute('target')).toBe(NOTICE_HTML.linkTarget);
        expect(element.getAttribute('rel')).toBe(NOTICE_HTML.linkRel);
      }
      for (const type of EVENTS) element.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(xss).not.toHaveBeenCalled();
  });

  it('the event check above would catch a handler that got through', () => {
    Object.assign(document, { xss });
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = '<img src="x" onerror="xss()">';
    host.firstElementChild?.dispatchEvent(new Event('error'));
    host.remove();
    expect(xss).toHaveBeenCalledOnce();
  });
});
