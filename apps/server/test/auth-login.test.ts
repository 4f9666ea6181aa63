import { formatDateTime } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/modules/auth/auth-routes.js';
import { MAX_FAILED_LOGINS } from '../src/modules/auth/login-service.js';
import { verifyAccessToken } from '../src/security/sessions.js';
import { useTestApp } from './app-fixture.js';
import { eventually, loginEvents, passwordLogin, send, solveCaptcha, someIp } from './auth-helpers.js';
import { ADMIN_PASSWORD, createAdminWith } from './helpers.js';

const PASSWORD = 'Password1234';

describe('login with captcha on', () => {
  const t = useTestApp({ captcha: true }, { signedIn: false });

  it('requires a captcha token and accepts each one once', async () => {
    const { username } = await createAdminWith(t.app, []);
    const missing = await passwordLogin(t.app, { username, password: PASSWORD }, { lang: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      status: 42200,
      message: 'Please complete the slide verification',
      errors: { captcha_token: ['Please complete the slide verification'] },
    });
    const forged = await passwordLogin(t.app, { username, password: PASSWORD, captcha_token: 'forged' });
    expect(forged.json()).toMatchObject({ status: 42200, message: '验证失败，请重试' });

    const captcha_token = await solveCaptcha(t.app);
    const ok = await passwordLogin(t.app, { username, password: PASSWORD, captcha_token });
    expect(ok.statusCode).toBe(200);
    const again = await passwordLogin(t.app, { username, password: PASSWORD, captcha_token });
    expect(again.statusCode).toBe(422);
    expect((await loginEvents(t.app, username)).map((e) => [e.success, e.reason])).toEqual([
      [0, 'captcha'],
      [0, 'captcha'],
      [1, 'password'],
      [0, 'captcha'],
    ]);
  });

  it('refuses a captcha token past its two-minute life', async () => {
    const { username } = await createAdminWith(t.app, []);
    const captcha_token = await solveCaptcha(t.app);
    await t.app.db
      .updateTable('captchas')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', 'is not', null)
      .where('token_used_at', 'is', null)
      .execute();
    const res = await passwordLogin(t.app, { username, password: PASSWORD, captcha_token });
    expect(res.statusCode).toBe(422);
  });
});

