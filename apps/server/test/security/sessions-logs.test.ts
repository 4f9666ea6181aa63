import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueLoginToken } from '../../src/modules/auth/token-login.js';
import { REFRESH_GRACE_MS } from '../../src/security/sessions.js';
import { useTestApp } from '../app-fixture.js';
import { eventually, passwordLogin, send, solveCaptcha } from '../auth-helpers.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from '../helpers.js';
import { contentDump } from './permission-matrix-helpers.js';

const PASSWORD = 'Password1234';

/**
 * No secret reaches a log (passwords and tokens are redacted): the app runs with the production logger at its
 * most verbose, writing into memory, through a whole session's life; then the log lines, the admin log and
 * every other table are searched for the tokens and passwords that went over the wire.
 */
describe('tokens and passwords never reach the logs', () => {
  const lines: string[] = [];
  const t = useTestApp(
    { captcha: true, logLevel: 'trace' },
    { logStream: { write: (l) => lines.push(l) }, signedIn: false },
  );

  it('through captcha, login, refresh, reuse, token login, admin calls, failures and logout', async () => {
    const secrets: string[] = [PASSWORD];
    const keep = <T extends Record<string, unknown>>(value: T): T => {
      for (const key of ['access_token', 'refresh_token', 'captcha_token', 'token'])
        if (typeof value[key] === 'string') secrets.push(value[key] as string);
      return value;
    };
    const admin = await createAdminWith(t.app, ['AdminList', 'AdminCreate', 'GoodList']);
    secrets.push(admin.token);

    const captcha_token = await solveCaptcha(t.app);
    keep({ captcha_token });
    const login = await passwordLogin(t.app, { username: admin.username, password: PASSWORD, captcha_token });
    expect(login.statusCode, login.body).toBe(200);
    const first = keep(login.json().message);
    const bearer = (token: string) => ({ token, lang: 'en' as const });

    // Reads, a write carrying a password, a refused write, a validation failure, an unknown route.
    expect((await call(t.app, 'GET', 'userInfo', bearer(first.access_token))).statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', 'admin', { ...bearer(first.access_token), query: { keyword: 'x' } }))
        .statusCode,
    ).toBe(200);
    const newPassword = 'Created-Pass-9876';
    secrets.push(newPassword);
    const created = await call(t.app, 'POST', 'admin', {
      ...bearer(first.access_token),
      body: { account: `acc${Date.now() % 1e6}`, password: newPassword, nickname: 'N', role_ids: [] },
    });
    expect(created.statusCode).toBeLessThan(500);
    expect((await call(t.app, 'POST', 'brand', bearer(first.access_token))).json().status).toBe(40300);
    expect(
      (await call(t.app, 'GET', 'good', { ...bearer(first.access_token), query: { limit: 'x' } })).statusCode,
    ).toBe(422);
    expect((await call(t.app, 'GET', 'no-such-route', bearer(first.access_token))).statusCode).toBe(404);

    // Rotation twice (refreshToken and login type 2), then reuse of the first refresh token.
    const second = keep(
      (await send(t.app, 'POST', 'refreshToken', { body: { refresh_token: first.refresh_token } })).json()
        .message,
    );
    const third = keep(
      (await send(t.app, 'POST', 'login', { body: { type: 2, refresh_token: second.refresh_token } })).json()
        .message,
    );
    // Past the grace for simultaneous refreshes, a rotated token is a leaked one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_GRACE_MS + 1000);
    const reuse = await send(t.app, 'POST', 'refreshToken', { body: { refresh_token: first.refresh_token } });
    vi.useRealTimers();
    expect(reuse.json().status).toBe(40100);
    expect((await call(t.app, 'GET', 'userInfo', bearer(third.access_token))).json().status).toBe(50003);

    // A single-use login token, issued by a super admin (the response carries it), exchanged once and
    // replayed; a bad one; then logout.
    const root = await tokenFor(t.app);
    secrets.push(root);
    const issued = await call(t.app, 'POST', `admin/login-token/${admin.id}`, bearer(root));
    expect(issued.statusCode, issued.body).toBe(200);
    const { token: loginToken } = keep(issued.json().message);
    const fourth = keep(
      (await send(t.app, 'POST', 'login/token', { body: { token: loginToken } })).json().message,
    );
    expect((await send(t.app, 'POST', 'login/token', { body: { token: loginToken } })).json().status).toBe(
      40100,
    );
    const wrong = await passwordLogin(t.app, { username: admin.username, password: 'Wrong-Pass-4321' });
    secrets.push('Wrong-Pass-4321');
    expect(wrong.statusCode).toBe(422);
    const out = await call(t.app, 'POST', 'logout', bearer(fourth.access_token));
    expect(out.json().status).toBe(200);
    expect((await call(t.app, 'POST', 'logout', bearer(fourth.access_token))).json().status).toBe(50003);

    // The admin log is written after each response: wait for the last one.
    await eventually(() =>
      t.app.db
        .selectFrom('admin_logs')
        .select('id')
        .where('path', '=', 'logout')
        .where('status', '=', 401)
        .executeTakeFirst(),
    );

    expect(secrets.filter((s) => s.length >= 8)).toHaveLength(secrets.length);
    expect(new Set(secrets).size).toBeGreaterThanOrEqual(12);
    const log = lines.join('');
    // The capture works: every request was logged, with its url.
    expect(log).toContain('"url":"/api/v1/admin/refreshToken"');
    expect(log).toContain('"url":"/api/v1/admin/logout"');
    // Failures name a secret by its first characters only, so the report does not leak it either.
    const named = (s: string) => `${s.slice(0, 6)}…`;
    expect(secrets.filter((s) => log.includes(s)).map(named)).toEqual([]);

    const tables = await contentDump(t.app);
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['admin_logs', 'login_events', 'auth_sessions']),
    );
    const leaks = Object.entries(tables).flatMap(([table, text]) =>
      secrets.filter((s) => text.includes(s)).map((s) => `${table}: ${named(s)}`),
    );
    expect(leaks).toEqual([]);
    const logged = await t.app.db.selectFrom('admin_logs').select(['path', 'input']).execute();
    expect(logged.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        'auth/code',
        'login',
        'refreshToken',
        'login/token',
        `admin/login-token/${admin.id}`,
        'admin',
        'brand',
        'logout',
      ]),
    );
  });
});

