import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { passwordLogin } from './auth-helpers.js';
import { call, createAdminWith } from './helpers.js';

describe('admins (admin)', () => {
  const t = useTestApp();
  let editorRole: number;
  let superRole: number;
  beforeAll(async () => {
    const roles = await t.app.db.selectFrom('roles').select(['id', 'code']).execute();
    editorRole = roles.find((r) => r.code === 'editor')?.id ?? 0;
    superRole = roles.find((r) => r.code === 'admin')?.id ?? 0;
  });

  const body = (over: Record<string, unknown> = {}) => ({
    account: `acc${Math.random().toString(36).slice(2, 8)}`,
    password: 'Abcdef12345',
    nickname: 'Someone',
    email: 'someone@example.com',
    phone: '13800138000',
    role_ids: [editorRole],
    data_scope: 'department',
    ...over,
  });

  it('creates an admin whose account can log in, and lists it with its roles', async () => {
    const input = body();
    const res = await call(t.app, 'POST', 'admin', { token: t.token, body: input });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().message;
    expect(created).toMatchObject({ account: input.account, roles: [{ id: editorRole, code: 'editor' }] });
    expect(created).not.toHaveProperty('password_hash');
    const login = await passwordLogin(t.app, { username: input.account, password: input.password });
    expect(login.statusCode, login.body).toBe(200);

    const list = await call(t.app, 'GET', 'admin', {
      token: t.token,
      query: { keyword: input.account.toUpperCase(), role_id: String(editorRole) },
    });
    expect(list.json().message.data.map((r: { account: string }) => r.account)).toEqual([input.account]);
  });

  it('refuses bad input with localized field messages and writes nothing', async () => {
    const before = await t.app.db.selectFrom('admins').select('id').execute();
    const res = await call(t.app, 'POST', 'admin', {
      token: t.token,
      lang: 'en',
      body: body({ account: 'admin', phone: '123', password: 'short' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toEqual(['Phone number format is incorrect']);
    expect(res.json().errors.password?.[0]).toMatch(/English \+ digits/);
    const dup = await call(t.app, 'POST', 'admin', { token: t.token, body: body({ account: 'admin' }) });
    expect(dup.json().errors.account).toEqual(['账号已存在']);
    const noRole = await call(t.app, 'POST', 'admin', { token: t.token, body: body({ role_ids: [99999] }) });
    expect(noRole.statusCode).toBe(422);
    expect(await t.app.db.selectFrom('admins').select('id').execute()).toHaveLength(before.length);
  });

  it('cannot demote, forbid or delete oneself', async () => {
    const me = await t.app.db
      .selectFrom('admins')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const demote = await call(t.app, 'POST', `admin/${me.id}`, {
      token: t.token,
      body: body({ account: 'admin', password: '', role_ids: [editorRole] }),
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.role_ids).toEqual(['不能修改自己的角色或禁用自己']);
    const forbid = await call(t.app, 'POST', `admin/${me.id}`, {
      token: t.token,
      body: body({ account: 'admin', password: '', role_ids: [superRole], state: 0 }),
    });
    expect(forbid.statusCode).toBe(422);
    const del = await call(t.app, 'POST', `admin/destroy/${me.id}`, { token: t.token, lang: 'en' });
    expect(del.json()).toMatchObject({ status: 40900, message: 'You cannot delete yourself' });
  });

  it('forbidding an admin ends their sessions; a stale version is refused', async () => {
    const other = await createAdminWith(t.app, ['Dashboard']);
    expect((await call(t.app, 'GET', 'userInfo', { token: other.token })).statusCode).toBe(200);
    const row = (await call(t.app, 'GET', `admin/${other.id}`, { token: t.token })).json().message;
    const edit = {
      ...body({ account: row.account, password: '' }),
      role_ids: row.role_ids,
      state: 0,
      version: row.version,
    };
    const res = await call(t.app, 'POST', `admin/${other.id}`, { token: t.token, body: edit });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, 'GET', 'userInfo', { token: other.token })).statusCode).toBe(401);
    const stale = await call(t.app, 'POST', `admin/${other.id}`, { token: t.token, body: edit });
    expect(stale.json().status).toBe(40900);
  });

  it('deletes in batch, all or nothing; unknown ids respond with 40400', async () => {
    const a = await createAdminWith(t.app, []);
    const b = await createAdminWith(t.app, []);
    const missing = await call(t.app, 'POST', 'admin/destroy/0', {
      token: t.token,
      body: { ids: [a.id, 999999] },
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `admin/${a.id}`, { token: t.token })).statusCode).toBe(200);
    const ok = await call(t.app, 'POST', 'admin/destroy/0', { token: t.token, body: { ids: [a.id, b.id] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(t.app, 'GET', `admin/${a.id}`, { token: t.token })).statusCode).toBe(404);
  });

  it('responds with 40300 to a role without the permission', async () => {
    const viewer = await createAdminWith(t.app, ['AdminList']);
    expect((await call(t.app, 'GET', 'admin', { token: viewer.token })).statusCode).toBe(200);
    const res = await call(t.app, 'POST', 'admin', { token: viewer.token, body: body() });
    expect(res.json().status).toBe(40300);
    const other = await createAdminWith(t.app, []);
    expect((await call(t.app, 'GET', 'admin', { token: other.token })).json().status).toBe(40300);
  });
});
