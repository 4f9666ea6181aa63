import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken, SSO_TOKEN_MAX_TTL_S } from '../src/modules/auth/token-login.js';
import { encodeLoginToken } from '../src/security/login-token-codec.js';
import { verifyAccessToken } from '../src/security/sessions.js';
import { useTestApp } from './app-fixture.js';
import { loginEvents, send } from './auth-helpers.js';
import { createAdminWith, createTestApp, type TestApp } from './helpers.js';

const SSO_SECRET = 'sso-shared-secret-for-tests';
const nowS = () => Math.floor(Date.now() / 1000);
const jti = () => randomBytes(12).toString('hex');
const INVALID = { result: 'error', status: 40100, message: 'The login token is invalid or already used' };

describe('login by token', () => {
  const t = useTestApp({ ssoSecret: SSO_SECRET }, { signedIn: false });

  const exchange = (token: string, lang: 'zh' | 'en' = 'en') =>
    send(t.app, 'POST', 'login/token', { body: { token }, lang });

  it('exchanges an administrator-issued token once for a working session', async () => {
    const { id, username } = await createAdminWith(t.app, []);
    const { token, expires_at } = await issueLoginToken(t.app.db, id, 120);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(100_000);
    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    const pair = res.json().message;
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 7200 });
    expect((await verifyAccessToken(t.app.db, pair.access_token)).adminId).toBe(id);
    const replay = await exchange(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(INVALID);
    expect((await exchange(token, 'zh')).json().message).toBe('登录令牌无效或已使用');
    expect((await loginEvents(t.app, username)).map((e) => [e.success, e.reason])).toEqual([
      [1, 'token'],
      [0, 'token_invalid'],
      [0, 'token_invalid'],
    ]);
  });

  it('refuses an expired token', async () => {
    const { id } = await createAdminWith(t.app, []);
    const { token } = await issueLoginToken(t.app.db, id, 60);
    await t.app.db
      .updateTable('login_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('admin_id', '=', id)
      .execute();
    expect((await exchange(token)).json()).toEqual(INVALID);
    // An expiry in the signed payload is enforced too, whatever the record says.
    const [secretRow] = await t.app.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'auth.login_token_secret')
      .execute();
    const stale = encodeLoginToken({ sub: id, jti: jti(), exp: nowS() - 5 }, secretRow!.value);
    expect((await exchange(stale)).json()).toEqual(INVALID);
  });

  it('refuses bad signatures, tampered payloads and garbage', async () => {
    const { id } = await createAdminWith(t.app, []);
    const other = await createAdminWith(t.app, []);
    const { token } = await issueLoginToken(t.app.db, id, 60);
    const [body, sig] = token.split('.') as [string, string];
    const flipped = `${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await exchange(flipped)).json()).toEqual(INVALID);
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...payload, sub: other.id })).toString('base64url');
    expect((await exchange(`${tampered}.${sig}`)).json()).toEqual(INVALID);
    const foreign = encodeLoginToken({ sub: id, jti: jti(), exp: nowS() + 60 }, 'some-other-secret');
    expect((await exchange(foreign)).json()).toEqual(INVALID);
    for (const junk of ['abc', 'a.b.c', '.', `${body}.`])
      expect((await exchange(junk)).json()).toEqual(INVALID);
    // The genuine token still works: failed attempts did not spend it.
    expect((await exchange(token)).statusCode).toBe(200);
  });

  it('keeps the signing secret in settings, generated once', async () => {
    const rows = await t.app.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'auth.login_token_secret')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts SSO tokens by username or id, once', async () => {
    const { id, username } = await createAdminWith(t.app, []);
    const byName = encodeLoginToken({ sub: username, jti: jti(), exp: nowS() + 60 }, SSO_SECRET);
    const res = await exchange(byName);
    expect(res.statusCode).toBe(200);
    expect((await verifyAccessToken(t.app.db, res.json().message.access_token)).adminId).toBe(id);
    expect((await exchange(byName)).json()).toEqual(INVALID);
    const byId = encodeLoginToken({ sub: id, jti: jti(), exp: nowS() + 60 }, SSO_SECRET);
    expect((await exchange(byId)).statusCode).toBe(200);
    expect((await loginEvents(t.app, username)).map((e) => e.reason)).toEqual([
      'sso',
      'token_invalid',
      'sso',
    ]);
  });

  it('refuses SSO tokens that are expired, too long-lived, for unknown users or badly signed', async () => {
    const { username } = await createAdminWith(t.app, []);
    const sso = (sub: string | number, exp: number, secret = SSO_SECRET) =>
      encodeLoginToken({ sub, jti: jti(), exp }, secret);
    expect((await exchange(sso(username, nowS() - 1))).json()).toEqual(INVALID);
    expect((await exchange(sso(username, nowS() + SSO_TOKEN_MAX_TTL_S + 60))).json()).toEqual(INVALID);
    expect((await exchange(sso('no_such_user', nowS() + 60))).json()).toEqual(INVALID);
    expect((await exchange(sso(username, nowS() + 60, `${SSO_SECRET}x`))).json()).toEqual(INVALID);
  });

  it('refuses forbidden accounts', async () => {
    const { id } = await createAdminWith(t.app, [], { state: 0 });
    const { token } = await issueLoginToken(t.app.db, id, 60);
    const res = await exchange(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 40300, message: 'This account is disabled' });
  });
});

describe('login by token without an SSO secret', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ ssoSecret: '' });
  });
  afterAll(async () => off.close());

  it('ignores SSO tokens, even ones signed with an empty secret', async () => {
    const { id, username } = await createAdminWith(off.app, []);
    const exchange = (token: string) => send(off.app, 'POST', 'login/token', { body: { token }, lang: 'en' });
    const token = encodeLoginToken({ sub: username, jti: jti(), exp: nowS() + 60 }, SSO_SECRET);
    expect((await exchange(token)).json()).toEqual(INVALID);
    const empty = encodeLoginToken({ sub: username, jti: jti(), exp: nowS() + 60 }, '');
    expect((await exchange(empty)).statusCode).toBe(401);
    // Tokens an administrator issues keep working.
    expect((await exchange((await issueLoginToken(off.app.db, id, 60)).token)).statusCode).toBe(200);
  });
});
