import { translate } from '@bo/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateLimitName } from '../../src/security/rate-limits.js';
import { useTestApp } from '../app-fixture.js';
import { send, someIp } from '../auth-helpers.js';
import { onPostgres } from '../helpers.js';
import { createTwoInstances, type TwoInstances } from '../instances-helpers.js';

type Knock = (app: FastifyInstance, ip: string, lang?: 'zh' | 'en') => Promise<LightMyRequestResponse>;

const shopPost =
  (route: string, body: unknown): Knock =>
  (app, ip, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/shop/${route}`,
      remoteAddress: ip,
      headers: { accept: 'application/json', lang },
      payload: body as object,
    });

/**
 * The doors a stranger can knock on without a session, each with the limit it counts against and a
 * cheap request (refused or not, every request counts, before its body is even read).
 */
const DOORS: [string, RateLimitName, Knock][] = [
  ['POST shop/register', 'member-register', shopPost('register', { account: '', password: '' })],
  ['POST shop/visit', 'shop-visit', shopPost('visit', { source: 'direct' })],
  [
    'POST refreshToken',
    'admin-refresh',
    (app, ip, lang) => send(app, 'POST', 'refreshToken', { ip, lang, body: { refresh_token: 'forged' } }),
  ],
  ['GET auth/code', 'captcha', (app, ip, lang) => send(app, 'GET', 'auth/code', { ip, lang })],
  [
    'POST auth/code',
    'captcha-answer',
    (app, ip, lang) => send(app, 'POST', 'auth/code', { ip, lang, body: { key: 'forged', x: 10 } }),
  ],
];

function expectLimited(res: LightMyRequestResponse, lang: 'zh' | 'en', windowMs: number) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body.status).toBe(42900);
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(windowMs / 1000);
  expect(res.headers['retry-after']).toBe(String(body.retry_after));
  expect(body.message).toBe(translate(lang, 'errors.tooManyRequests', { count: body.retry_after }));
}

/**
 * Registration, visits, refreshes and captcha attempts are limited per client address like login:
 * past the declared limit a request responds with 42900 with the seconds to wait (and does nothing); another
 * address is unaffected.
 */
describe('per-address limits on the open doors', () => {
  const t = useTestApp({}, { signedIn: false });

  it.each(DOORS)('%s responds with 42900 past its limit', async (_, name, knock) => {
    const { limit, windowMs } = RATE_LIMITS[name];
    const ip = someIp();
    for (let i = 0; i < limit; i++) {
      const res = await knock(t.app, ip);
      expect(res.statusCode, `request ${i + 1}: ${res.body.slice(0, 200)}`).not.toBe(429);
    }
    expectLimited(await knock(t.app, ip, 'en'), 'en', windowMs);
    expectLimited(await knock(t.app, ip, 'zh'), 'zh', windowMs);
    expect((await knock(t.app, someIp())).statusCode).not.toBe(429);
  });

  it('refuses a valid registration past the limit, creating nothing', async () => {
    const { limit } = RATE_LIMITS['member-register'];
    const ip = someIp();
    const account = `late${Date.now() % 100_000}`;
    const register = shopPost('register', { account, password: 'Secret123' });
    for (let i = 0; i < limit; i++) await DOORS[0]![2](t.app, ip);
    expect((await register(t.app, ip)).statusCode).toBe(429);
    const visitsBefore = await t.app.db.selectFrom('goods_visits').select('id').execute();
    const visit = shopPost('visit', { source: 'direct' });
    const visitIp = someIp();
    for (let i = 0; i < RATE_LIMITS['shop-visit'].limit; i++) await visit(t.app, visitIp);
    expect((await visit(t.app, visitIp)).statusCode).toBe(429);
    const visitsAfter = await t.app.db.selectFrom('goods_visits').select('id').execute();
    expect(visitsAfter.length - visitsBefore.length).toBe(RATE_LIMITS['shop-visit'].limit);
    const members = await t.app.db.selectFrom('members').select('account').execute();
    expect(members.map((m) => m.account)).not.toContain(account);
  });
});

describe.skipIf(!onPostgres)('per-address limits shared by two instances on one PostgreSQL', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances();
  });
  afterAll(async () => two.close());

  it.each(DOORS)('%s counts requests to either instance in one budget', async (_, name, knock) => {
    const { limit, windowMs } = RATE_LIMITS[name];
    const ip = someIp();
    const answers = await Promise.all(
      Array.from({ length: limit }, (_, i) => knock(i % 2 ? two.a : two.b, ip)),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toEqual([]);
    expectLimited(await knock(two.a, ip, 'zh'), 'zh', windowMs);
    expectLimited(await knock(two.b, ip, 'en'), 'en', windowMs);
  });
});
