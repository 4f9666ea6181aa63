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
 * The strict Content-Security-Policy (DESIGN §2, STYLE "Errors and boundaries"), on the web app's HTML,
 * its assets, API answers and error answers alike: a stored script that slipped through could neither
 * run inline, nor load from elsewhere, nor frame the app.
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
      'an asset': await get('/assets/index.js'),
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

  it('answers the app page, its assets and every API answer with the same strict policy', async () => {
    for (const [what, response] of Object.entries(await answers())) {
      expect(response.statusCode, what).toBeLessThan(500);
      const policy = policyOf(response);
      expect(policy['default-src'], what).toEqual(["'self'"]);
      expect(policy['script-src'], what).toEqual(["'self'"]);
      expect(policy['script-src-attr'], what).toEqual(["'none'"]);
      expect(policy['object-src'], what).toEqual(["'none'"]);
      expect(policy['base-uri'], what).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
      expect(policy['form-action'], what).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy']), what).not.toMatch(/unsafe-eval|\*/);
      // Plain HTTP on a LAN address must keep working: nothing may upgrade the app's own URLs.
      expect(policy['upgrade-insecure-requests'], what).toBeUndefined();
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });
});
