import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ENCODINGS, decodedBody, varyOf } from './encoding-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

const ASSET = '/assets/app-3f9a1c.js';
const IMAGE = '/assets/logo-1b2c3d.png';
const INDEX = `<!doctype html><html><head><title>web</title><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => 'value ${i}';`).join(
  '\n',
);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MANIFEST = '/.vite/manifest.json';

/**
 * A web build as `npm run build -w @bo/web` lays it out: text files with `.br` and `.gz` siblings, an
 * image without (compressing it would not help).
 */
function fakeWebBuild(): string {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  const write = (url: string, content: string | Buffer, siblings: boolean) => {
    const file = path.join(web, url);
    fs.writeFileSync(file, content);
    if (!siblings) return;
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
  };
  write('/index.html', INDEX, true);
  write(ASSET, SCRIPT, true);
  write(IMAGE, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(2048).fill(7)]), false);
  // The build's manifest, for tools: never a file of the site.
  fs.mkdirSync(path.join(web, '.vite'));
  write(MANIFEST, '{"index.html":{"file":"assets/app-3f9a1c.js"}}', false);
  return web;
}

describe('the built web app, sent precompressed', () => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = fakeWebBuild();
    t = await createTestApp({ webDist: web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset as brotli, else gzip, else plain, as Accept-Encoding allows', async () => {
    const cases: [string | undefined, string | undefined][] = [
      [BROWSER_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accepted, expected] of cases) {
      const res = await get(ASSET, accepted === undefined ? {} : { 'accept-encoding': accepted });
      expect(res.statusCode, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(expected);
      expect(res.headers['content-type'], accepted).toMatch(
        /^(text|application)\/javascript; charset=utf-8$/,
      );
      expect(res.headers['cache-control'], accepted).toBe(IMMUTABLE);
      // A cache must not hand the brotli file to a client that asked for none.
      expect(varyOf(res), accepted).toContain('accept-encoding');
      expect(decodedBody(res).toString(), accepted).toBe(SCRIPT);
      if (expected) expect(res.rawPayload.length, accepted).toBeLessThan(SCRIPT.length / 4);
    }
  });

  it('responds to a revalidation with 304 and no body, each encoding under its own ETag', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'br' });
    const plain = await get(ASSET);
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const since = await get(ASSET, {
      'accept-encoding': 'gzip',
      'if-modified-since': String(br.headers['last-modified']),
    });
    expect(since.statusCode).toBe(304);
    // The plain file's ETag does not stand for the brotli bytes.
    const other = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(decodedBody(other).toString()).toBe(SCRIPT);
  });

  it('sends a file the build did not compress as it is, and its 304 without a Content-Encoding', async () => {
    const image = await get(IMAGE, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(fs.readFileSync(path.join(web, IMAGE)))).toBe(true);

    const again = await get(IMAGE, {
      'accept-encoding': BROWSER_ENCODINGS,
      'if-none-match': String(image.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends index.html compressed and revalidated every time for / and any client route', async () => {
    for (const url of ['/', '/index.html', '/shop/good/list?tab=1', '/assets/place', '/assets/list/12']) {
      const res = await get(url, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(varyOf(res), url).toContain('accept-encoding');
      expect(decodedBody(res).toString(), url).toBe(INDEX);
      const again = await get(url, {
        'accept-encoding': BROWSER_ENCODINGS,
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode, url).toBe(304);
    }
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });

  it('responds with 404, not the app page, for a hashed file that does not exist or a sibling by name', async () => {
    for (const url of ['/assets/app-000000.js', '/assets/app-000000.css?v=1', `${ASSET}.br`, `${ASSET}.gz`]) {
      const res = await get(url, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(res.statusCode, url).toBe(404);
      expect(decodedBody(res).toString(), url).not.toContain('<title>web</title>');
    }
  });

  it('serves only the files the build holds: a path that leaves the folder, a hidden file or one added since is the app page', async () => {
    const secret = path.join(path.dirname(web), `${path.basename(web)}-secret.txt`);
    fs.writeFileSync(secret, 'not for the web');
    fs.writeFileSync(path.join(web, 'added-later.txt'), 'written after the start');
    try {
      const outside = `/..%2f${path.basename(secret)}`;
      for (const url of [outside, '/added-later.txt', MANIFEST, '/%2Evite/manifest.json']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(INDEX);
      }
      // Under /assets/ such a name looks like a hashed file, which is never the app page.
      const hashedLooking = await get(`/assets/..%2f..%2f${path.basename(secret)}`);
      expect(hashedLooking.statusCode).toBe(404);
      expect(hashedLooking.body).not.toContain('not for the web');
      const file = await get(ASSET);
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe(SCRIPT);
    } finally {
      fs.rmSync(secret, { force: true });
      fs.rmSync(path.join(web, 'added-later.txt'), { force: true });
    }
  });
});
