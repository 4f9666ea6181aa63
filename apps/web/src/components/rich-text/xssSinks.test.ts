import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Under jsdom `import.meta.url` is not a file URL; the folder is.
const SRC = path.resolve(import.meta.dirname, '../..');

/** Ways to turn a string into markup or code in the page. */
const SINKS =
  /dangerouslySetInnerHTML|\.(?:inner|outer)HTML\b|insertAdjacentHTML|document\.write|createContextualFragment|\bsrcdoc\b|\beval\(|new Function\(/;

/** The only places allowed to use one, and why each is safe. */
const ALLOWED: Record<string, string> = {
  'components/rich-text/SafeHtml.tsx':
    'renders safeHtml() output: HTML sanitized by the server, cleaned again',
  'components/rich-text/safeHtml.ts': 'reads innerHTML back from an inert DOMParser document it cleaned',
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
