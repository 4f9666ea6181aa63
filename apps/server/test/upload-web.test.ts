import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/plugins/guard.js';
import { createTestApp, multipart, tokenFor } from './helpers.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe('uploads next to the built web app', () => {
  it('serves stored files, not index.html, when the web app is served too', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>web</title>');
    const t = await createTestApp({ webDist: web });
    try {
      const token = await tokenFor(t.app, 'admin');
      const image = await png(32, 32);
      const { payload, headers } = multipart([{ name: 'file', filename: 'a.png', content: image }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/uploadPictures`,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: res.json().message });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(image)).toBe(true);
      const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const missing = await t.app.inject({ method: 'GET', url: `/uploads/2020/01/${'a'.repeat(32)}.png` });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('<title>web</title>');
    } finally {
      await t.close();
      fs.rmSync(t.config.dataDir, { recursive: true, force: true });
      fs.rmSync(web, { recursive: true, force: true });
    }
  });
});
