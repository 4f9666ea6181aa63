import { SHOP_API_ROOT } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { installationSecret } from '../../src/security/installation-secret.js';
import { useTestApp } from '../app-fixture.js';
import { tokenFor } from '../helpers.js';
import { memberWithToken } from '../shop-helpers.js';
import { casesFor, type FuzzCase, hostileCases, partition } from './fuzz-cases.js';
import { changedTables, expectRefusal, type FuzzRoute, pathOf, schemaRoutes, snapshot } from './fuzz-db.js';
import { inBatches, send } from './fuzz-send.js';

const SHOP_PREFIX = SHOP_API_ROOT.slice(0, -1);

/**
 * The generated bad input of the admin suites (fuzz-rejected, fuzz-accepted), over the storefront API
 * that members' shops call (`/api/v1/shop/`), with a member's token: each refusal is a localized 4xx
 * blaming the field at fault and writes nothing; valid but hostile input is never a 5xx.
 */
describe('generated bad input on every storefront route', () => {
  const t = useTestApp({}, { signedIn: false });
  let token: string;
  let routes: FuzzRoute[];
  // Each request from its own address, so the member login limit does not respond first.
  let requests = 0;
  const address = () => `10.77.${(requests >> 8) & 255}.${requests++ & 255}`;

  beforeAll(async () => {
    ({ token } = await memberWithToken(t.app, 'fuzzer'));
    routes = schemaRoutes(t.app, SHOP_PREFIX);
    // Made on first use: made now, so that first use writes nothing.
    await installationSecret(t.app.db);
  });

  it('finds every storefront route with a schema in the route table', () => {
    const names = routes.map((r) => `${r.method} ${r.url.slice(SHOP_PREFIX.length)}`).sort();
    expect(names).toEqual([
      'GET /goods',
      'GET /order/:id',
      'POST /favourite',
      'POST /login',
      'POST /order',
      'POST /order/:id/pay',
      'POST /order/:id/receive',
      'POST /register',
      'POST /visit',
    ]);
  });

  it("refuses a member's routes without a member token, or with an administrator's", async () => {
    const open = new Set(['/register', '/login', '/goods', '/visit']);
    const guarded = routes.filter((r) => !open.has(r.url.slice(SHOP_PREFIX.length)));
    expect(guarded.length).toBe(5);
    const admin = await tokenFor(t.app);
    for (const route of guarded) {
      for (const authorization of [undefined, `Bearer ${admin}`]) {
        const response = await t.app.inject({
          method: route.method,
          url: pathOf(route.url, { id: '1' }),
          headers: { accept: 'application/json', lang: 'en', ...(authorization ? { authorization } : {}) },
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${route.url} ${authorization ?? 'no token'}`).toBe(401);
      }
    }
  });

  it('refuses each generated bad input with a localized 422 blaming the field at fault, writing nothing', async () => {
    const before = await snapshot(t.app);
    const { refused } = partition(routes.flatMap(casesFor));
    await inBatches(refused, 8, async (c: FuzzCase, i) => {
      const lang = i % 2 ? 'en' : 'zh';
      const response = await send(t.app, token, c, lang, address());
      expect(response.statusCode, `${c.label}: ${response.body.slice(0, 200)}`).toBe(422);
      expectRefusal(response, lang, c.field, c.label);
    });
    expect(changedTables(before, await snapshot(t.app))).toEqual([]);
    expect(refused.length).toBeGreaterThan(60);
    console.info(`storefront bad input: ${refused.length} requests over ${routes.length} routes`);
  });

  it('refuses malformed JSON and wrong content types, writing nothing', async () => {
    const before = await snapshot(t.app);
    const payloads: [string, string | Buffer][] = [
      ['application/json', '{"account": "a'],
      ['application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
      ['application/json', '{"__proto__": {"state": 1}}'],
      ['application/json', Buffer.from([0x22, 0xff, 0xfe, 0xc0, 0x22])],
      ['application/x-www-form-urlencoded', 'account=a&password=b'],
      ['text/plain', '{}'],
    ];
    for (const route of routes.filter((r) => r.method === 'POST' && r.body)) {
      for (const [i, [type, payload]] of payloads.entries()) {
        const lang = i % 2 ? 'en' : 'zh';
        const response = await t.app.inject({
          method: 'POST',
          url: pathOf(route.url, {}),
          remoteAddress: address(),
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${token}`,
            lang,
            'content-type': type,
          },
          payload,
        });
        expectRefusal(response, lang, null, `${route.url} ${type} ${String(payload).slice(0, 20)}`);
      }
    }
    expect(changedTables(before, await snapshot(t.app))).toEqual([]);
  });

  it('stores or refuses valid but hostile input, never a 5xx; a refusal writes nothing', async () => {
    const cases = [...routes.flatMap(hostileCases), ...partition(routes.flatMap(casesFor)).valid];
    expect(cases.length).toBeGreaterThan(20);
    for (const [i, c] of cases.entries()) {
      const lang = i % 2 ? 'en' : 'zh';
      const before = c.route.method === 'POST' ? await snapshot(t.app) : null;
      const response = await send(t.app, token, c, lang, address());
      expect(response.statusCode, `${c.label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expectRefusal(response, lang, null, c.label);
        if (before) expect(changedTables(before, await snapshot(t.app)), c.label).toEqual([]);
      }
    }
  });
});
