import { translate } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/modules/auth/auth-routes.js';
import { passwordLogin, send, solveCaptcha, someIp } from './auth-helpers.js';
import { ADMIN_PASSWORD, call, createAdminWith, onPostgres, tokenFor, waitFor } from './helpers.js';
import { createTwoInstances, reachableRedis, type TwoInstances } from './instances-helpers.js';

const redisUrl = onPostgres ? await reachableRedis() : null;
/** Through the database alone, and with Redis for limits and notices when the local one responds. */
const modes = [
  { name: 'PostgreSQL', overrides: {} },
  ...(redisUrl ? [{ name: 'PostgreSQL and Redis', overrides: { redisUrl } }] : []),
];

/** The envelope status of `GET route` with `token` on `app`. */
const statusOf = async (app: FastifyInstance, route: string, token: string) =>
  (await call(app, 'GET', route, { token })).json().status as number;

/**
 * Two instances: two apps on one PostgreSQL schema (two server processes behind a load
 * balancer) behave as one for sessions, permissions, rate limits and captchas. Meaningless on SQLite,
 * which runs one process.
 */
describe.skipIf(!onPostgres).each(modes)('two instances on $name', ({ overrides }) => {
  let pair: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    pair = await createTwoInstances({ ...overrides, captcha: true });
    ({ a, b } = pair);
    root = await tokenFor(a);
  });
  afterAll(async () => pair?.close());

  async function login(on: FastifyInstance, username: string, password: string) {
    const res = await passwordLogin(on, { username, password, captcha_token: await solveCaptcha(on) });
    expect(res.json().status, res.body).toBe(200);
    return res.json().message as { access_token: string; refresh_token: string };
  }

  /**
   * An admin holding AdminList whose access B now keeps, and a way to take the permission away beside
   * the API (no request, so no notice).
   */
  async function cachedOnB() {
    const holder = await createAdminWith(a, ['AdminList']);
    expect(await statusOf(b, 'admin', holder.token)).toBe(200);
    const role = await a.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', holder.roleCode)
      .executeTakeFirstOrThrow();
    const strip = () => a.db.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
    return { ...holder, roleId: role.id, strip };
  }

  it('a captcha issued by A is checked by B, and its token logs in on A', async () => {
    const ip = someIp();
    const challenge = (await send(a, 'GET', 'auth/code', { ip })).json().message as { key: string };
    const { answer_x } = await a.db
      .selectFrom('captchas')
      .select('answer_x')
      .where('key', '=', challenge.key)
      .executeTakeFirstOrThrow();
    const checked = await send(b, 'POST', 'auth/code', { ip, body: { key: challenge.key, x: answer_x } });
    const token = checked.json().message.captcha_token as string;
    expect(token).toBeTruthy();
    const res = await passwordLogin(a, { username: 'admin', password: ADMIN_PASSWORD, captcha_token: token });
    expect(res.json().status, res.body).toBe(200);
    // One try: B's response used the challenge up for A too.
    const again = await send(a, 'POST', 'auth/code', { ip, body: { key: challenge.key, x: answer_x } });
    expect(again.json().status).not.toBe(200);
  });

  it('a session opened on A works on B; logout on B is refused on A at the next request', async () => {
    const session = await login(a, 'admin', ADMIN_PASSWORD);
    expect(await statusOf(b, 'userInfo', session.access_token)).toBe(200);
    expect(await statusOf(a, 'userInfo', session.access_token)).toBe(200);
    const out = await call(b, 'POST', 'logout', { token: session.access_token });
    expect(out.json().status).toBe(200);
    expect(await statusOf(a, 'userInfo', session.access_token)).toBe(50003);
    const refresh = await send(a, 'POST', 'refreshToken', { body: { refresh_token: session.refresh_token } });
    expect(refresh.json().status).toBe(40100);
  });

  it('forbidding an admin on A ends their sessions on B at the next request', async () => {
    const holder = await createAdminWith(a, ['AdminList']);
    const session = await login(b, holder.username, 'Password1234');
    expect(await statusOf(b, 'admin', session.access_token)).toBe(200);
    const row = (await call(a, 'GET', `admin/${holder.id}`, { token: root })).json().message;
    const edit = await call(a, 'POST', `admin/${holder.id}`, {
      token: root,
      body: { ...row, account: row.account, password: '', state: 0 },
    });
    expect(edit.json().status, edit.body).toBe(200);
    expect(await statusOf(b, 'admin', session.access_token)).toBe(50003);
    expect(await statusOf(b, 'admin', holder.token)).toBe(50003);
  });

  it("a role's permissions changed on A apply on B at the next request", async () => {
    // B keeps the holder's access now (5 s).
    const holder = await cachedOnB();
    const languages = await a.db
      .selectFrom('permissions')
      .select('id')
      .where('api', '=', 'LanguageList')
      .executeTakeFirstOrThrow();
    expect(await statusOf(b, 'language', holder.token)).toBe(40300);
    const { version } = await a.db
      .selectFrom('roles')
      .select('version')
      .where('id', '=', holder.roleId)
      .executeTakeFirstOrThrow();
    const edit = await call(a, 'POST', `manage/${holder.roleId}`, {
      token: root,
      body: { name: 'languages', code: holder.roleCode, permission_ids: [languages.id], version },
    });
    expect(edit.json().status, edit.body).toBe(200);
    // B hears A's notice at once through Redis; PostgreSQL signals listeners after the commit, so B may
    // respond a few ms more from its cache (bounded: the test allows 1 s).
    expect(
      await waitFor(
        () => statusOf(b, 'admin', holder.token),
        (s) => s === 40300,
        1000,
      ),
    ).toBe(40300);
    expect(await statusOf(b, 'language', holder.token)).toBe(200);
  });

  it('a list B serves from its cache shows a record added on A within 1 s', async () => {
    const goods = () => call(b, 'GET', 'good?page=1&limit=10', { token: root });
    expect((await goods()).json().status).toBe(200);
    const kept = (await goods()).body;
    const brand = `Kept ${Date.now()}`;
    const category = await call(a, 'POST', 'category', { token: root, body: { name: brand, pid: 0 } });
    expect(category.json().status, category.body).toBe(200);
    const added = await call(a, 'POST', 'good', {
      token: root,
      body: {
        type: 0,
        name: brand,
        category_id: category.json().message.id,
        price: 100,
        inventory: 1,
        master_image: '/uploads/x.png',
        images: [],
        is_show: 1,
        is_inventory: 0,
      },
    });
    expect(added.json().status, added.body).toBe(200);
    const seen = await waitFor(
      async () => (await goods()).body,
      (body) => body !== kept && body.includes(brand),
      1000,
    );
    expect(seen).toContain(brand);
  });

  it('B keeps access until told: a change written beside the API is seen once A announces it', async () => {
    const holder = await cachedOnB();
    await holder.strip();
    // Without a notice B serves what it keeps: the notices are what makes the test above pass.
    expect(await statusOf(b, 'admin', holder.token)).toBe(200);
    const started = performance.now();
    await a.changes.announce();
    const seen = await waitFor(
      () => statusOf(b, 'admin', holder.token),
      (s) => s === 40300,
      1000,
    );
    expect(seen).toBe(40300);
    console.log(`B dropped its cache ${(performance.now() - started).toFixed(1)} ms after A's notice`);
  });

  it('login attempts over the limit, spread over A and B, are refused as on one instance', async () => {
    const ip = someIp();
    const attempt = (on: FastifyInstance, lang: 'zh' | 'en' = 'zh') =>
      passwordLogin(on, { username: 'nobody', password: 'wrong-password' }, { ip, lang });
    const statuses = await Promise.all(
      Array.from(
        { length: LOGIN_ATTEMPTS_PER_MINUTE },
        async (_, i) => (await attempt(i % 2 ? b : a)).json().status,
      ),
    );
    expect(statuses.filter((s) => s === 42900)).toEqual([]);
    for (const [on, lang] of [
      [a, 'zh'],
      [b, 'en'],
    ] as const) {
      const refused = (await attempt(on, lang)).json();
      expect(refused.status).toBe(42900);
      const seconds = Number(/\d+/.exec(refused.message)?.[0]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.message).toBe(translate(lang, 'errors.tooManyRequests', { count: seconds }));
    }
  });

  it('a lost listening connection is reopened, and what B kept meanwhile is dropped', async () => {
    const holder = await cachedOnB();
    await holder.strip();
    const before = b.changes.state().regained;
    await b.changes.bus.breakConnection();
    const after = await waitFor(
      async () => b.changes.state(),
      (s) => s.listening && s.regained > before,
      5000,
    );
    expect(after).toEqual({ listening: true, regained: before + 1 });
    // No notice was sent, yet B no longer serves what it cached before the loss.
    expect(await statusOf(b, 'admin', holder.token)).toBe(40300);
    // And it is subscribed again.
    const other = await cachedOnB();
    await other.strip();
    await a.changes.announce();
    expect(
      await waitFor(
        () => statusOf(b, 'admin', other.token),
        (s) => s === 40300,
        1000,
      ),
    ).toBe(40300);
  });
});
