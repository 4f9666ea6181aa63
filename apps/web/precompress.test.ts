import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const label${i} = 'label ${i}';`).join('\n');

describe('precompressing the web build', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const build = (files: Record<string, string | Buffer>) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-precompress-'));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
  };
  const exists = (name: string) => fs.existsSync(path.join(dir, name));
  const read = (name: string) => fs.readFileSync(path.join(dir, name));

  it('writes brotli and gzip (level 9) siblings that decode to each text file', async () => {
    const html = `<!doctype html><html><head><title>app</title></head><body>${'<div></div>'.repeat(50)}</body></html>`;
    build({
      'index.html': html,
      'assets/app-1a2b3c.js': SCRIPT,
      'assets/app-4d5e6f.css': `a{color:red}\n`.repeat(200),
    });
    const { files, totals } = await precompressDir(dir);
    expect(files).toBe(3);
    for (const name of ['index.html', 'assets/app-1a2b3c.js', 'assets/app-4d5e6f.css']) {
      const plain = read(name);
      expect(brotliDecompressSync(read(`${name}.br`)).equals(plain), name).toBe(true);
      expect(gunzipSync(read(`${name}.gz`)).equals(plain), name).toBe(true);
      expect(read(`${name}.gz`).equals(gzipSync(plain, { level: 9 })), name).toBe(true);
    }
    expect(totals['.br']).toBeLessThan(totals['.gz']);
    expect(totals['.gz']).toBeLessThan(totals.plain / 4);
  });

  it('leaves alone what compression does not shrink, binary files and the unserved .vite folder', async () => {
    const png = Buffer.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      ...Array.from({ length: 512 }, (_, i) => (i * 37) % 256),
    ]);
    build({
      'assets/tiny-1a2b3c.js': 'x',
      'assets/logo-1a2b3c.png': png,
      '.vite/manifest.json': JSON.stringify({ 'src/main.tsx': { file: 'assets/app.js', src: SCRIPT } }),
    });
    const { files } = await precompressDir(dir);
    expect(files).toBe(1);
    for (const name of ['assets/tiny-1a2b3c.js', 'assets/logo-1a2b3c.png', '.vite/manifest.json'])
      for (const suffix of ['.br', '.gz']) expect(exists(`${name}${suffix}`), `${name}${suffix}`).toBe(false);
  });
});
