import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/plugins/guard.js';
import { createTestApp, type TestApp, tokenFor } from '../helpers.js';

/** A Content-Security-Policy header as directive → sources. */
function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/**
 * The strict Content-Security-Policy on the web app's HTML, its client routes, SVG pictures (a document
 * when opened alone), API responses and error responses alike: a stored script that slipped through could
 * neither run inline, nor load from elsewhere, nor frame the app.
 */
describe('Content-Security-Policy on HTML and API responses', () => {
  let t: TestApp;
  let web: string;
  let token: string;

  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><title>web</title><script type="module" src="/assets/index.js"></script>',
    );
    fs.writeFileSync(path.join(web, 'assets', 'index.js'), 'console.log(1)');
    fs.writeFileSync(path.join(web, 'assets', 'index.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(web, 'assets', 'logo.png'), 'png');
    fs.writeFileSync(path.join(web, 'assets', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDist: web });
    token = await tokenFor(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const answers = async () => {
    const get = (url: string, auth = false) =>
      t.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });
    return {
      'the app page': await get('/'),
      'a client route': await get('/shop/good/list?tab=1'),
      'an SVG picture': await get('/assets/icon.svg'),
      'an API answer': await get(`${API_PREFIX}/userInfo`, true),
      'an API refusal': await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/login`,
        payload: { username: '<script>', password: 1 },
      }),
      'an unknown API route': await get(`${API_PREFIX}/no-such-route`),
      'an unknown upload': await get('/uploads/2020/01/nothing.png'),
    };
  };

  it('serves the app page, SVG pictures and every API response with the same strict policy', async () => {
    for (const [what, response] of Object.entries(await answers())) {
      expect(response.statusCode, what).toBeLessThan(500);
      const policy = policyOf(response);
      expect(policy['default-src'], what).toEqual(["'self'"]);
      expect(policy['script-src'], what).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy['script-src-attr'], what).toEqual(["'none'"]);
      expect(policy['object-src'], what).toEqual(["'none'"]);
      expect(policy['base-uri'], what).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
      expect(policy['form-action'], what).toEqual(["'self'"]);
      // WebAssembly may compile (the walk's QR reader); JavaScript eval stays forbidden.
      expect(String(response.headers['content-security-policy']), what).not.toMatch(
        /(?<!wasm-)unsafe-eval|\*/,
      );
      // Plain HTTP on a LAN address must keep working: nothing may upgrade the app's own URLs.
      expect(policy['upgrade-insecure-requests'], what).toBeUndefined();
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });

  // The policy and framing rules apply to the document that runs scripts, not to the script file itself.
  it('sends scripts, style sheets and raster pictures only the headers that hold for them', async () => {
    for (const url of ['/assets/index.js', '/assets/index.css', '/assets/logo.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });
});
