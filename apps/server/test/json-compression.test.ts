import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD } from '../src/plugins/compression.js';
import { useTestApp } from './app-fixture.js';
import { BROWSER_ENCODINGS, decodedBody, varyOf } from './encoding-helpers.js';
import { call } from './helpers.js';

describe('JSON responses compressed over 1 KB', () => {
  const t = useTestApp();

  it('compresses a response of 1 KB or more with brotli or gzip when asked, and not otherwise', async () => {
    const plain = await call(t.app, 'GET', 'userInfo', { token: t.token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const expected = plain.json();
    expect(expected).toMatchObject({ result: 'ok', status: 200 });

    for (const [accepted, encoding] of [
      [BROWSER_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await call(t.app, 'GET', 'userInfo', {
        token: t.token,
        headers: { 'accept-encoding': accepted },
      });
      expect(res.statusCode, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['content-type'], accepted).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decodedBody(res).toString()), accepted).toEqual(expected);
      if (encoding) {
        expect(varyOf(res), accepted).toContain('accept-encoding');
        expect(res.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('leaves a response under 1 KB and an error envelope plain', async () => {
    const headers = { 'accept-encoding': BROWSER_ENCODINGS };
    const small = await call(t.app, 'GET', 'lang', { headers });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ result: 'ok', status: 200 });

    const refused = await call(t.app, 'GET', 'userInfo', { headers, lang: 'en' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ result: 'error', status: 40100 });
  });

  it('sends downloads as they are: a workbook, and a backup streamed from the disk', async () => {
    const headers = { 'accept-encoding': BROWSER_ENCODINGS };
    const template = await call(t.app, 'GET', 'assstmall/template', { token: t.token, headers });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-encoding']).toBeUndefined();
    expect(template.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // Very compressible bytes under a type a generic compressor would take (application/octet-stream).
    const name = 'db-20250101-000000-abcdef.dump';
    const onDisk = Buffer.alloc(64 * 1024, 'backup ');
    fs.mkdirSync(path.join(t.config.dataDir, 'backups'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'backups', name), onDisk);
    const download = await call(t.app, 'GET', `backup/download/${name}`, { token: t.token, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-length']).toBe(String(onDisk.length));
    expect(download.rawPayload.equals(onDisk)).toBe(true);
  });
});
