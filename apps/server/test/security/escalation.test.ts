import { PERMISSION_REGISTRY, translate } from '@bo/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../asset-helpers.js';
import { passwordLogin } from '../auth-helpers.js';
import { ADMIN_PASSWORD, call, createAdminWith, createTestApp, type TestApp, tokenFor } from '../helpers.js';
import { changedTables, snapshot } from './fuzz-db.js';

type Body = Record<string, unknown>;

/** A catalog text with its `{{params}}` as wildcards: the English answer must read like it. */
function textOf(key: string): RegExp {
  const escaped = translate('en', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.*')}$`);
}

/**
 * DESIGN §3 "Delegation never exceeds the delegator": for every delegable thing (role permissions, admin
 * roles, data scope, organization / department, the super role, a permission's api) an admin holding the
 * edit permission tries to exceed itself. Every attempt is refused with a clear code and message, and
 * the database is unchanged; narrowing edits by the same admins and everything a super admin does pass.
 */
describe('escalation: no admin grants more than it holds', () => {
  let t: TestApp;
  let root: string;
  let superId: number;
  let superRole: number;
  let editorRole: number;
  let goodsRole: number;
  let permission: (api: string) => number;
  let orgA: number;
  let orgB: number;
  let deptA: number;
  let deptA2: number;
  let deptB: number;

  beforeAll(async () => {
    t = await createTestApp();
    root = await tokenFor(t.app, 'admin');
    const db = t.app.db;
    superId = (
      await db.selectFrom('admins').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const roles = await db.selectFrom('roles').select(['id', 'code']).execute();
    superRole = roles.find((r) => r.code === 'admin')!.id;
    editorRole = roles.find((r) => r.code === 'editor')!.id;
    const rows = await db.selectFrom('permissions').select(['id', 'api']).execute();
    const ids = new Map(rows.filter((r) => r.api).map((r) => [r.api as string, r.id]));
    permission = (api) => ids.get(api) ?? -1;
    // A role a goods clerk gets: GoodList and the Shop group the server adds above it.
    const goods = await call(t.app, 'POST', 'manage', {
      token: root,
      body: { name: 'goods', code: 'goods', permission_ids: [permission('GoodList')] },
    });
    expect(goods.statusCode, goods.body).toBe(200);
    goodsRole = goods.json().message.id;

    orgA = await createOrganization(t.app, 'Unit A');
    orgB = await createOrganization(t.app, 'Unit B');
    const dept = async (organization_id: number, parent_id: number | null) =>
      (
        await db
          .insertInto('departments')
          .values({
            organization_id,
            parent_id,
            name: `d${organization_id}-${parent_id}`,
            sort: 0,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    deptA = await dept(orgA, null);
    deptA2 = await dept(orgA, deptA);
    deptB = await dept(orgB, null);
  });
  afterAll(async () => t.close());

  /** Sends a write that must be refused with `code` and `key` (on `field`), and must change nothing. */
  async function refused(
    token: string,
    route: string,
    body: Body,
    code: number,
    key: string,
    field?: string,
  ): Promise<LightMyRequestResponse> {
    const before = await snapshot(t.app);
    const res = await call(t.app, 'POST', route, { token, lang: 'en', body });
    const answer = res.json();
    expect(answer.status, `${route}: ${res.body}`).toBe(code);
    expect(res.statusCode, route).toBe(Math.floor(code / 100));
    if (field) {
      expect(Object.keys(answer.errors ?? {}), `${route}: ${res.body}`).toEqual([field]);
      expect(answer.errors[field][0], route).toMatch(textOf(key));
    } else {
      expect(answer.message, route).toMatch(textOf(key));
    }
    expect(changedTables(before, await snapshot(t.app)), route).toEqual([]);
    return res;
  }

  async function accepted(token: string, route: string, body: Body = {}): Promise<LightMyRequestResponse> {
    const res = await call(t.app, 'POST', route, { token, body });
    expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    return res;
  }

  /** The edit body of an admin as the form sends it (the detail, password left empty). */
  async function adminBody(id: number, over: Body = {}): Promise<Body> {
    const row = (await call(t.app, 'GET', `admin/${id}`, { token: root })).json().message;
    return {
      account: row.account,
      password: '',
      nickname: row.nickname,
      role_ids: row.role_ids,
      organization_id: row.organization_id,
      department_id: row.department_id,
      data_scope: row.data_scope,
      state: row.state,
      version: row.version,
      ...over,
    };
  }

  async function roleBody(id: number, over: Body = {}): Promise<Body> {
    const row = (await call(t.app, 'GET', `manage/${id}`, { token: root })).json().message;
    const { name, code, introduction, permission_ids, version } = row;
    return { name, code, introduction, permission_ids, version, ...over };
  }

  async function powerBody(id: number, over: Body = {}): Promise<Body> {
    const row = (await call(t.app, 'GET', `power/${id}`, { token: root })).json().message;
    const { pid, title, api, url, icon, sort, state, version } = row;
    return { pid, title, api: api ?? '', url, icon, sort, state, version, ...over };
  }

  const roleIdOf = async (code: string) =>
    (await t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  const newAccount = (over: Body = {}): Body => ({
    account: `acc${Math.random().toString(36).slice(2, 8)}`,
    password: 'Abcdef12345',
    nickname: 'New',
    role_ids: [goodsRole],
    data_scope: 'own',
    organization_id: orgA,
    department_id: deptA,
    ...over,
  });

  /** An admin of unit A holding `apis`, limited to `data_scope`. */
  const inUnitA = (apis: string[], data_scope: string, password?: string) =>
    createAdminWith(t.app, apis, {
      data_scope,
      organization_id: orgA,
      department_id: deptA,
      ...(password ? { password } : { passwordHash: 'not-a-hash' }),
    });

  describe('role permissions', () => {
    it('no route checks a menu group: granting one with the pages under it grants nothing more', () => {
      const groups = new Set(PERMISSION_REGISTRY.map((g) => g.api));
      const checked = t.app.routeTable.map((r) => r.permission).filter((p) => p && groups.has(p));
      expect(checked).toEqual([]);
      expect(t.app.routeTable.length).toBeGreaterThan(200);
    });

    it('a ManageEdit holder cannot add AdminCreate to its own role, nor to another, nor create one with it', async () => {
      const me = await createAdminWith(t.app, ['ManageList', 'ManageCreate', 'ManageEdit', 'GoodList'], {
        passwordHash: 'x',
      });
      const own = await roleIdOf(me.roleCode);
      const withCreate = (ids: unknown) => [...(ids as number[]), permission('AdminCreate')];
      const body = await roleBody(own);
      await refused(
        me.token,
        `manage/${own}`,
        { ...body, permission_ids: withCreate(body.permission_ids) },
        40300,
        'role.ownRole',
      );
      const goods = await roleBody(goodsRole);
      const res = await refused(
        me.token,
        `manage/${goodsRole}`,
        { ...goods, permission_ids: withCreate(goods.permission_ids) },
        42200,
        'role.grantBeyond',
        'permission_ids',
      );
      expect(res.json().errors.permission_ids[0]).toContain('AdminCreate');
      await refused(
        me.token,
        'manage',
        { name: 'x', code: 'x_escalate', permission_ids: [permission('AdminCreate')] },
        42200,
        'role.grantBeyond',
        'permission_ids',
      );
      // A page whose group the caller does not hold may not be reached through the group either.
      await refused(
        me.token,
        'manage',
        { name: 'x', code: 'x_group', permission_ids: [permission('System')] },
        42200,
        'role.grantBeyond',
        'permission_ids',
      );
    });

    it('nobody but a super admin renames, edits or deletes the super role', async () => {
      // Holding every permission is still not being a super admin.
      const all = await createAdminWith(t.app, () => true, { passwordHash: 'x' });
      const body = await roleBody(superRole);
      await refused(all.token, `manage/${superRole}`, { ...body, name: 'Mine now' }, 40300, 'role.superOnly');
      await refused(all.token, `manage/${superRole}`, { ...body, code: 'other' }, 40300, 'role.superOnly');
      await refused(all.token, `manage/destroy/${superRole}`, {}, 40300, 'role.superOnly');
      await refused(all.token, 'manage/destroy/0', { ids: [goodsRole, superRole] }, 40300, 'role.superOnly');
    });

    it('a role holding more than the caller is out of its reach; so is its own role', async () => {
      const me = await createAdminWith(t.app, ['ManageList', 'ManageEdit', 'ManageDestroy', 'GoodList'], {
        passwordHash: 'x',
      });
      const above = await createAdminWith(t.app, ['GoodList', 'AdminEdit'], { passwordHash: 'x' });
      const aboveRole = await roleIdOf(above.roleCode);
      await refused(
        me.token,
        `manage/${aboveRole}`,
        { ...(await roleBody(aboveRole)), permission_ids: [permission('GoodList')] },
        40300,
        'role.beyondCaller',
      );
      await refused(me.token, `manage/destroy/${aboveRole}`, {}, 40300, 'role.beyondCaller');
      const own = await roleIdOf(me.roleCode);
      await refused(me.token, `manage/destroy/${own}`, {}, 40300, 'role.ownRole');
    });

    it('a role held by an admin out of the caller’s reach is out of its reach too', async () => {
      const me = await createAdminWith(
        t.app,
        ['ManageList', 'ManageEdit', 'ManageDestroy', 'AdminEdit', 'AdminList', 'GoodList'],
        {
          passwordHash: 'x',
          data_scope: 'own',
        },
      );
      // A role within the caller's permissions, but held by an account seeing all data.
      const wide = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x', data_scope: 'all' });
      const wideRole = await roleIdOf(wide.roleCode);
      const body = await roleBody(wideRole);
      await refused(
        me.token,
        `manage/${wideRole}`,
        { ...body, permission_ids: [...(body.permission_ids as number[]), permission('AdminEdit')] },
        40300,
        'role.membersBeyond',
      );
      await refused(me.token, `manage/destroy/${wideRole}`, {}, 40300, 'role.membersBeyond');
      // The same role with no member, or only members in reach, may change.
      const manager = await inUnitA(['ManageList', 'ManageEdit', 'AdminEdit', 'GoodList'], 'organization');
      const staff = await inUnitA(['GoodList'], 'own');
      const staffRole = await roleIdOf(staff.roleCode);
      await accepted(manager.token, `manage/${staffRole}`, await roleBody(staffRole, { name: 'staff' }));
    });
  });

  describe('admin roles, data scope and place', () => {
    const managerApis = ['AdminList', 'AdminCreate', 'AdminEdit', 'AdminDestroy', 'GoodList', 'GoodDestroy'];

    it('an admin manager gives only roles within its permissions, and never the super role', async () => {
      const me = await inUnitA(managerApis, 'organization');
      await refused(
        me.token,
        'admin',
        newAccount({ role_ids: [editorRole] }),
        42200,
        'admin.roleBeyond',
        'role_ids',
      );
      await refused(
        me.token,
        'admin',
        newAccount({ role_ids: [goodsRole, superRole] }),
        42200,
        'admin.superRoleOnlySuper',
        'role_ids',
      );
      // Even one holding every permission (the super role is more: it holds the future ones too).
      const all = await createAdminWith(t.app, () => true, { passwordHash: 'x' });
      await refused(
        all.token,
        'admin',
        newAccount({ role_ids: [superRole], data_scope: 'all' }),
        42200,
        'admin.superRoleOnlySuper',
        'role_ids',
      );
      const clerk = await inUnitA(['GoodList'], 'own');
      await refused(
        me.token,
        `admin/${clerk.id}`,
        await adminBody(clerk.id, { role_ids: [goodsRole, editorRole] }),
        42200,
        'admin.roleBeyond',
        'role_ids',
      );
      await refused(
        me.token,
        `admin/${clerk.id}`,
        await adminBody(clerk.id, { role_ids: [superRole] }),
        42200,
        'admin.superRoleOnlySuper',
        'role_ids',
      );
    });

    it('the data scope, organization and department given stay inside the caller’s own', async () => {
      const me = await inUnitA(managerApis, 'organization');
      for (const data_scope of ['all', 'area'])
        await refused(
          me.token,
          'admin',
          newAccount({ data_scope }),
          42200,
          'admin.placeBeyond',
          'data_scope',
        );
      await refused(
        me.token,
        'admin',
        newAccount({ organization_id: orgB, department_id: null }),
        42200,
        'admin.placeBeyond',
        'organization_id',
      );
      await refused(
        me.token,
        'admin',
        newAccount({ organization_id: null, department_id: deptB }),
        42200,
        'admin.placeBeyond',
        'department_id',
      );
      const deptAdmin = await createAdminWith(t.app, managerApis, {
        passwordHash: 'x',
        data_scope: 'department',
        organization_id: orgA,
        department_id: deptA2,
      });
      await refused(
        deptAdmin.token,
        'admin',
        newAccount({ department_id: deptA }),
        42200,
        'admin.placeBeyond',
        'department_id',
      );
      await refused(
        deptAdmin.token,
        'admin',
        newAccount({ data_scope: 'organization', department_id: deptA2 }),
        42200,
        'admin.placeBeyond',
        'data_scope',
      );
    });

    it('no admin widens its own account: an AdminEdit holder with scope own cannot make itself "all"', async () => {
      const me = await inUnitA(['AdminList', 'AdminEdit'], 'own');
      for (const data_scope of ['all', 'area', 'organization', 'department'])
        await refused(
          me.token,
          `admin/${me.id}`,
          await adminBody(me.id, { data_scope }),
          42200,
          'admin.placeBeyond',
          'data_scope',
        );
      await refused(
        me.token,
        `admin/${me.id}`,
        await adminBody(me.id, { organization_id: orgB, department_id: deptB }),
        42200,
        'admin.placeBeyond',
        'organization_id',
      );
      const manager = await inUnitA(managerApis, 'organization');
      await refused(
        manager.token,
        `admin/${manager.id}`,
        await adminBody(manager.id, { data_scope: 'all' }),
        42200,
        'admin.placeBeyond',
        'data_scope',
      );
      await refused(
        manager.token,
        `admin/${manager.id}`,
        await adminBody(manager.id, { organization_id: orgB, department_id: null }),
        42200,
        'admin.placeBeyond',
        'organization_id',
      );
    });
  });

  describe('the super admin and admins above the caller', () => {
    it('an AdminEdit holder (scope own) cannot reset a super admin’s password and sign in as it', async () => {
      const me = await inUnitA(['AdminList', 'AdminEdit'], 'own');
      const stolen = 'Stolen12345pass';
      await refused(
        me.token,
        `admin/${superId}`,
        await adminBody(superId, { password: stolen }),
        40300,
        'admin.superOnly',
      );
      const login = await passwordLogin(t.app, { username: 'admin', password: stolen });
      expect(login.statusCode).not.toBe(200);
      const still = await passwordLogin(t.app, { username: 'admin', password: ADMIN_PASSWORD });
      expect(still.statusCode, still.body).toBe(200);
    });

    it('only a super admin edits, forbids, demotes or deletes a super admin', async () => {
      const all = await createAdminWith(t.app, () => true, { passwordHash: 'x' });
      const body = await adminBody(superId);
      await refused(
        all.token,
        `admin/${superId}`,
        { ...body, password: 'Stolen12345pass' },
        40300,
        'admin.superOnly',
      );
      await refused(all.token, `admin/${superId}`, { ...body, state: 0 }, 40300, 'admin.superOnly');
      await refused(
        all.token,
        `admin/${superId}`,
        { ...body, role_ids: [editorRole] },
        40300,
        'admin.superOnly',
      );
      await refused(all.token, `admin/${superId}`, { ...body, nickname: 'Pwned' }, 40300, 'admin.superOnly');
      await refused(all.token, `admin/destroy/${superId}`, {}, 40300, 'admin.superOnly');
      const clerk = await inUnitA(['GoodList'], 'own');
      await refused(all.token, 'admin/destroy/0', { ids: [clerk.id, superId] }, 40300, 'admin.superOnly');
    });

    it('an admin holding more, or reaching further, than the caller is out of its reach', async () => {
      const me = await inUnitA(['AdminList', 'AdminEdit', 'AdminDestroy', 'GoodList'], 'organization');
      const above = await inUnitA(['GoodList', 'AdminCreate'], 'own');
      await refused(
        me.token,
        `admin/${above.id}`,
        await adminBody(above.id, { password: 'Stolen12345pass' }),
        40300,
        'admin.beyondCaller',
      );
      await refused(me.token, `admin/destroy/${above.id}`, {}, 40300, 'admin.beyondCaller');
      const elsewhere = await createAdminWith(t.app, ['GoodList'], {
        passwordHash: 'x',
        data_scope: 'own',
        organization_id: orgB,
        department_id: deptB,
      });
      await refused(
        me.token,
        `admin/${elsewhere.id}`,
        await adminBody(elsewhere.id, { state: 0 }),
        40300,
        'admin.beyondCaller',
      );
      const wider = await inUnitA(['GoodList'], 'all');
      await refused(
        me.token,
        `admin/${wider.id}`,
        await adminBody(wider.id, { password: 'Stolen12345pass' }),
        40300,
        'admin.beyondCaller',
      );
      await refused(me.token, 'admin/destroy/0', { ids: [wider.id] }, 40300, 'admin.beyondCaller');
    });

    it('an account with scope own is in reach only of a caller seeing its whole organization', async () => {
      const x = await inUnitA(['AdminList', 'AdminEdit', 'AdminDestroy', 'GoodList'], 'own');
      const y = await inUnitA(['GoodList'], 'own');
      // Setting Y's password would let X sign in as Y and see the records Y created.
      await refused(
        x.token,
        `admin/${y.id}`,
        await adminBody(y.id, { password: 'Takeover12345' }),
        40300,
        'admin.beyondCaller',
      );
      await refused(x.token, `admin/destroy/${y.id}`, {}, 40300, 'admin.beyondCaller');
      // A department caller misses the records Y made without a department.
      const deptAdmin = await inUnitA(['AdminList', 'AdminEdit', 'GoodList'], 'department');
      await refused(
        deptAdmin.token,
        `admin/${y.id}`,
        await adminBody(y.id, { password: 'Takeover12345' }),
        40300,
        'admin.beyondCaller',
      );
      // An own account without an organization may hold records anywhere: only scope all covers them.
      const manager = await inUnitA(['AdminList', 'AdminEdit', 'GoodList'], 'organization');
      const loose = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x', data_scope: 'own' });
      await refused(
        manager.token,
        `admin/${loose.id}`,
        await adminBody(loose.id, { password: 'Takeover12345' }),
        40300,
        'admin.beyondCaller',
      );
      // Its organization's manager still resets Y's password, and X still edits itself.
      await accepted(manager.token, `admin/${y.id}`, await adminBody(y.id, { password: 'Changed12345' }));
      await accepted(x.token, `admin/${x.id}`, await adminBody(x.id, { nickname: 'Me' }));
    });
  });

  describe('permission api', () => {
    const powerApis = ['PowerList', 'PowerCreate', 'PowerEdit', 'PowerDestroy'];

    it('a PowerEdit holder cannot rename another permission’s api onto one it holds', async () => {
      // Its own permission, made by a super admin and given to its role.
      const report = await accepted(root, 'power', {
        title: 'Reports',
        api: 'ReportView',
        pid: permission('System'),
      });
      const reportId: number = report.json().message.id;
      const me = await createAdminWith(t.app, [...powerApis, 'ReportView'], { passwordHash: 'x' });
      const create = permission('AdminCreate');
      await refused(
        me.token,
        `power/${create}`,
        await powerBody(create, { api: 'SpareName' }),
        42200,
        'power.apiLocked',
        'api',
      );
      await refused(
        me.token,
        `power/${reportId}`,
        await powerBody(reportId, { api: 'AdminCreate' }),
        42200,
        'power.apiLocked',
        'api',
      );
      await refused(
        me.token,
        `power/${reportId}`,
        await powerBody(reportId, { api: '' }),
        42200,
        'power.apiLocked',
        'api',
      );
      // Not even a super admin renames one: roles hold it by that name.
      await refused(
        root,
        `power/${reportId}`,
        await powerBody(reportId, { api: 'Other' }),
        42200,
        'power.apiLocked',
        'api',
      );
    });

    it('core permissions are not moved by a delegated admin, nor deleted by anyone, nor minted by hand', async () => {
      const me = await createAdminWith(t.app, powerApis, { passwordHash: 'x' });
      const create = permission('AdminCreate');
      await refused(
        me.token,
        `power/${create}`,
        await powerBody(create, { pid: permission('GoodList') }),
        42200,
        'power.coreMove',
        'pid',
      );
      await refused(me.token, `power/destroy/${create}`, {}, 40900, 'power.coreBuiltIn');
      await refused(root, `power/destroy/${create}`, {}, 40900, 'power.coreBuiltIn');
      await refused(
        root,
        'power/destroy/0',
        { ids: [permission('BrandDestroy')] },
        40900,
        'power.coreBuiltIn',
      );
      // A core row gone from the database (an old install): only "refresh" or a super admin brings it back.
      await t.app.db
        .deleteFrom('role_permissions')
        .where('permission_id', '=', permission('BrandDestroy'))
        .execute();
      await t.app.db.deleteFrom('permissions').where('api', '=', 'BrandDestroy').execute();
      await refused(
        me.token,
        'power',
        { title: 'Mine', api: 'BrandDestroy', pid: permission('BrandList') },
        42200,
        'power.coreApi',
        'api',
      );
      const refresh = await accepted(root, 'power/refresh');
      expect(refresh.json().message.added).toEqual(['BrandDestroy']);
    });
  });

  describe('organizations and departments', () => {
    const unitApis = ['DepartmentList', 'DepartmentCreate', 'DepartmentEdit', 'DepartmentDestroy'];
    const deptBody = async (id: number, over: Body = {}): Promise<Body> => {
      const row = (await call(t.app, 'GET', `department/${id}`, { token: root })).json().message;
      const { organization_id, parent_id, name, sort, version } = row;
      return { organization_id, parent_id, name, sort, version, ...over };
    };

    it('a department admin cannot hang another department under its own, nor move or delete one outside', async () => {
      const me = await createAdminWith(t.app, unitApis, {
        passwordHash: 'x',
        data_scope: 'department',
        organization_id: orgA,
        department_id: deptA2,
      });
      // deptA is above the caller's department: moving it below would put the whole unit in its scope.
      await refused(
        me.token,
        `department/${deptA}`,
        await deptBody(deptA, { parent_id: deptA2 }),
        40300,
        'department.beyondCaller',
      );
      await refused(
        me.token,
        `department/${deptB}`,
        await deptBody(deptB, { name: 'Mine' }),
        40300,
        'department.beyondCaller',
      );
      await refused(me.token, `department/destroy/${deptB}`, {}, 40300, 'department.beyondCaller');
      await refused(
        me.token,
        'department',
        { organization_id: orgB, name: 'Outpost' },
        42200,
        'department.placeBeyond',
        'organization_id',
      );
      await refused(
        me.token,
        'department',
        { organization_id: orgA, parent_id: deptA, name: 'Sibling' },
        42200,
        'department.placeBeyond',
        'parent_id',
      );
      // Allowed: a sub-department of its own, renamed, then removed.
      const made = await accepted(me.token, 'department', {
        organization_id: orgA,
        parent_id: deptA2,
        name: 'Team',
      });
      const id: number = made.json().message.id;
      await accepted(me.token, `department/${id}`, await deptBody(id, { name: 'Team 2' }));
      await accepted(me.token, `department/destroy/${id}`);
    });

    it('an organization admin cannot change another organization', async () => {
      const me = await createAdminWith(t.app, unitApis, {
        passwordHash: 'x',
        data_scope: 'organization',
        organization_id: orgA,
      });
      const orgBody = async (id: number, over: Body = {}) => {
        const row = (await call(t.app, 'GET', `organization/${id}`, { token: root })).json().message;
        return { name: row.name, area_id: row.area_id, version: row.version, ...over };
      };
      await refused(
        me.token,
        `organization/${orgB}`,
        await orgBody(orgB, { name: 'Taken' }),
        40300,
        'organization.beyondCaller',
      );
      await refused(me.token, 'organization/destroy/0', { ids: [orgB] }, 40300, 'organization.beyondCaller');
      await accepted(me.token, `organization/${orgA}`, await orgBody(orgA, { name: 'Unit A renamed' }));
    });

    it('an area admin cannot take another area’s organization into its own', async () => {
      const [areaIn, areaOut] = (
        await t.app.db.selectFrom('areas').select('id').orderBy('id').limit(2).execute()
      ).map((a) => a.id);
      const home = await createOrganization(t.app, 'Home unit', areaIn);
      const away = await createOrganization(t.app, 'Away unit', areaOut);
      const me = await createAdminWith(t.app, unitApis, {
        passwordHash: 'x',
        data_scope: 'area',
        organization_id: home,
      });
      const row = (await call(t.app, 'GET', `organization/${away}`, { token: root })).json().message;
      await refused(
        me.token,
        `organization/${away}`,
        { name: row.name, area_id: areaIn, version: row.version },
        40300,
        'organization.beyondCaller',
      );
    });

    it('an area admin moves no organization to another area, nor creates one there', async () => {
      const [areaIn, areaOut] = (
        await t.app.db.selectFrom('areas').select('id').orderBy('id').limit(2).execute()
      ).map((a) => a.id);
      const home = await createOrganization(t.app, 'Own unit', areaIn);
      const next = await createOrganization(t.app, 'Neighbour unit', areaIn);
      const me = await createAdminWith(t.app, [...unitApis, 'AdminList', 'AdminCreate'], {
        passwordHash: 'x',
        data_scope: 'area',
        organization_id: home,
      });
      const orgBody = async (id: number, over: Body = {}) => {
        const row = (await call(t.app, 'GET', `organization/${id}`, { token: root })).json().message;
        return { name: row.name, area_id: row.area_id, version: row.version, ...over };
      };
      // Moving its own organization would carry its area scope (and what it may grant) elsewhere.
      for (const id of [home, next])
        await refused(
          me.token,
          `organization/${id}`,
          await orgBody(id, { area_id: areaOut }),
          42200,
          'organization.areaFixed',
          'area_id',
        );
      await refused(
        me.token,
        'organization',
        { name: 'Outpost', area_id: areaOut },
        42200,
        'organization.areaBeyond',
        'area_id',
      );
      const manager = await inUnitA(unitApis, 'organization');
      await refused(
        manager.token,
        `organization/${orgA}`,
        await orgBody(orgA, { area_id: areaOut }),
        42200,
        'organization.areaFixed',
        'area_id',
      );
      // Allowed: a rename in place, a new organization in its own area; a super admin moves one.
      await accepted(me.token, `organization/${home}`, await orgBody(home, { name: 'Own unit 2' }));
      const made = await accepted(me.token, 'organization', { name: 'Branch', area_id: areaIn });
      await accepted(
        root,
        `organization/${made.json().message.id}`,
        await orgBody(made.json().message.id, { area_id: areaOut }),
      );
    });
  });

  describe('what stays allowed', () => {
    it('a delegated role manager creates, narrows and deletes roles within its permissions', async () => {
      const me = await createAdminWith(
        t.app,
        ['ManageList', 'ManageCreate', 'ManageEdit', 'ManageDestroy', 'GoodList', 'GoodDestroy'],
        { passwordHash: 'x' },
      );
      const made = await accepted(me.token, 'manage', {
        name: 'clerk',
        code: 'clerk_delegated',
        permission_ids: [permission('Shop'), permission('GoodList'), permission('GoodDestroy')],
      });
      const id: number = made.json().message.id;
      expect(made.json().message.permission_ids.sort()).toEqual(
        [permission('Shop'), permission('GoodList'), permission('GoodDestroy')].sort(),
      );
      await accepted(
        me.token,
        `manage/${id}`,
        await roleBody(id, { permission_ids: [permission('GoodList')] }),
      );
      await accepted(me.token, `manage/${id}`, await roleBody(id, { name: 'renamed' }));
      await accepted(me.token, `manage/destroy/${id}`);
    });

    it('a delegated admin manager creates, resets, forbids and deletes admins within its reach, and narrows itself', async () => {
      const me = await inUnitA(
        ['AdminList', 'AdminCreate', 'AdminEdit', 'AdminDestroy', 'GoodList', 'GoodDestroy'],
        'organization',
      );
      const made = await accepted(
        me.token,
        'admin',
        newAccount({ data_scope: 'department', department_id: deptA2 }),
      );
      const id: number = made.json().message.id;
      await accepted(me.token, `admin/${id}`, await adminBody(id, { password: 'Changed12345' }));
      const login = await passwordLogin(t.app, {
        username: made.json().message.account,
        password: 'Changed12345',
      });
      expect(login.statusCode, login.body).toBe(200);
      await accepted(me.token, `admin/${id}`, await adminBody(id, { state: 0, data_scope: 'own' }));
      await accepted(me.token, `admin/destroy/${id}`);
      // Narrowing its own account: organization → department, then its department's sub-department.
      await accepted(me.token, `admin/${me.id}`, await adminBody(me.id, { data_scope: 'department' }));
      await accepted(me.token, `admin/${me.id}`, await adminBody(me.id, { department_id: deptA2 }));
      const after = (await call(t.app, 'GET', `admin/${me.id}`, { token: root })).json().message;
      expect(after).toMatchObject({ data_scope: 'department', department_id: deptA2 });
    });

    it('a PowerEdit holder still edits a core permission’s title, icon, sort and menu state', async () => {
      const me = await createAdminWith(t.app, ['PowerList', 'PowerEdit'], { passwordHash: 'x' });
      const id = permission('GoodList');
      const body = await powerBody(id);
      await accepted(me.token, `power/${id}`, { ...body, title: '商品', icon: 'box', sort: 9, state: 0 });
      const row = (await call(t.app, 'GET', `power/${id}`, { token: root })).json().message;
      expect(row).toMatchObject({ title: '商品', icon: 'box', sort: 9, state: 0, api: 'GoodList' });
    });

    it('a super admin does everything: the super role, super admins, any scope, core permissions', async () => {
      const made = await accepted(
        root,
        'admin',
        newAccount({ role_ids: [superRole], data_scope: 'all', organization_id: orgB, department_id: deptB }),
      );
      const id: number = made.json().message.id;
      await accepted(
        root,
        `admin/${id}`,
        await adminBody(id, { password: 'Changed12345', nickname: 'Second' }),
      );
      await accepted(root, `admin/${id}`, await adminBody(id, { role_ids: [goodsRole], data_scope: 'own' }));
      await accepted(root, `admin/${id}`, await adminBody(id, { role_ids: [superRole] }));
      await accepted(root, `manage/${superRole}`, await roleBody(superRole, { name: 'Root' }));
      const goodsDestroy = permission('GoodDestroy');
      await accepted(
        root,
        `power/${goodsDestroy}`,
        await powerBody(goodsDestroy, { pid: permission('BrandList') }),
      );
      await accepted(root, `admin/destroy/${id}`);
    });
  });
});
