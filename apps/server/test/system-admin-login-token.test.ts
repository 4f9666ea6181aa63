import { createHash } from 'node:crypto';
import { ISSUED_LOGIN_TOKEN_TTL_S, translate } from '@bo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../src/security/rate-limits.js';
import { verifyAccessToken } from '../src/security/sessions.js';
import { useTestApp } from './app-fixture.js';
import { createOrganization } from './asset-helpers.js';
import { eventually, send, someIp } from './auth-helpers.js';
import { call, createAdminWith } from './helpers.js';

const INVALID = { result: 'error', status: 40100, message: 'The login token is invalid or already used' };
const MANAGER = ['AdminList', 'AdminEdit', 'AdminLoginToken', 'GoodList'];

/**
 * `POST admin/login-token/{id}`: a super admin (and whoever it gives AdminLoginToken) issues a single-use,
 * short-lived token for another account, which `login/token` exchanges once for a session of that account.
 */
describe('login tokens issued by an administrator', () => {
  const t = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
  });

  // From an address of its own each time: the per-address limit has a test of its own below.
  const issue = (id: number, token = t.token, lang: 'zh' | 'en' = 'en') =>
    send(t.app, 'POST', `admin/login-token/${id}`, { token, lang });
  const exchange = (token: string) => send(t.app, 'POST', 'login/token', { body: { token }, lang: 'en' });
  const tokenRows = () => t.app.db.selectFrom('login_tokens').selectAll().execute();

  it('issues a token that signs in as the account exactly once, and keeps only its hash', async () => {
    const target = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const res = await issue(target.id);
    expect(res.statusCode, res.body).toBe(200);
    const { token, expires_in } = res.json().message;
    expect(expires_in).toBe(ISSUED_LOGIN_TOKEN_TTL_S);
    expect(ISSUED_LOGIN_TOKEN_TTL_S).toBe(300);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);

    // The database holds the token's SHA-256 and nothing it could be rebuilt from (not its jti).
    const rows = (await tokenRows()).filter((r) => r.admin_id === target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe(createHash('sha256').update(token).digest('hex'));
    const jti = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).jti as string;
    const everything = JSON.stringify(await tokenRows());
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(jti);

    const login = await exchange(token);
    expect(login.statusCode, login.body).toBe(200);
    expect((await verifyAccessToken(t.app.db, login.json().message.access_token)).adminId).toBe(target.id);
    expect((await exchange(token)).json()).toEqual(INVALID);
  });

  it('refuses the token once it expired (checked against the clock, not a record changed by hand)', async () => {
    const target = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const early = (await issue(target.id)).json().message.token as string;
    const late = (await issue(target.id)).json().message.token as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ISSUED_LOGIN_TOKEN_TTL_S - 5) * 1000);
    expect((await exchange(early)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 10_000);
    expect((await exchange(late)).json()).toEqual(INVALID);
  });

  it('refuses the token of an account disabled or deleted after the issue', async () => {
    const disabled = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const forDisabled = (await issue(disabled.id)).json().message.token as string;
    await t.app.db.updateTable('admins').set({ state: 0 }).where('id', '=', disabled.id).execute();
    const refused = await exchange(forDisabled);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 40300, message: 'This account is disabled' });

    const deleted = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const forDeleted = (await issue(deleted.id)).json().message.token as string;
    expect((await call(t.app, 'POST', `admin/destroy/${deleted.id}`, { token: t.token })).statusCode).toBe(
      200,
    );
    expect((await exchange(forDeleted)).json()).toEqual(INVALID);
  });

  it('issues none for oneself, for a disabled account or for an unknown one', async () => {
    const me = await createAdminWith(t.app, MANAGER, { passwordHash: 'x' });
    const self = await issue(me.id, me.token);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      status: 40900,
      message: 'You cannot issue a login token for yourself',
    });
    expect((await issue(me.id, me.token, 'zh')).json().message).toBe('不能为自己签发登录令牌');

    const off = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x', state: 0 });
    expect((await issue(off.id)).json()).toMatchObject({
      status: 40900,
      message: translate('en', 'admin.loginTokenForbidden'),
    });
    expect((await issue(999_999)).json().status).toBe(40400);
    expect((await tokenRows()).filter((r) => [me.id, off.id].includes(r.admin_id))).toEqual([]);
  });

  it('needs AdminLoginToken, which only the super role holds by default', async () => {
    const target = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const editor = await createAdminWith(t.app, (api) => api !== 'AdminLoginToken', { passwordHash: 'x' });
    const refused = await issue(target.id, editor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 40300, message: translate('en', 'errors.forbidden') });
    expect((await call(t.app, 'POST', `admin/login-token/${target.id}`)).json().status).toBe(40100);

    const info = (await call(t.app, 'GET', 'userInfo', { token: t.token })).json().message;
    // Of the seeded roles (the others are this file's), only the super role.
    const seeded = (info.jurisdiction.AdminLoginToken as string[]).filter((r) => !r.startsWith('role_'));
    expect(seeded).toEqual(['admin']);
    expect((await tokenRows()).filter((r) => r.admin_id === target.id)).toEqual([]);
  });

  it('never for an account beyond the caller: a super admin, more permissions, or outside its data scope', async () => {
    const unitA = await createOrganization(t.app, 'Unit A');
    const unitB = await createOrganization(t.app, 'Unit B');
    const inUnit = (apis: string[], organization_id: number) =>
      createAdminWith(t.app, apis, { passwordHash: 'x', data_scope: 'own', organization_id });
    const me = await createAdminWith(t.app, MANAGER, {
      passwordHash: 'x',
      data_scope: 'organization',
      organization_id: unitA,
    });
    const superId = (
      await t.app.db
        .selectFrom('admins')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const stronger = await inUnit(['GoodList', 'MemberList'], unitA);
    const elsewhere = await inUnit(['GoodList'], unitB);
    const before = (await tokenRows()).length;

    const refusals = [
      [superId, 'admin.loginTokenSuperOnly'],
      [stronger.id, 'admin.loginTokenBeyond'],
      [elsewhere.id, 'admin.loginTokenBeyond'],
    ] as const;
    for (const [id, key] of refusals) {
      const res = await issue(id, me.token);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ status: 40300, message: translate('en', key) });
    }
    expect((await tokenRows()).length).toBe(before);

    // An account in its unit holding no more than it does: allowed.
    const clerk = await inUnit(['GoodList'], unitA);
    expect((await issue(clerk.id, me.token)).statusCode).toBe(200);
  });

  it('writes every issue to the admin log, without the token', async () => {
    const target = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const { token } = (await issue(target.id)).json().message;
    await issue(target.id, (await createAdminWith(t.app, ['AdminList'], { passwordHash: 'x' })).token);
    const path = `admin/login-token/${target.id}`;
    const rows = await eventually(async () => {
      const found = await t.app.db.selectFrom('admin_logs').selectAll().where('path', '=', path).execute();
      return found.length === 2 ? found : null;
    });
    expect(rows.map((r) => [r.method, r.status, r.username]).sort()).toEqual(
      [
        ['POST', 200, 'admin'],
        ['POST', 403, expect.any(String)],
      ].sort(),
    );
    const logged = JSON.stringify(await t.app.db.selectFrom('admin_logs').selectAll().execute());
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.split('.')[1]);
  });

  it('limits issues per address like the other token doors', async () => {
    const target = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const ip = someIp();
    const { limit } = RATE_LIMITS['admin-login-token'];
    for (let i = 0; i < limit; i++) {
      const res = await send(t.app, 'POST', `admin/login-token/${target.id}`, { token: t.token, ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await send(t.app, 'POST', `admin/login-token/${target.id}`, {
      token: t.token,
      ip,
      lang: 'en',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().status).toBe(42900);
    expect((await send(t.app, 'POST', `admin/login-token/${target.id}`, { token: t.token })).statusCode).toBe(
      200,
    );
  });
});