/**
 * Single-use tokens travel in links too (`/tokenlogin?token=`, `/auth-redirect?token=`): the request
 * log masks every secret query parameter, of web pages and API calls alike, and the admin log masks
 * every secret field of a body (captcha keys, licence keys...).
 */
describe('secrets in links and bodies never reach the logs', () => {
  let t: TestApp;
  let web: string;
  const lines: string[] = [];
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>bo</title>');
    t = await createTestApp(
      { captcha: true, logLevel: 'trace', webDist: web },
      { logStream: { write: (l) => lines.push(l) } },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('masks token query parameters in the request log and secret fields in the admin log', async () => {
    const root = await tokenFor(t.app);
    const admin = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { token: loginToken } = await issueLoginToken(t.app.db, admin.id, 60);
    const secret = () => `s3cret-${randomBytes(12).toString('hex')}`;
    const [access, refresh, other, bodyToken, licence] = [secret(), secret(), secret(), secret(), secret()];
    const licenceKey = `LIC-${randomBytes(8).toString('hex').toUpperCase()}`;

    const page = await t.app.inject({ url: `/tokenlogin?token=${loginToken}&redirect=%2Fdashboard` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(
      (await t.app.inject({ url: `/auth-redirect?redirect=%2F&token=${encodeURIComponent(other)}` }))
        .statusCode,
    ).toBe(200);
    const api = await t.app.inject({
      url: `/api/v1/admin/userInfo?access_token=${access}&refresh_token=${refresh}&lang=en`,
    });
    expect(api.statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/admin/nowhere?token=${other}` })).statusCode).toBe(404);

    const challenge = (await send(t.app, 'GET', 'auth/code')).json().message as { key: string };
    await send(t.app, 'POST', 'auth/code', { body: { key: challenge.key, x: 1 } });
    expect((await send(t.app, 'POST', 'login/token', { body: { token: bodyToken } })).json().status).toBe(
      40100,
    );
    const saved = await call(t.app, 'POST', 'config', { token: root, body: { licence_key: licenceKey } });
    expect(saved.json().status, saved.body).toBe(200);
    // A wrong old password: refused, and its text masked in the admin log all the same.
    await call(t.app, 'POST', 'user/admin', {
      token: root,
      body: { nickname: 'Root', cellphone: '', old_password: licence, password: `${licence}x`, portrait: '' },
    });

    await eventually(() =>
      t.app.db.selectFrom('admin_logs').select('id').where('path', '=', 'config').executeTakeFirst(),
    );
    const log = lines.join('');
    // The capture works: the page and the API calls were logged, their parameters masked.
    expect(log).toContain('"url":"/tokenlogin?token=***&redirect=%2Fdashboard"');
    expect(log).toContain('"url":"/api/v1/admin/userInfo?access_token=***&refresh_token=***&lang=en"');
    const secrets = [loginToken, access, refresh, other, bodyToken, licence, licenceKey, challenge.key, root];
    const named = (s: string) => `${s.slice(0, 10)}…`;
    expect(secrets.filter((s) => log.includes(s)).map(named)).toEqual([]);
    const logged = JSON.stringify(await t.app.db.selectFrom('admin_logs').selectAll().execute());
    expect(secrets.filter((s) => logged.includes(s)).map(named)).toEqual([]);
    expect(logged).toContain('"path":"config"');
  });
});
