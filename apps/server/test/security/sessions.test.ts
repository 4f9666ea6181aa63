import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { passwordLogin, send } from '../auth-helpers.js';
import { call, createAdminWith } from '../helpers.js';

const PASSWORD = 'Password1234';

interface Pair {
  access_token: string;
  refresh_token: string;
}

/**
 * Sessions end when an administrator says so: forbidding, a password set by an
 * administrator, deletion; and tokens past their life stop working with the codes the client reacts
 * to. Refresh reuse, logout and the lockout are in auth-session.test.ts and auth-login.test.ts.
 */
describe('sessions ended by an administrator, and expired tokens', () => {
  const t = useTestApp();

  /** An admin with two sessions of their own (two logins: two families). */
  async function signedIn() {
    const admin = await createAdminWith(t.app, ['Dashboard']);
    const login = async () => {
      const res = await passwordLogin(t.app, { username: admin.username, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().message as Pair;
    };
    return { ...admin, sessions: [await login(), await login()] };
  }
  /** The envelope status of a guarded call with the access token. */
  const access = async (pair: Pair) =>
    (await call(t.app, 'GET', 'userInfo', { token: pair.access_token })).json().status as number;
  /** The envelope status of a refresh with the refresh token. */
  const refresh = async (pair: Pair) =>
    (await send(t.app, 'POST', 'refreshToken', { body: { refresh_token: pair.refresh_token } })).json()
      .status as number;

  async function editAdmin(id: number, change: Record<string, unknown>) {
    const row = (await call(t.app, 'GET', `admin/${id}`, { token: t.token })).json().message;
    const res = await call(t.app, 'POST', `admin/${id}`, {
      token: t.token,
      body: {
        account: row.account,
        password: '',
        nickname: row.nickname,
        email: row.email,
        phone: row.phone,
        role_ids: row.role_ids,
        data_scope: row.data_scope,
        state: row.state,
        version: row.version,
        ...change,
      },
    });
    expect(res.json().status, res.body).toBe(200);
  }

  it('forbidding an admin ends every session at once, access and refresh; enabling does not revive them', async () => {
    const { id, username, sessions } = await signedIn();
    for (const pair of sessions) expect(await access(pair)).toBe(200);
    await editAdmin(id, { state: 0 });
    for (const pair of sessions) {
      expect(await access(pair)).toBe(50003);
      expect(await refresh(pair)).toBe(40100);
    }
    await editAdmin(id, { state: 1 });
    for (const pair of sessions) {
      expect(await access(pair)).toBe(50003);
      expect(await refresh(pair)).toBe(40100);
    }
    const again = await passwordLogin(t.app, { username, password: PASSWORD });
    expect(await access(again.json().message)).toBe(200);
  });

  it('a password set by an administrator ends the sessions; an edit that keeps it does not', async () => {
    const { id, username, sessions } = await signedIn();
    await editAdmin(id, { nickname: 'Renamed' });
    for (const pair of sessions) expect(await access(pair)).toBe(200);
    await editAdmin(id, { password: 'NewPassword5678' });
    for (const pair of sessions) {
      expect(await access(pair)).toBe(50003);
      expect(await refresh(pair)).toBe(40100);
    }
    expect((await passwordLogin(t.app, { username, password: 'NewPassword5678' })).statusCode).toBe(200);
  });

  it('deleting an admin ends the sessions', async () => {
    const { id, sessions } = await signedIn();
    const res = await call(t.app, 'POST', `admin/destroy/${id}`, { token: t.token });
    expect(res.json().status, res.body).toBe(200);
    for (const pair of sessions) {
      expect(await access(pair)).toBe(40100);
      expect(await refresh(pair)).toBe(40100);
    }
    // The rows went with the admin, so no later account can inherit them.
    const left = await t.app.db.selectFrom('auth_sessions').select('id').where('admin_id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('responds with 50002 past the access token life and 40100 past the refresh token life', async () => {
    const { id, sessions } = await signedIn();
    const [first, second] = sessions as [Pair, Pair];
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db
      .updateTable('auth_sessions')
      .set({ access_expires_at: past })
      .where('admin_id', '=', id)
      .execute();
    const expired = await call(t.app, 'GET', 'userInfo', { token: first.access_token, lang: 'en' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      result: 'error',
      status: 50002,
      message: 'Your session has expired, please log in again',
    });
    // The refresh token still renews the session...
    const renewed = await send(t.app, 'POST', 'refreshToken', {
      body: { refresh_token: first.refresh_token },
    });
    expect(await access(renewed.json().message)).toBe(200);
    // ...until its own life is over.
    await t.app.db
      .updateTable('auth_sessions')
      .set({ refresh_expires_at: past })
      .where('admin_id', '=', id)
      .execute();
    expect(await refresh(second)).toBe(40100);
  });
});
