import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith, roleByCode } from './helpers.js';

interface PowerNode {
  id: number;
  pid: number;
  title: string;
  api: string | null;
  url: string;
  icon: string;
  sort: number;
  state: number;
  children: PowerNode[];
}

describe('roles (manage) and permissions (power)', () => {
  const t = useTestApp();
  let ids: Map<string, number>;
  beforeAll(async () => {
    const rows = await t.app.db.selectFrom('permissions').select(['id', 'api']).execute();
    ids = new Map(rows.filter((r) => r.api).map((r) => [r.api as string, r.id]));
  });

  const permission = (api: string) => ids.get(api) ?? -1;
  const code = () => `r${Math.random().toString(36).slice(2, 8)}`;

  it('GET power?all=1 returns the whole tree with the contract fields', async () => {
    const res = await call(t.app, 'GET', 'power', { token: t.token, query: { all: '1' } });
    expect(res.statusCode, res.body).toBe(200);
    const tree: PowerNode[] = res.json().message;
    const shop = tree.find((n) => n.api === 'Shop');
    expect(shop).toMatchObject({ pid: 0, title: expect.any(String), icon: expect.any(String), state: 1 });
    expect(Object.keys(shop ?? {}).sort()).toEqual(
      ['api', 'children', 'icon', 'id', 'pid', 'sort', 'state', 'title', 'url', 'version'].sort(),
    );
    const goods = shop?.children.find((n) => n.api === 'GoodList');
    expect(goods?.pid).toBe(shop?.id);
    expect(goods?.children.map((n) => n.api)).toContain('GoodDestroy');
  });

  it('creates a role with its permissions and their groups; the list shows members', async () => {
    const c = code();
    const res = await call(t.app, 'POST', 'manage', {
      token: t.token,
      body: { name: '商品员', code: c, introduction: 'goods only', permission_ids: [permission('GoodList')] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const role = res.json().message;
    expect(role).toMatchObject({ name: '商品员', code: c, introduction: 'goods only', members: 0 });
    expect(role.permission_ids.sort()).toEqual([permission('Shop'), permission('GoodList')].sort());
    const list = await call(t.app, 'GET', 'manage', { token: t.token, query: { keyword: c } });
    expect(list.json().message.data).toEqual([expect.objectContaining({ id: role.id, code: c })]);
  });

  it('changing a role changes its holders’ menu and API access at the next request', async () => {
    const holder = await createAdminWith(t.app, ['AdminList']);
    const role = await roleByCode(t.app, holder.roleCode);
    expect((await call(t.app, 'GET', 'admin', { token: holder.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', 'language', { token: holder.token })).json().status).toBe(40300);

    const edit = await call(t.app, 'POST', `manage/${role.id}`, {
      token: t.token,
      body: {
        name: 'lang',
        code: holder.roleCode,
        permission_ids: [permission('LanguageList')],
        version: role.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    expect((await call(t.app, 'GET', 'admin', { token: holder.token })).json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'language', { token: holder.token })).statusCode).toBe(200);
    const info = (await call(t.app, 'GET', 'userInfo', { token: holder.token })).json().message;
    expect(info.permissions).toContain('LanguageList');
    expect(info.permissions).not.toContain('AdminList');
    const pages = JSON.stringify(info.asyncRouterMap);
    expect(pages).toContain('LanguageList');
    expect(pages).not.toContain('AdminList');
  });

  it('keeps the super administrator role whole and undeletable', async () => {
    const admin = await t.app.db
      .selectFrom('roles')
      .select(['id', 'name', 'version'])
      .where('code', '=', 'admin')
      .executeTakeFirstOrThrow();
    const recode = await call(t.app, 'POST', `manage/${admin.id}`, {
      token: t.token,
      lang: 'en',
      body: { name: admin.name, code: 'other', permission_ids: [], version: admin.version },
    });
    expect(recode.statusCode).toBe(422);
    expect(recode.json().errors.code[0]).toMatch(/super administrator role/i);

    const strip = await call(t.app, 'POST', `manage/${admin.id}`, {
      token: t.token,
      body: { name: admin.name, code: 'admin', permission_ids: [], version: admin.version },
    });
    expect(strip.statusCode, strip.body).toBe(200);
    expect((await call(t.app, 'GET', 'admin', { token: t.token })).statusCode).toBe(200);
    const info = (await call(t.app, 'GET', 'userInfo', { token: t.token })).json().message;
    expect(info.permissions).toContain('PowerRefresh');

    const destroy = await call(t.app, 'POST', `manage/destroy/${admin.id}`, { token: t.token, body: {} });
    expect(destroy.json().status).toBe(40900);
  });

  it('refuses to delete a role that still has members, and deletes an empty one', async () => {
    const holder = await createAdminWith(t.app, []);
    const role = await t.app.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', holder.roleCode)
      .executeTakeFirstOrThrow();
    const busy = await call(t.app, 'POST', `manage/destroy/${role.id}`, {
      token: t.token,
      lang: 'en',
      body: {},
    });
    expect(busy.json()).toMatchObject({ status: 40900, message: expect.stringMatching(/1 administrator/) });

    const empty = await call(t.app, 'POST', 'manage', {
      token: t.token,
      body: { name: 'empty', code: code() },
    });
    const id = empty.json().message.id;
    expect((await call(t.app, 'POST', `manage/destroy/${id}`, { token: t.token, body: {} })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `manage/${id}`, { token: t.token })).json().status).toBe(40400);
  });

  it('validates roles with field messages and checks the permission', async () => {
    const bad = await call(t.app, 'POST', 'manage', {
      token: t.token,
      lang: 'en',
      body: { name: '', code: 'bad code', permission_ids: [999999] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'name']);
    const missing = await call(t.app, 'POST', 'manage', {
      token: t.token,
      body: { name: 'x', code: code(), permission_ids: [999999] },
    });
    expect(missing.json().errors.permission_ids).toBeDefined();
    const viewer = await createAdminWith(t.app, ['ManageList']);
    expect((await call(t.app, 'GET', 'manage', { token: viewer.token })).statusCode).toBe(200);
    const denied = await call(t.app, 'POST', 'manage', {
      token: viewer.token,
      body: { name: 'x', code: code() },
    });
    expect(denied.json().status).toBe(40300);
  });

  it('requires api or parent group on a permission, and keeps the tree three levels deep', async () => {
    const none = await call(t.app, 'POST', 'power', {
      token: t.token,
      lang: 'en',
      body: { title: 'Nothing' },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.api).toEqual(['Api and parent group, fill in at least one']);

    const tooDeep = await call(t.app, 'POST', 'power', {
      token: t.token,
      body: { title: 'Deep', api: 'DeepThing', pid: permission('GoodDestroy') },
    });
    expect(tooDeep.json().errors.pid).toEqual(['权限最多三级（分组、页面、操作）']);

    const group = await call(t.app, 'POST', 'power', {
      token: t.token,
      body: { title: '报表', api: 'Reports', icon: 'chart' },
    });
    expect(group.statusCode, group.body).toBe(200);
    const gid = group.json().message.id;
    const page = await call(t.app, 'POST', 'power', {
      token: t.token,
      body: { title: '日报', api: 'DailyList', pid: gid },
    });
    expect(page.json().message).toMatchObject({ pid: gid, api: 'DailyList' });

    const cycle = await call(t.app, 'POST', `power/${gid}`, {
      token: t.token,
      body: { title: '报表', api: 'Reports', pid: page.json().message.id },
    });
    expect(cycle.statusCode).toBe(422);
    const parentBusy = await call(t.app, 'POST', `power/destroy/${gid}`, { token: t.token, body: {} });
    expect(parentBusy.json().status).toBe(40900);
    const dup = await call(t.app, 'POST', 'power', {
      token: t.token,
      body: { title: 'x', api: 'GoodList', pid: gid },
    });
    expect(dup.json().errors.api).toEqual(['API已存在']);
  });

  it('refresh adds what the code registry has and the database lacks, and says what', async () => {
    await t.app.db
      .deleteFrom('role_permissions')
      .where('permission_id', '=', permission('BrandDestroy'))
      .execute();
    await t.app.db.deleteFrom('permissions').where('api', '=', 'BrandDestroy').execute();
    const res = await call(t.app, 'POST', 'power/refresh', { token: t.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.added).toEqual(['BrandDestroy']);
    const again = await call(t.app, 'POST', 'power/refresh', { token: t.token });
    expect(again.json().message.added).toEqual([]);
    const viewer = await createAdminWith(t.app, ['PowerList']);
    expect((await call(t.app, 'POST', 'power/refresh', { token: viewer.token })).json().status).toBe(40300);
  });
});
