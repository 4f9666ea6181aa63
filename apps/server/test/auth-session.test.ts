import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_GRACE_MS, verifyAccessToken } from '../src/security/sessions.js';
import { useTestApp } from './app-fixture.js';
import { loginEvents, passwordLogin, send } from './auth-helpers.js';
import { createAdminWith } from './helpers.js';

const PASSWORD = 'Password1234';

describe('refresh, rotation and logout', () => {
  const t = useTestApp({}, { signedIn: false });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function login(remember = false) {
    const { username } = await createAdminWith(t.app, []);
    const res = await passwordLogin(t.app, { username, password: PASSWORD, remember });
    expect(res.statusCode).toBe(200);
    return { username, pair: res.json().message as { access_token: string; refresh_token: string } };
  }
  const refresh = (refresh_token: string, lang: 'zh' | 'en' = 'zh') =>
    send(t.app, 'POST', 'refreshToken', { body: { refresh_token }, lang });
  const works = async (accessToken: string) => {
    const res = await send(t.app, 'POST', 'logout', { token: accessToken });
    return res.statusCode === 200;
  };

  it('rotates on refreshToken and on login type 2, keeping the family and remember flag', async () => {
    const { username, pair } = await login(true);
    const first = await refresh(pair.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json().message;
    expect(next).toMatchObject({ token_type: 'Bearer', expires_in: 7200, refresh_expires_in: 604800 });
    expect(next.refresh_token).not.toBe(pair.refresh_token);
    const viaLogin = await send(t.app, 'POST', 'login', {
      body: { type: 2, refresh_token: next.refresh_token },
    });
    expect(viaLogin.statusCode).toBe(200);
    const newest = viaLogin.json().message;
    const a = await verifyAccessToken(t.app.db, pair.access_token);
    const c = await verifyAccessToken(t.app.db, newest.access_token);
    expect(c.familyId).toBe(a.familyId);
    const rows = await t.app.db
      .selectFrom('auth_sessions')
      .select(['remember', 'rotated_at'])
      .where('family_id', '=', a.familyId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.remember, r.rotated_at === null])).toEqual([
      [1, false],
      [1, false],
      [1, true],
    ]);
    expect((await loginEvents(t.app, username)).map((e) => e.reason)).toEqual([
      'password',
      'refresh',
      'refresh',
    ]);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const { pair } = await login();
    const newest = (await refresh(pair.refresh_token)).json().message;
    // Past the grace for simultaneous refreshes (refresh-grace.test.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_GRACE_MS + 1000);
    // Read with just before: a server that keeps sessions a few seconds must not keep this one past
    // the reuse (a read, unlike a write, may be served from a cached session).
    const reads = async () =>
      (await send(t.app, 'GET', 'userInfo', { token: newest.access_token })).statusCode;
    expect(await reads()).toBe(200);
    const reuse = await refresh(pair.refresh_token, 'en');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ result: 'error', status: 40100, message: 'The refresh token is invalid' });
    // The thief's newest pair is dead too: neither its refresh nor its access token works.
    expect((await refresh(newest.refresh_token)).json().status).toBe(40100);
    expect(await reads()).toBe(401);
    expect(await works(newest.access_token)).toBe(false);
    const type2 = await send(t.app, 'POST', 'login', {
      body: { type: 2, refresh_token: newest.refresh_token },
    });
    expect(type2.json()).toMatchObject({ status: 40100, message: 'The refresh token is invalid' });
  });

  it('refuses unknown refresh tokens and records the failure', async () => {
    const res = await refresh('not-a-token', 'en');
    expect(res.json()).toMatchObject({ status: 40100, message: 'The refresh token is invalid' });
    const failures = await t.app.db
      .selectFrom('login_events')
      .select('reason')
      .where('reason', '=', 'refresh_invalid')
      .execute();
    expect(failures.length).toBeGreaterThan(0);
  });

  it('logs out: the family is revoked and the tokens stop working', async () => {
    const { pair } = await login();
    const out = await send(t.app, 'POST', 'logout', { token: pair.access_token });
    expect(out.json()).toEqual({ result: 'ok', status: 200, message: '已退出登录' });
    const again = await send(t.app, 'POST', 'logout', { token: pair.access_token, lang: 'en' });
    expect(again.statusCode).toBe(401);
    expect(again.json().status).toBe(50003);
    expect((await refresh(pair.refresh_token)).json().status).toBe(40100);
  });

  it('logout requires a session', async () => {
    const res = await send(t.app, 'POST', 'logout', { lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 40100, message: 'Unauthenticated' });
  });

  it('logging out one session leaves the other sessions of the admin alone', async () => {
    const { username } = await createAdminWith(t.app, []);
    const one = (await passwordLogin(t.app, { username, password: PASSWORD })).json().message;
    const two = (await passwordLogin(t.app, { username, password: PASSWORD })).json().message;
    expect(await works(one.access_token)).toBe(true);
    expect(await works(two.access_token)).toBe(true);
  });
});
