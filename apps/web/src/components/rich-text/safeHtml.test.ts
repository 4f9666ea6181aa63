import { generateHTML, type JSONContent } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_EXTENSIONS } from './extensions';
import { safeHtml } from './safeHtml';

type Mark = NonNullable<JSONContent['marks']>[number];
const text = (value: string, ...marks: Mark[]): JSONContent => ({ type: 'text', text: value, marks });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });

/** A document with every node and mark the editor offers. */
const EVERYTHING: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Title')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('Sub')] },
    paragraph(
      text('b', { type: 'bold' }),
      text('i', { type: 'italic' }),
      text('u', { type: 'underline' }),
      text('s', { type: 'strike' }),
      text('c', { type: 'code' }),
      { type: 'hardBreak' },
      text('link', { type: 'link', attrs: { href: 'https://x.example/a?b=1&c=2' } }),
      text('mail', { type: 'link', attrs: { href: 'mailto:a@x.example' } }),
    ),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('one'))] }] },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [{ type: 'listItem', content: [paragraph(text('three'))] }],
    },
    { type: 'blockquote', content: [paragraph(text('quote'))] },
    { type: 'codeBlock', content: [text('x < y && y > z')] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: '/uploads/2026/01/a.png', alt: 'a', title: 't', width: 40, height: 30 } },
    { type: 'image', attrs: { src: 'https://cdn.example/b.png', alt: 'b' } },
  ],
};

describe('safeHtml', () => {
  it('keeps everything the editor writes, as written', () => {
    const html = generateHTML(EVERYTHING, RICH_TEXT_EXTENSIONS);
    // The editor's output does carry each kind of markup (a sanity check of the document above).
    for (const tag of [
      'h2',
      'h4',
      'strong',
      'em',
      'u',
      's',
      'code',
      'br',
      'a',
      'ul',
      'ol',
      'blockquote',
      'pre',
      'hr',
    ]) {
      expect(html).toContain(`<${tag}`);
    }
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('width="40"');
    expect(safeHtml(html)).toBe(html);
  });

  it('keeps allowed formatting and makes every link open safely', () => {
    expect(safeHtml('<h2>T</h2><p><strong>b</strong> <a href="https://x.example/">l</a></p>')).toBe(
      '<h2>T</h2><p><strong>b</strong> <a href="https://x.example/" target="_blank" rel="noopener noreferrer nofollow">l</a></p>',
    );
    expect(safeHtml('<a href="mailto:a@x.example" target="_self" rel="opener">m</a>')).toBe(
      '<a href="mailto:a@x.example" target="_blank" rel="noopener noreferrer nofollow">m</a>',
    );
    expect(safeHtml('<img src="/uploads/2026/01/a.png" alt="a">')).toBe(
      '<img src="/uploads/2026/01/a.png" alt="a">',
    );
    expect(safeHtml('<table><tbody><tr><td colspan="2">t</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">t</td></tr></tbody></table>',
    );
  });

  it('drops scripts, handlers, styles, script and data URLs, and other sites behind //', () => {
    const out = safeHtml(
      '<script>alert(1)</script><p onclick="x()" style="color:red">t</p><img src="x" onerror="alert(1)">' +
        '<a href="java\tscript:alert(1)">a</a><img src="data:image/png;base64,AA"><iframe src="//evil"></iframe>' +
        '<a href="//evil.example/x">p</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|data:|iframe|evil/i);
    expect(out).toContain('<p>t</p>');
    expect(out).toContain('<img src="x">');
  });

  it('keeps an attribute only on the tags that may carry it', () => {
    expect(safeHtml('<p src="/a.png" href="/b" colspan="2" start="3" title="t">x</p>')).toBe('<p>x</p>');
    expect(safeHtml('<ol start="2" title="t"><li value="9">x</li></ol>')).toBe(
      '<ol start="2"><li>x</li></ol>',
    );
  });

  it('keeps the text of markup outside the list, as the server does, but not of scripts or styles', () => {
    expect(safeHtml('<div><span class="x">kept</span></div><style>p{}</style><script>gone()</script>')).toBe(
      'kept',
    );
  });
});
