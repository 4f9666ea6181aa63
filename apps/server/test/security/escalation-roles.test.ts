import { PERMISSION_REGISTRY } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { permissionApis } from '../../src/plugins/guard.js';
import { createAdminWith } from '../helpers.js';
import { useEscalationFixture } from './escalation-fixture.js';

/**
 * Delegation never exceeds the delegator: for every delegable thing (role permissions, admin
 * roles, data scope, organization / department, the super role, a permission's api) an admin holding the
 * edit permission tries to exceed itself. Every attempt is refused with a clear code and message, and
 * the database is unchanged; narrowing edits by the same admins and everything a super admin does pass.
 * This file: role permissions, the super role and a permission's api.
 */
describe('escalation: no admin grants more than it holds', () => {
  const f = useEscalationFixture();

  describe('role permissions', () => {
    it('no route checks a menu group: granting one with the pages under it grants nothing more', () => {
      const groups = new Set(PERMISSION_REGISTRY.map((g) => g.api));
      const checked = f.t.app.routeTable
        .flatMap((r) => permissionApis(r.permission))
        .filter((p) => groups.has(p));
      expect(checked).toEqual([]);
      expect(f.t.app.routeTable.length).toBeGreaterThan(200);
    });

    it('a ManageEdit holder cannot add AdminCreate to its own role, nor to another, nor create one with it', async () => {
      const me = await createAdminWith(f.t.app, ['ManageList', 'ManageCreate', 'ManageEdit', 'GoodList'], {
        passwordHash: 'x',
      });
      const own = await f.roleIdOf(me.roleCode);
      const withCreate = (ids: unknown) => [...(ids as number[]), f.permission('AdminCreate')];
      const body = await f.roleBody(own);
      await f.refused(
        me.token,
        `manage/${own}`,
        { ...body, permission_ids: withCreate(body.permission_ids) },
        40300,
        'role.ownRole',
      );
      const goods = await f.roleBody(f.goodsRole);
      const res = await f.refused(
        me.token,
        `manage/${f.goodsRole}`,
        { ...goods, permission_ids: withCreate(goods.permission_ids) },
        42200,
        'role.grantBeyond',
        'permission_ids',
      );
      expect(res.json().errors.permission_ids[0]).toContain('AdminCreate');
      await f.refused(
        me.token,
        'manage',
        { name: 'x', code: 'x_escalate', permission_ids: [f.permission('AdminCreate')] },
        42200,
        'role.grantBeyond',
        'permission_ids',
      );
      // A page whose group the caller does not hold may not be reached through the group either.
      await f.refused(
        me.token,
        'manage',
        { name: 'x', code: 'x_group', permission_ids: [f.permission('System')] },
        42200,
        'role.grantBeyond',
        'permission_ids',
      );
    });

    it('nobody but a super admin renames, edits or deletes the super role', async () => {
      // Holding every permission is still not being a super admin.
      const all = await createAdminWith(f.t.app, () => true, { passwordHash: 'x' });
      const body = await f.roleBody(f.superRole);
      await f.refused(
        all.token,
        `manage/${f.superRole}`,
        { ...body, name: 'Mine now' },
        40300,
        'role.superOnly',
      );
      await f.refused(
        all.token,
        `manage/${f.superRole}`,
        { ...body, code: 'other' },
        40300,
        'role.superOnly',
      );
      await f.refused(all.token, `manage/destroy/${f.superRole}`, {}, 40300, 'role.superOnly');
      await f.refused(
        all.token,
        'manage/destroy/0',
        { ids: [f.goodsRole, f.superRole] },
        40300,
        'role.superOnly',
      );
    });

    it('a role holding more than the caller is out of its reach; so is its own role', async () => {
      const me = await createAdminWith(f.t.app, ['ManageList', 'ManageEdit', 'ManageDestroy', 'GoodList'], {
        passwordHash: 'x',
      });
      const above = await createAdminWith(f.t.app, ['GoodList', 'AdminEdit'], { passwordHash: 'x' });
      const aboveRole = await f.roleIdOf(above.roleCode);
      await f.refused(
        me.token,
        `manage/${aboveRole}`,
        { ...(await f.roleBody(aboveRole)), permission_ids: [f.permission('GoodList')] },
        40300,
        'role.beyondCaller',
      );
      await f.refused(me.token, `manage/destroy/${aboveRole}`, {}, 40300, 'role.beyondCaller');
      const own = await f.roleIdOf(me.roleCode);
      await f.refused(me.token, `manage/destroy/${own}`, {}, 40300, 'role.ownRole');
    });

    it('a role held by an admin out of the caller’s reach is out of its reach too', async () => {
      const me = await createAdminWith(
        f.t.app,
        ['ManageList', 'ManageEdit', 'ManageDestroy', 'AdminEdit', 'AdminList', 'GoodList'],
        {
          passwordHash: 'x',
          data_scope: 'own',
        },
      );
      // A role within the caller's permissions, but held by an account seeing all data.
      const wide = await createAdminWith(f.t.app, ['GoodList'], { passwordHash: 'x', data_scope: 'all' });
      const wideRole = await f.roleIdOf(wide.roleCode);
      const body = await f.roleBody(wideRole);
      await f.refused(
        me.token,
        `manage/${wideRole}`,
        { ...body, permission_ids: [...(body.permission_ids as number[]), f.permission('AdminEdit')] },
        40300,
        'role.membersBeyond',
      );
      await f.refused(me.token, `manage/destroy/${wideRole}`, {}, 40300, 'role.membersBeyond');
      // The same role with no member, or only members in reach, may change.
      const manager = await f.inUnitA(['ManageList', 'ManageEdit', 'AdminEdit', 'GoodList'], 'organization');
      const staff = await f.inUnitA(['GoodList'], 'own');
      const staffRole = await f.roleIdOf(staff.roleCode);
      await f.accepted(manager.token, `manage/${staffRole}`, await f.roleBody(staffRole, { name: 'staff' }));
    });
  });

  describe('permission api', () => {
    const powerApis = ['PowerList', 'PowerCreate', 'PowerEdit', 'PowerDestroy'];

    /** Renaming permission `id`'s api to `api` is refused: roles hold a permission by that name. */
    const apiLocked = async (token: string, id: number, api: string) =>
      f.refused(token, `power/${id}`, await f.powerBody(id, { api }), 42200, 'power.apiLocked', 'api');

    it('a PowerEdit holder cannot rename another permission’s api onto one it holds', async () => {
      // Its own permission, made by a super admin and given to its role.
      const report = await f.accepted(f.root, 'power', {
        title: 'Reports',
        api: 'ReportView',
        pid: f.permission('System'),
      });
      const reportId: number = report.json().message.id;
      const me = await createAdminWith(f.t.app, [...powerApis, 'ReportView'], { passwordHash: 'x' });
      const create = f.permission('AdminCreate');
      await apiLocked(me.token, create, 'SpareName');
      await apiLocked(me.token, reportId, 'AdminCreate');
      await apiLocked(me.token, reportId, '');
      // Not even a super admin renames one: roles hold it by that name.
      await apiLocked(f.root, reportId, 'Other');
    });

    it('core permissions are not moved by a delegated admin, nor deleted by anyone, nor minted by hand', async () => {
      const me = await createAdminWith(f.t.app, powerApis, { passwordHash: 'x' });
      const create = f.permission('AdminCreate');
      await f.refused(
        me.token,
        `power/${create}`,
        await f.powerBody(create, { pid: f.permission('GoodList') }),
        42200,
        'power.coreMove',
        'pid',
      );
      await f.refused(me.token, `power/destroy/${create}`, {}, 40900, 'power.coreBuiltIn');
      await f.refused(f.root, `power/destroy/${create}`, {}, 40900, 'power.coreBuiltIn');
      await f.refused(
        f.root,
        'power/destroy/0',
        { ids: [f.permission('BrandDestroy')] },
        40900,
        'power.coreBuiltIn',
      );
      // A core row gone from the database (an old install): only "refresh" or a super admin brings it back.
      await f.t.app.db
        .deleteFrom('role_permissions')
        .where('permission_id', '=', f.permission('BrandDestroy'))
        .execute();
      await f.t.app.db.deleteFrom('permissions').where('api', '=', 'BrandDestroy').execute();
      await f.refused(
        me.token,
        'power',
        { title: 'Mine', api: 'BrandDestroy', pid: f.permission('BrandList') },
        42200,
        'power.coreApi',
        'api',
      );
      const refresh = await f.accepted(f.root, 'power/refresh');
      expect(refresh.json().message.added).toEqual(['BrandDestroy']);
    });
  });
});