describe('login', () => {
  const t = useTestApp({ captcha: false }, { signedIn: false });

  it('logs the seeded admin in and returns a token pair that opens guarded routes', async () => {
    const ip = someIp();
    const res = await passwordLogin(
      t.app,
      { username: 'admin', password: ADMIN_PASSWORD, remember: true },
      { ip },
    );
    expect(res.statusCode).toBe(200);
    const pair = res.json().message;
    expect(pair).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 7200,
      refresh_token: expect.any(String),
      refresh_expires_in: 604800,
    });
    const session = await verifyAccessToken(t.app.db, pair.access_token);
    const admin = await t.app.db
      .selectFrom('admins')
      .select(['id', 'last_login_at', 'last_login_ip', 'failed_logins'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(session.adminId).toBe(admin.id);
    expect(admin.last_login_ip).toBe(ip);
    expect(Date.now() - Date.parse(admin.last_login_at!)).toBeLessThan(60_000);
    const row = await t.app.db
      .selectFrom('auth_sessions')
      .select(['remember', 'access_hash'])
      .where('id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(row.remember).toBe(1);
    expect(row.access_hash).not.toBe(pair.access_token);
    const out = await send(t.app, 'POST', 'logout', { token: pair.access_token, lang: 'en' });
    expect(out.json()).toEqual({ result: 'ok', status: 200, message: 'Logged out' });
  });

  it('returns the same message for a wrong password and an unknown user', async () => {
    const { username } = await createAdminWith(t.app, []);
    const wrong = await passwordLogin(t.app, { username, password: 'wrong-pass' }, { lang: 'en' });
    const unknown = await passwordLogin(
      t.app,
      { username: 'nobody_here', password: 'wrong-pass' },
      { lang: 'en' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Wrong username or password');
    const zh = await passwordLogin(t.app, { username, password: 'wrong-pass' });
    expect(zh.json().message).toBe('用户名或密码错误');
    expect((await loginEvents(t.app, 'nobody_here')).map((e) => [e.admin_id, e.success, e.reason])).toEqual([
      [null, 0, 'bad_credentials'],
    ]);
  });

  it('spends an argon2 verification on unknown users too (similar timing)', async () => {
    const { username } = await createAdminWith(t.app, []);
    const time = async (name: string) => {
      const start = performance.now();
      await passwordLogin(t.app, { username: name, password: 'wrong-pass' });
      return performance.now() - start;
    };
    await time('warm_up_user');
    const median = async (names: string[]) => {
      const times: number[] = [];
      for (const name of names) times.push(await time(name));
      return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    };
    const known = await median(Array(5).fill(username));
    const unknown = await median(['ghost_1', 'ghost_2', 'ghost_3', 'ghost_4', 'ghost_5']);
    // Without the dummy verification an unknown name gets its response in a few ms against tens for argon2.
    expect(unknown, `unknown ${unknown.toFixed(1)} ms, known ${known.toFixed(1)} ms`).toBeGreaterThan(
      known * 0.3,
    );
  });

  it('locks the account after 10 consecutive failures and says until when, in zh and en', async () => {
    const { id, username } = await createAdminWith(t.app, []);
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) {
      const res = await passwordLogin(t.app, { username, password: 'wrong-pass' });
      expect(res.json().message, `attempt ${i}`).toBe('用户名或密码错误');
    }
    const tenth = await passwordLogin(t.app, { username, password: 'wrong-pass' }, { lang: 'en' });
    const row = await t.app.db
      .selectFrom('admins')
      .select('locked_until')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const until = Date.parse(row.locked_until!);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const shown = formatDateTime(row.locked_until!);
    expect(shown).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(tenth.statusCode).toBe(403);
    expect(tenth.json().message).toBe(`Too many failed logins, the account is locked until ${shown}`);

    const right = await passwordLogin(t.app, { username, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ status: 40300, message: `登录失败次数过多，账号已锁定至 ${shown}` });

    // Once the lock has passed the right password works again and the counter is clear.
    await t.app.db
      .updateTable('admins')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await passwordLogin(t.app, { username, password: PASSWORD })).statusCode).toBe(200);
    const events = await loginEvents(t.app, username);
    expect(events.map((e) => e.reason)).toEqual([
      ...Array(MAX_FAILED_LOGINS).fill('bad_credentials'),
      'locked',
      'password',
    ]);
  });

  it('resets the failure counter on success', async () => {
    const { id, username } = await createAdminWith(t.app, []);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++)
      await passwordLogin(t.app, { username, password: 'wrong-pass' });
    const counter = () =>
      t.app.db.selectFrom('admins').select('failed_logins').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await counter()).failed_logins).toBe(MAX_FAILED_LOGINS - 1);
    expect((await passwordLogin(t.app, { username, password: PASSWORD })).statusCode).toBe(200);
    expect((await counter()).failed_logins).toBe(0);
    const res = await passwordLogin(t.app, { username, password: 'wrong-pass' });
    expect(res.json().message).toBe('用户名或密码错误');
  });

  it('refuses a forbidden account only once the password is right', async () => {
    const { username } = await createAdminWith(t.app, [], { state: 0 });
    const wrong = await passwordLogin(t.app, { username, password: 'wrong-pass' }, { lang: 'en' });
    expect(wrong.json().message).toBe('Wrong username or password');
    const right = await passwordLogin(t.app, { username, password: PASSWORD }, { lang: 'en' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ status: 40300, message: 'This account is disabled' });
    expect((await loginEvents(t.app, username)).map((e) => e.reason)).toEqual([
      'bad_credentials',
      'forbidden',
    ]);
  });

  it('checks the area id', async () => {
    const { username } = await createAdminWith(t.app, []);
    const bad = await passwordLogin(t.app, { username, password: PASSWORD, area_id: 4242 }, { lang: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 42200, errors: { area_id: ['Unknown area'] } });
    expect((await passwordLogin(t.app, { username, password: PASSWORD, area_id: 515 })).statusCode).toBe(200);
  });

  it('limits login attempts to 30 a minute per address with a retry time', async () => {
    const ip = someIp();
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      const res = await passwordLogin(t.app, { username: `ghost_${i}`, password: 'wrong-pass' }, { ip });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
    }
    const limited = await passwordLogin(
      t.app,
      { username: 'admin', password: ADMIN_PASSWORD },
      { ip, lang: 'en' },
    );
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body.status).toBe(42900);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBe(String(body.retry_after));
    const unit = body.retry_after === 1 ? 'second' : 'seconds';
    expect(body.message).toBe(`Too many requests, please try again in ${body.retry_after} ${unit}`);
    // Token login counts against the same budget; another address is unaffected.
    expect((await send(t.app, 'POST', 'login/token', { ip, body: { token: 'x.y' } })).statusCode).toBe(429);
    const other = await passwordLogin(t.app, { username: 'admin', password: ADMIN_PASSWORD });
    expect(other.statusCode).toBe(200);
  });

  it('writes a failed login to the admin log with the password redacted', async () => {
    const secret = 'my-secret-pass-123';
    const username = `probe_${Date.now()}`;
    await passwordLogin(t.app, { username, password: secret });
    const row = await eventually(() =>
      t.app.db
        .selectFrom('admin_logs')
        .select(['path', 'method', 'input', 'status', 'admin_id'])
        .where('username', '=', username)
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({ path: 'login', method: 'POST', status: 422, admin_id: null });
    expect(row.input).not.toContain(secret);
    expect(JSON.parse(row.input)).toMatchObject({ type: 1, username, password: '***' });
  });

  it('returns localized validation messages for bad bodies and writes nothing', async () => {
    const counts = async () => ({
      events: (await t.app.db.selectFrom('login_events').select('id').execute()).length,
      sessions: (await t.app.db.selectFrom('auth_sessions').select('id').execute()).length,
    });
    const before = await counts();
    const cases: [unknown, 'zh' | 'en', Record<string, string[]>][] = [
      [{ type: 1 }, 'en', { username: ['Please enter Username'], password: ['Please enter Password'] }],
      [{ type: 1 }, 'zh', { username: ['请输入用户名'], password: ['请输入密码'] }],
      [{ type: 1, username: 'admin', password: 12345 }, 'en', { password: ['Password has a wrong type'] }],
      [{ type: 1, username: 'admin', password: 'abc' }, 'zh', { password: ['密码不能少于4'] }],
      [
        { type: 1, username: 'x'.repeat(10_000), password: 'abcdef' },
        'en',
        { username: ['Username cannot exceed 64'] },
      ],
      [
        { type: 1, username: 'admin', password: 'p'.repeat(100_000) },
        'zh',
        { password: ['密码不能超过128'] },
      ],
      [{ type: 2 }, 'en', { refresh_token: ['Please enter Refresh token'] }],
      [
        { type: 1, username: 'admin', password: 'abcdef', remember: 'yes' },
        'en',
        { remember: ['Remember me has a wrong type'] },
      ],
      [{ username: 'admin', password: 'abcdef' }, 'en', { type: ['Type has a wrong format'] }],
    ];
    for (const [body, lang, errors] of cases) {
      const res = await send(t.app, 'POST', 'login', { body, lang });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json()).toMatchObject({ result: 'error', status: 42200, errors });
      expect(res.json().message).toBe(Object.values(errors)[0]![0]);
    }
    const badToken = await send(t.app, 'POST', 'login/token', { body: { token: 7 }, lang: 'en' });
    expect(badToken.json().errors).toEqual({ token: ['Token has a wrong type'] });
    const badRefresh = await send(t.app, 'POST', 'refreshToken', { body: {}, lang: 'zh' });
    expect(badRefresh.json().errors).toEqual({ refresh_token: ['请输入刷新令牌'] });
    expect(await counts()).toEqual(before);
  });
});
