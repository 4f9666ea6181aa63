import { CORE_PERMISSION_APIS, PERMISSION_REGISTRY, type RouteNode, type UserInfo } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith, type TestApp, tokenFor } from './helpers.js';

const USER_INFO_KEYS = [
  'id',
  'username',
  'nickname',
  'cellphone',
  'email',
  'avatar',
  'roles',
  'introduction',
  'department_id',
  'organization_id',
  'organization_name',
  'department_name',
  'area_id',
  'area_name',
  'jurisdiction',
  'permissions',
  'data_scope',
  'asyncRouterMap',
  'preferences',
].sort();

async function userInfo(t: Pick<TestApp, 'app'>, token: string, lang: 'zh' | 'en' = 'zh'): Promise<UserInfo> {
  const res = await call(t.app, 'GET', 'userInfo', { token, lang });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.result).toBe('ok');
  return body.message as UserInfo;
}

const pageNames = (tree: RouteNode[]) => tree.flatMap((g) => (g.children ?? []).map((c) => c.name));
const group = (tree: RouteNode[], path: string) => tree.find((g) => g.path === path);

async function permissionId(t: Pick<TestApp, 'app'>, api: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('permissions')
    .select('id')
    .where('api', '=', api)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET userInfo', () => {
  const t = useTestApp({}, { signedIn: false });

  it('responds with 40100 without a session', async () => {
    const res = await call(t.app, 'GET', 'userInfo', { lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(40100);
  });

  it('describes the seeded admin with every field, permission and page group', async () => {
    const info = await userInfo(t, await tokenFor(t.app, 'admin'));
    expect(Object.keys(info).sort()).toEqual(USER_INFO_KEYS);
    expect(info).toMatchObject({
      username: 'admin',
      nickname: '',
      cellphone: '',
      email: '',
      avatar: '',
      introduction: '',
      roles: ['admin'],
      organization_name: '平台管理中心',
      department_name: '信息管理科',
      area_id: null,
      area_name: '',
      data_scope: 'all',
    });
    expect(info.organization_id).toEqual(expect.any(Number));
    expect(info.department_id).toEqual(expect.any(Number));
    // Everything but the apis of plug-ins that are off (the sandbox payment, on a fresh install).
    expect([...info.permissions].sort()).toEqual([...CORE_PERMISSION_APIS].sort());

    // jurisdiction: every api → the roles holding it; the super role holds everything.
    expect(Object.keys(info.jurisdiction).sort()).toEqual([...CORE_PERMISSION_APIS].sort());
    for (const roles of Object.values(info.jurisdiction)) expect(roles).toContain('admin');
    expect(info.jurisdiction.GoodList).toEqual(['admin', 'editor']);
    expect(info.jurisdiction.GoodCreate).toEqual(['admin']);
    expect(info.jurisdiction.GoodDestroy).toEqual(['admin']);

    const tree = info.asyncRouterMap;
    const groups = PERMISSION_REGISTRY.filter((g) => g.api !== 'Home');
    expect(tree.map((g) => g.path)).toEqual(groups.map((g) => g.path));
    for (const [i, g] of groups.entries()) {
      const node = tree[i]!;
      expect(node.component).toBe('Layout');
      expect(node.meta.title).toBe(g.api);
      expect(node.meta.icon).toBe(g.icon);
      expect(node.children!.map((c) => c.name)).toEqual(g.pages.map((p) => p.api));
      expect(node.redirect).toBe(`${g.path}/${g.pages[0]!.path}`);
      for (const child of node.children!) expect(child.children).toBeUndefined();
    }
    expect(pageNames(tree)).not.toContain('Dashboard');
    expect(pageNames(tree)).not.toContain('GoodDestroy');

    const shop = group(tree, '/shop')!;
    expect(shop.children!.find((c) => c.name === 'GoodList')).toEqual({
      path: 'good',
      component: 'GoodList',
      name: 'GoodList',
      hidden: false,
      meta: { title: 'GoodList', icon: 'goods', roles: ['admin', 'editor'], noCache: false },
    });
    expect(shop.children!.find((c) => c.name === 'GoodEdit')).toEqual({
      path: 'good/edit/:id',
      component: 'GoodEdit',
      name: 'GoodEdit',
      hidden: true,
      meta: { title: 'GoodEdit', icon: '', roles: ['admin'], noCache: true, activeMenu: '/shop/good' },
    });
    const plugInCreate = group(tree, '/system')!.children!.find((c) => c.name === 'PlugInCreate')!;
    expect(plugInCreate.meta.activeMenu).toBe('/system/plug-in');
    const joinCreate = group(tree, '/assets')!.children!.find((c) => c.name === 'AssetsJoinCreate')!;
    expect(joinCreate).toMatchObject({ hidden: true, meta: { activeMenu: '/assets/join', noCache: true } });
  });

  it('gives an editor only the list pages: no hidden pages, no actions', async () => {
    const editor = await createAdminWith(t.app, []);
    const editorRole = await t.app.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'editor')
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('admin_roles').where('admin_id', '=', editor.id).execute();
    await t.app.db
      .insertInto('admin_roles')
      .values({ admin_id: editor.id, role_id: editorRole.id })
      .execute();

    const info = await userInfo(t, editor.token);
    expect(info.roles).toEqual(['editor']);
    const names = pageNames(info.asyncRouterMap);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(name).toMatch(/List$/);
    expect(names).toContain('GoodList');
    expect(names).toContain('AdminLogList');
    expect(info.asyncRouterMap.flatMap((g) => g.children!).every((c) => c.hidden === false)).toBe(true);
    for (const api of ['GoodCreate', 'GoodDestroy', 'AdminCreate', 'UpdateDetail']) {
      expect(info.permissions).not.toContain(api);
    }
    expect(info.permissions).toContain('Shop');
    for (const g of info.asyncRouterMap) expect(g.meta.roles).toContain('editor');
  });

  it('gives a custom role exactly its pages and follows permission changes without a restart', async () => {
    const custom = await createAdminWith(t.app, ['GoodList', 'GoodCreate', 'GoodDestroy', 'AdminList']);
    const first = await userInfo(t, custom.token);
    expect(first.roles).toEqual([custom.roleCode]);
    expect(first.permissions).toEqual(['AdminList', 'GoodCreate', 'GoodDestroy', 'GoodList']);
    expect(first.asyncRouterMap.map((g) => g.path)).toEqual(['/shop', '/system']);
    expect(pageNames(first.asyncRouterMap)).toEqual(['GoodList', 'GoodCreate', 'AdminList']);
    expect(group(first.asyncRouterMap, '/shop')!.meta.roles).toEqual(
      ['admin', 'editor', custom.roleCode].sort(),
    );
    expect(first.jurisdiction.GoodDestroy).toEqual(['admin', custom.roleCode].sort());
    expect(first.jurisdiction.BrandList).not.toContain(custom.roleCode);

    // An administrator changes the role and a permission row; the next userInfo shows it.
    const root = await tokenFor(t.app, 'admin');
    const post = async (route: string, body: Record<string, unknown>) => {
      const res = await call(t.app, 'POST', route, { token: root, body });
      expect(res.statusCode, res.body).toBe(200);
    };
    const role = await t.app.db
      .selectFrom('roles')
      .selectAll()
      .where('code', '=', custom.roleCode)
      .executeTakeFirstOrThrow();
    const apis = ['GoodList', 'GoodCreate', 'GoodDestroy', 'BrandList'];
    await post(`manage/${role.id}`, {
      name: role.name,
      code: role.code,
      permission_ids: await Promise.all(apis.map((api) => permissionId(t, api))),
      version: role.version,
    });
    const goodList = await call(t.app, 'GET', `power/${await permissionId(t, 'GoodList')}`, { token: root });
    const power = goodList.json().message;
    await post(`power/${power.id}`, {
      pid: power.pid,
      title: '商品管理',
      api: power.api,
      url: 'https://shop.example.com',
      icon: 'shopping',
      sort: power.sort,
      state: power.state,
      version: power.version,
    });

    const second = await userInfo(t, custom.token);
    // Saving a role through the API grants the pages' group too.
    expect(second.permissions).toEqual(['BrandList', 'GoodCreate', 'GoodDestroy', 'GoodList', 'Shop']);
    expect(second.asyncRouterMap.map((g) => g.path)).toEqual(['/shop']);
    const shop = second.asyncRouterMap[0]!;
    expect(shop.children!.map((c) => c.name)).toEqual(['GoodList', 'GoodCreate', 'BrandList']);
    expect(shop.children![0]!.meta).toMatchObject({
      title: '商品管理',
      icon: 'shopping',
      link: 'https://shop.example.com',
    });
    expect(second.jurisdiction.BrandList).toContain(custom.roleCode);
    expect(second.jurisdiction.AdminList).not.toContain(custom.roleCode);
  });

  it('refuses an admin without a role with a clear message', async () => {
    const lonely = await createAdminWith(t.app, []);
    await t.app.db.deleteFrom('admin_roles').where('admin_id', '=', lonely.id).execute();
    const zh = await call(t.app, 'GET', 'userInfo', { token: lonely.token, lang: 'zh' });
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toEqual({
      result: 'error',
      status: 40300,
      message: '当前账号没有分配角色，无法加载用户信息（getInfo: roles must be a non-null array !）',
    });
    const en = await call(t.app, 'GET', 'userInfo', { token: lonely.token, lang: 'en' });
    expect(en.json().message).toContain('getInfo: roles must be a non-null array !');
  });
});
