import { describe, expect, it } from 'vitest';
import { hasContent, sanitizeRichText } from '../src/lib/rich-text.js';

describe('notice HTML sanitizer', () => {
  it('removes scripts with their content', () => {
    const out = sanitizeRichText('<p>Hello</p><script>alert(document.cookie)</script><p>world</p>');
    expect(out).toBe('<p>Hello</p><p>world</p>');
  });

  it('drops event handlers, inline styles and dangerous elements', () => {
    const out = sanitizeRichText(
      [
        '<img src="https://cdn.example/a.png" onerror="alert(1)" style="position:fixed" alt="a">',
        '<p onclick="steal()" onmouseover="x()">text</p>',
        '<svg onload="alert(1)"><circle /></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<form action="/x"><input name="p"></form>',
        '<object data="x.swf"></object><embed src="x.swf">',
      ].join(''),
    );
    expect(out).toBe('<img src="https://cdn.example/a.png" alt="a" /><p>text</p>');
    expect(out).not.toMatch(/on\w+=|style|iframe|svg|form|object|embed/i);
  });

  it('never keeps javascript: or data: URLs, however they are spelled', () => {
    const out = sanitizeRichText(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href="JaVaScRiPt:alert(1)">b</a>',
        '<a href="&#106;avascript:alert(1)">c</a>',
        '<a href=" javascript:alert(1)">d</a>',
        '<a href="java\tscript:alert(1)">e</a>',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
        '<img src="javascript:alert(1)">',
        '<a href="vbscript:msgbox(1)">f</a>',
      ].join(''),
    );
    expect(out).not.toMatch(/javascript|vbscript|data:|href="[^"]*script/i);
  });

  it('keeps the formatting the editor produces and makes links safe', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>two</li></ol><blockquote><p>q</p></blockquote><hr />' +
      '<p><a href="https://example.com/x">link</a> <img src="/uploads/2026/01/abcdef.png" alt="" /></p>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code>');
    expect(out).toContain('<ol start="3">');
    expect(out).toContain('<blockquote><p>q</p></blockquote>');
    expect(out).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    );
    expect(out).toContain('<img src="/uploads/2026/01/abcdef.png" alt="" />');
  });

  it('tells whether anything is left to show', () => {
    expect(hasContent(sanitizeRichText('<script>x</script>'))).toBe(false);
    expect(hasContent(sanitizeRichText('<p>&nbsp; </p>'))).toBe(false);
    expect(hasContent(sanitizeRichText('<p><img src="https://a.example/b.png"></p>'))).toBe(true);
    expect(hasContent(sanitizeRichText('<p>hi</p>'))).toBe(true);
  });
});
