import { describe, expect, it } from 'vitest';
import { createOrganization } from '../asset-helpers.js';
import { passwordLogin } from '../auth-helpers.js';
import { call, createAdminWith } from '../helpers.js';
import { type Body, useEscalationFixture } from './escalation-fixture.js';

/**
 * Delegation never exceeds the delegator: for every delegable thing (role permissions, admin
 * roles, data scope, organization / department, the super role, a permission's api) an admin holding the
 * edit permission tries to exceed itself. Every attempt is refused with a clear code and message, and
 * the database is unchanged; narrowing edits by the same admins and everything a super admin does pass.
 * This file: organizations and departments, and what stays allowed.
 */
describe('escalation: no admin grants more than it holds', () => {
  const f = useEscalationFixture();

  describe('organizations and departments', () => {
    const unitApis = ['DepartmentList', 'DepartmentCreate', 'DepartmentEdit', 'DepartmentDestroy'];
    const deptBody = async (id: number, over: Body = {}): Promise<Body> => {
      const row = (await call(f.t.app, 'GET', `department/${id}`, { token: f.root })).json().message;
      const { organization_id, parent_id, name, sort, version } = row;
      return { organization_id, parent_id, name, sort, version, ...over };
    };

    it('a department admin cannot hang another department under its own, nor move or delete one outside', async () => {
      const me = await createAdminWith(f.t.app, unitApis, {
        passwordHash: 'x',
        data_scope: 'department',
        organization_id: f.orgA,
        department_id: f.deptA2,
      });
      // f.deptA is above the caller's department: moving it below would put the whole unit in its scope.
      await f.refused(
        me.token,
        `department/${f.deptA}`,
        await deptBody(f.deptA, { parent_id: f.deptA2 }),
        40300,
        'department.beyondCaller',
      );
      await f.refused(
        me.token,
        `department/${f.deptB}`,
        await deptBody(f.deptB, { name: 'Mine' }),
        40300,
        'department.beyondCaller',
      );
      await f.refused(me.token, `department/destroy/${f.deptB}`, {}, 40300, 'department.beyondCaller');
      await f.refused(
        me.token,
        'department',
        { organization_id: f.orgB, name: 'Outpost' },
        42200,
        'department.placeBeyond',
        'organization_id',
      );
      await f.refused(
        me.token,
        'department',
        { organization_id: f.orgA, parent_id: f.deptA, name: 'Sibling' },
        42200,
        'department.placeBeyond',
        'parent_id',
      );
      // Allowed: a sub-department of its own, renamed, then removed.
      const made = await f.accepted(me.token, 'department', {
        organization_id: f.orgA,
        parent_id: f.deptA2,
        name: 'Team',
      });
      const id: number = made.json().message.id;
      await f.accepted(me.token, `department/${id}`, await deptBody(id, { name: 'Team 2' }));
      await f.accepted(me.token, `department/destroy/${id}`);
    });

    it('an organization admin cannot change another organization', async () => {
      const me = await createAdminWith(f.t.app, unitApis, {
        passwordHash: 'x',
        data_scope: 'organization',
        organization_id: f.orgA,
      });
      const orgBody = async (id: number, over: Body = {}) => {
        const row = (await call(f.t.app, 'GET', `organization/${id}`, { token: f.root })).json().message;
        return { name: row.name, area_id: row.area_id, version: row.version, ...over };
      };
      await f.refused(
        me.token,
        `organization/${f.orgB}`,
        await orgBody(f.orgB, { name: 'Taken' }),
        40300,
        'organization.beyondCaller',
      );
      await f.refused(
        me.token,
        'organization/destroy/0',
        { ids: [f.orgB] },
        40300,
        'organization.beyondCaller',
      );
      await f.accepted(me.token, `organization/${f.orgA}`, await orgBody(f.orgA, { name: 'Unit A renamed' }));
    });

    it('an area admin cannot take another area’s organization into its own', async () => {
      const [areaIn, areaOut] = (
        await f.t.app.db.selectFrom('areas').select('id').orderBy('id').limit(2).execute()
      ).map((a) => a.id);
      const home = await createOrganization(f.t.app, 'Home unit', areaIn);
      const away = await createOrganization(f.t.app, 'Away unit', areaOut);
      const me = await createAdminWith(f.t.app, unitApis, {
        passwordHash: 'x',
        data_scope: 'area',
        organization_id: home,
      });
      const row = (await call(f.t.app, 'GET', `organization/${away}`, { token: f.root })).json().message;
      await f.refused(
        me.token,
        `organization/${away}`,
        { name: row.name, area_id: areaIn, version: row.version },
        40300,
        'organization.beyondCaller',
      );
    });

    it('an area admin moves no organization to another area, nor creates one there', async () => {
      const [areaIn, areaOut] = (
        await f.t.app.db.selectFrom('areas').select('id').orderBy('id').limit(2).execute()
      ).map((a) => a.id);
      const home = await createOrganization(f.t.app, 'Own unit', areaIn);
      const next = await createOrganization(f.t.app, 'Neighbour unit', areaIn);
      const me = await createAdminWith(f.t.app, [...unitApis, 'AdminList', 'AdminCreate'], {
        passwordHash: 'x',
        data_scope: 'area',
        organization_id: home,
      });
      const orgBody = async (id: number, over: Body = {}) => {
        const row = (await call(f.t.app, 'GET', `organization/${id}`, { token: f.root })).json().message;
        return { name: row.name, area_id: row.area_id, version: row.version, ...over };
      };
      // Moving its own organization would carry its area scope (and what it may grant) elsewhere.
      for (const id of [home, next])
        await f.refused(
          me.token,
          `organization/${id}`,
          await orgBody(id, { area_id: areaOut }),
          42200,
          'organization.areaFixed',
          'area_id',
        );
      await f.refused(
        me.token,
        'organization',
        { name: 'Outpost', area_id: areaOut },
        42200,
        'organization.areaBeyond',
        'area_id',
      );
      const manager = await f.inUnitA(unitApis, 'organization');
      await f.refused(
        manager.token,
        `organization/${f.orgA}`,
        await orgBody(f.orgA, { area_id: areaOut }),
        42200,
        'organization.areaFixed',
        'area_id',
      );
      // Allowed: a rename in place, a new organization in its own area; a super admin moves one.
      await f.accepted(me.token, `organization/${home}`, await orgBody(home, { name: 'Own unit 2' }));
      const made = await f.accepted(me.token, 'organization', { name: 'Branch', area_id: areaIn });
      await f.accepted(
        f.root,
        `organization/${made.json().message.id}`,
        await orgBody(made.json().message.id, { area_id: areaOut }),
      );
    });
  });

  describe('what stays allowed', () => {
    it('a delegated role manager creates, narrows and deletes roles within its permissions', async () => {
      const me = await createAdminWith(
        f.t.app,
        ['ManageList', 'ManageCreate', 'ManageEdit', 'ManageDestroy', 'GoodList', 'GoodDestroy'],
        { passwordHash: 'x' },
      );
      const made = await f.accepted(me.token, 'manage', {
        name: 'clerk',
        code: 'clerk_delegated',
        permission_ids: [f.permission('Shop'), f.permission('GoodList'), f.permission('GoodDestroy')],
      });
      const id: number = made.json().message.id;
      expect(made.json().message.permission_ids.sort()).toEqual(
        [f.permission('Shop'), f.permission('GoodList'), f.permission('GoodDestroy')].sort(),
      );
      await f.accepted(
        me.token,
        `manage/${id}`,
        await f.roleBody(id, { permission_ids: [f.permission('GoodList')] }),
      );
      await f.accepted(me.token, `manage/${id}`, await f.roleBody(id, { name: 'renamed' }));
      await f.accepted(me.token, `manage/destroy/${id}`);
    });

    it('a delegated admin manager creates, resets, forbids and deletes admins within its reach, and narrows itself', async () => {
      const me = await f.inUnitA(
        ['AdminList', 'AdminCreate', 'AdminEdit', 'AdminDestroy', 'GoodList', 'GoodDestroy'],
        'organization',
      );
      const made = await f.accepted(
        me.token,
        'admin',
        f.newAccount({ data_scope: 'department', department_id: f.deptA2 }),
      );
      const id: number = made.json().message.id;
      await f.accepted(me.token, `admin/${id}`, await f.adminBody(id, { password: 'Changed12345' }));
      const login = await passwordLogin(f.t.app, {
        username: made.json().message.account,
        password: 'Changed12345',
      });
      expect(login.statusCode, login.body).toBe(200);
      await f.accepted(me.token, `admin/${id}`, await f.adminBody(id, { state: 0, data_scope: 'own' }));
      await f.accepted(me.token, `admin/destroy/${id}`);
      // Narrowing its own account: organization → department, then its department's sub-department.
      await f.accepted(me.token, `admin/${me.id}`, await f.adminBody(me.id, { data_scope: 'department' }));
      await f.accepted(me.token, `admin/${me.id}`, await f.adminBody(me.id, { department_id: f.deptA2 }));
      const after = (await call(f.t.app, 'GET', `admin/${me.id}`, { token: f.root })).json().message;
      expect(after).toMatchObject({ data_scope: 'department', department_id: f.deptA2 });
    });

    it('a PowerEdit holder still edits a core permission’s title, icon, sort and menu state', async () => {
      const me = await createAdminWith(f.t.app, ['PowerList', 'PowerEdit'], { passwordHash: 'x' });
      const id = f.permission('GoodList');
      const body = await f.powerBody(id);
      await f.accepted(me.token, `power/${id}`, { ...body, title: '商品', icon: 'box', sort: 9, state: 0 });
      const row = (await call(f.t.app, 'GET', `power/${id}`, { token: f.root })).json().message;
      expect(row).toMatchObject({ title: '商品', icon: 'box', sort: 9, state: 0, api: 'GoodList' });
    });

    it('a super admin does everything: the super role, super admins, any scope, core permissions', async () => {
      const made = await f.accepted(
        f.root,
        'admin',
        f.newAccount({
          role_ids: [f.superRole],
          data_scope: 'all',
          organization_id: f.orgB,
          department_id: f.deptB,
        }),
      );
      const id: number = made.json().message.id;
      await f.accepted(
        f.root,
        `admin/${id}`,
        await f.adminBody(id, { password: 'Changed12345', nickname: 'Second' }),
      );
      await f.accepted(
        f.root,
        `admin/${id}`,
        await f.adminBody(id, { role_ids: [f.goodsRole], data_scope: 'own' }),
      );
      await f.accepted(f.root, `admin/${id}`, await f.adminBody(id, { role_ids: [f.superRole] }));
      await f.accepted(f.root, `manage/${f.superRole}`, await f.roleBody(f.superRole, { name: 'Root' }));
      const goodsDestroy = f.permission('GoodDestroy');
      await f.accepted(
        f.root,
        `power/${goodsDestroy}`,
        await f.powerBody(goodsDestroy, { pid: f.permission('BrandList') }),
      );
      await f.accepted(f.root, `admin/destroy/${id}`);
    });
  });
});
