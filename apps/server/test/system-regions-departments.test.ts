import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

interface RegionNode {
  id: number;
  name: string;
  code: string;
  parent_id: number;
  has_children: boolean;
}

describe('regions (region)', () => {
  const t = useTestApp();

  const children = async (parentId: number): Promise<RegionNode[]> =>
    (await call(t.app, 'GET', 'region', { token: t.token, query: { parent_id: String(parentId) } })).json()
      .message;

  it('is seeded with the national divisions and loads children lazily', async () => {
    const count = await t.app.db
      .selectFrom('regions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(3000);

    const provinces = await children(0);
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const beijing = provinces.find((p) => p.code === '110000');
    expect(beijing).toEqual({
      id: expect.any(Number),
      name: '北京市',
      code: '110000',
      parent_id: 0,
      has_children: true,
    });
    const guangdong = provinces.find((p) => p.code === '440000');
    const cities = await children(guangdong?.id ?? 0);
    const shenzhen = cities.find((c) => c.name === '深圳市');
    expect(shenzhen?.has_children).toBe(true);
    const districts = await children(shenzhen?.id ?? 0);
    expect(districts.map((d) => d.name)).toContain('南山区');
    expect(districts.every((d) => !d.has_children)).toBe(true);
  });

  it('searches by name or code with a page, and shows the path of each hit', async () => {
    const res = await call(t.app, 'GET', 'region', { token: t.token, query: { keyword: '南山区' } });
    expect(res.statusCode, res.body).toBe(200);
    const hit = res.json().message.data.find((r: { code: string }) => r.code === '440305');
    expect(hit).toMatchObject({ name: '南山区', level: 3 });
    expect(hit.path.map((p: { name: string }) => p.name)).toEqual(['广东省', '深圳市']);
  });

  it('creates, moves (children follow, levels follow) and deletes regions; refuses cycles and depth', async () => {
    const top = await call(t.app, 'POST', 'region', {
      token: t.token,
      body: { name: '测试省', code: '990000' },
    });
    expect(top.statusCode, top.body).toBe(200);
    const province = top.json().message;
    expect(province).toMatchObject({ level: 1, parent_id: 0, has_children: false });
    const city = (
      await call(t.app, 'POST', 'region', {
        token: t.token,
        body: { name: '测试市', code: '990100', parent_id: province.id },
      })
    ).json().message;
    const district = (
      await call(t.app, 'POST', 'region', {
        token: t.token,
        body: { name: '测试区', code: '990101', parent_id: city.id },
      })
    ).json().message;
    expect(district.level).toBe(3);

    const tooDeep = await call(t.app, 'POST', 'region', {
      token: t.token,
      body: { name: 'x', code: '99010101', parent_id: district.id },
    });
    expect(tooDeep.json().errors.parent_id).toEqual(['区域最多三级（省、市、区县）']);
    const cycle = await call(t.app, 'POST', `region/${province.id}`, {
      token: t.token,
      body: { name: '测试省', code: '990000', parent_id: city.id, version: province.version },
    });
    expect(cycle.statusCode).toBe(422);

    const moved = await call(t.app, 'POST', `region/${city.id}`, {
      token: t.token,
      body: { name: '测试市', code: '990100', parent_id: 0, version: city.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await call(t.app, 'GET', `region/${district.id}`, { token: t.token })).json().message,
    ).toMatchObject({
      level: 2,
      parent_id: city.id,
    });

    const busy = await call(t.app, 'POST', `region/destroy/${city.id}`, {
      token: t.token,
      lang: 'en',
      body: {},
    });
    expect(busy.json()).toMatchObject({
      status: 40900,
      message: 'This region still has sub-regions and cannot be deleted',
    });
    const both = await call(t.app, 'POST', 'region/destroy/0', {
      token: t.token,
      body: { ids: [city.id, district.id, province.id] },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await call(t.app, 'GET', `region/${city.id}`, { token: t.token })).json().status).toBe(40400);
  });

  it('validates fields and checks the permission', async () => {
    const bad = await call(t.app, 'POST', 'region', {
      token: t.token,
      lang: 'en',
      body: { name: '', code: 'abc' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'name']);
    const dup = await call(t.app, 'POST', 'region', {
      token: t.token,
      body: { name: '重复', code: '110000' },
    });
    expect(dup.json().errors.code).toEqual(['区划代码已存在']);
    const viewer = await createAdminWith(t.app, ['RegionList']);
    expect(
      (await call(t.app, 'GET', 'region', { token: viewer.token, query: { parent_id: '0' } })).statusCode,
    ).toBe(200);
    const denied = await call(t.app, 'POST', 'region', {
      token: viewer.token,
      body: { name: 'x', code: '980000' },
    });
    expect(denied.json().status).toBe(40300);
    const none = await createAdminWith(t.app, []);
    expect((await call(t.app, 'GET', 'region', { token: none.token })).json().status).toBe(40300);
  });
});

describe('organizations and departments', () => {
  const t = useTestApp();

  const post = (route: string, body: unknown) => call(t.app, 'POST', route, { token: t.token, body });

  it('builds an organization with a department tree; moving a department keeps its children', async () => {
    const org = (await post('organization', { name: '市财政局', area_id: 515 })).json().message;
    expect(org).toMatchObject({ name: '市财政局', area_id: 515, departments: 0, admins: 0 });
    const office = (await post('department', { organization_id: org.id, name: '办公室', sort: 1 })).json()
      .message;
    const assets = (await post('department', { organization_id: org.id, name: '资产科', sort: 2 })).json()
      .message;
    const team = (
      await post('department', { organization_id: org.id, name: '盘点组', parent_id: assets.id })
    ).json().message;
    const member = (
      await post('department', { organization_id: org.id, name: '盘点一队', parent_id: team.id })
    ).json().message;

    const move = await post(`department/${team.id}`, {
      organization_id: org.id,
      name: '盘点组',
      parent_id: office.id,
      version: team.version,
    });
    expect(move.statusCode, move.body).toBe(200);
    const tree = (await call(t.app, 'GET', 'departmentTree', { token: t.token })).json().message;
    const mine = tree.find((o: { id: number }) => o.id === org.id);
    expect(mine.departments.map((d: { name: string }) => d.name)).toEqual(['办公室', '资产科']);
    const moved = mine.departments[0].children[0];
    expect(moved).toMatchObject({ id: team.id, children: [expect.objectContaining({ id: member.id })] });

    expect(moved.version).toBe(team.version + 1);
    const stale = await post(`department/${team.id}`, {
      organization_id: org.id,
      name: '旧名',
      version: team.version,
    });
    expect(stale.json().status).toBe(40900);

    const cycle = await post(`department/${office.id}`, {
      organization_id: org.id,
      name: '办公室',
      parent_id: member.id,
    });
    expect(cycle.json().errors.parent_id).toEqual(['不能把部门移到自身或其下级之下']);
  });

  it('refuses deleting what still holds departments or admins, and returns the pickers', async () => {
    const org = (await post('organization', { name: '教育局' })).json().message;
    const dept = (await post('department', { organization_id: org.id, name: '装备科' })).json().message;
    const holder = await createAdminWith(t.app, []);
    await t.app.db
      .updateTable('admins')
      .set({ organization_id: org.id, department_id: dept.id })
      .where('id', '=', holder.id)
      .execute();

    expect((await post(`organization/destroy/${org.id}`, {})).json().status).toBe(40900);
    const busy = await call(t.app, 'POST', `department/destroy/${dept.id}`, {
      token: t.token,
      lang: 'en',
      body: {},
    });
    expect(busy.json().message).toBe('This department still has administrators and cannot be deleted');

    const mine = (await call(t.app, 'GET', 'userDepartment', { token: holder.token })).json().message;
    expect(mine).toMatchObject({
      organization_id: org.id,
      organization_name: '教育局',
      department_id: dept.id,
    });
    expect(mine.departments.map((d: { id: number }) => d.id)).toEqual([dept.id]);
    const admins = (
      await call(t.app, 'GET', 'userAdmin', { token: t.token, query: { department_id: String(dept.id) } })
    ).json().message;
    expect(admins).toEqual([
      {
        id: holder.id,
        account: holder.username,
        nickname: 'Tester',
        organization_id: org.id,
        department_id: dept.id,
      },
    ]);

    await t.app.db
      .updateTable('admins')
      .set({ organization_id: null, department_id: null })
      .where('id', '=', holder.id)
      .execute();
    expect((await post(`department/destroy/${dept.id}`, {})).statusCode).toBe(200);
    expect((await post(`organization/destroy/${org.id}`, {})).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `organization/${org.id}`, { token: t.token })).json().status).toBe(
      40400,
    );
  });

  it('validates and checks the Department permissions', async () => {
    const bad = await call(t.app, 'POST', 'department', { token: t.token, lang: 'en', body: { name: '' } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'organization_id']);
    const noOrg = await post('department', { organization_id: 999999, name: 'x' });
    expect(noOrg.json().errors.organization_id).toEqual(['组织不存在']);
    const badArea = await post('organization', { name: 'x', area_id: 999999 });
    expect(badArea.json().errors.area_id).toEqual(['地区不存在']);
    const viewer = await createAdminWith(t.app, ['DepartmentList']);
    expect((await call(t.app, 'GET', 'organization', { token: viewer.token })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', 'organization', { token: viewer.token, body: { name: 'x' } })).json().status,
    ).toBe(40300);
    const none = await createAdminWith(t.app, []);
    expect((await call(t.app, 'GET', 'department', { token: none.token })).json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'departmentTree', { token: none.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', 'departmentTree')).statusCode).toBe(401);
  });
});
