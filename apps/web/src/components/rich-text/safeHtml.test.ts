import { describe, expect, it } from 'vitest';
import { safeHtml } from './safeHtml';

describe('safeHtml', () => {
  it('keeps allowed formatting and makes links open safely', () => {
    expect(safeHtml('<h2>T</h2><p><strong>b</strong> <a href="https://x.example/">l</a></p>')).toBe(
      '<h2>T</h2><p><strong>b</strong> <a href="https://x.example/" target="_blank" rel="noopener noreferrer nofollow">l</a></p>',
    );
    expect(safeHtml('<img src="/uploads/2026/01/a.png" alt="a">')).toBe(
      '<img src="/uploads/2026/01/a.png" alt="a">',
    );
  });

  it('drops scripts, handlers, styles and script URLs', () => {
    const out = safeHtml(
      '<script>alert(1)</script><p onclick="x()" style="color:red">t</p><img src="x" onerror="alert(1)">' +
        '<a href="java\tscript:alert(1)">a</a><img src="data:image/png;base64,AA"><iframe src="//evil"></iframe>' +
        '<a href="//evil.example/x">p</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|data:|iframe|evil/i);
    expect(out).toContain('<p>t</p>');
  });
});
