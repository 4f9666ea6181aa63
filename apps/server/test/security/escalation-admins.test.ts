import { describe, expect, it } from 'vitest';
import { passwordLogin } from '../auth-helpers.js';
import { ADMIN_PASSWORD, createAdminWith } from '../helpers.js';
import { useEscalationFixture } from './escalation-fixture.js';

/**
 * Delegation never exceeds the delegator: for every delegable thing (role permissions, admin
 * roles, data scope, organization / department, the super role, a permission's api) an admin holding the
 * edit permission tries to exceed itself. Every attempt is refused with a clear code and message, and
 * the database is unchanged; narrowing edits by the same admins and everything a super admin does pass.
 * This file: admin roles, data scope and place, the super admin and admins above the caller.
 */
describe('escalation: no admin grants more than it holds', () => {
  const f = useEscalationFixture();

  describe('admin roles, data scope and place', () => {
    const managerApis = ['AdminList', 'AdminCreate', 'AdminEdit', 'AdminDestroy', 'GoodList', 'GoodDestroy'];

    it('an admin manager gives only roles within its permissions, and never the super role', async () => {
      const me = await f.inUnitA(managerApis, 'organization');
      await f.refused(
        me.token,
        'admin',
        f.newAccount({ role_ids: [f.editorRole] }),
        42200,
        'admin.roleBeyond',
        'role_ids',
      );
      await f.refused(
        me.token,
        'admin',
        f.newAccount({ role_ids: [f.goodsRole, f.superRole] }),
        42200,
        'admin.superRoleOnlySuper',
        'role_ids',
      );
      // Even one holding every permission (the super role is more: it holds the future ones too).
      const all = await createAdminWith(f.t.app, () => true, { passwordHash: 'x' });
      await f.refused(
        all.token,
        'admin',
        f.newAccount({ role_ids: [f.superRole], data_scope: 'all' }),
        42200,
        'admin.superRoleOnlySuper',
        'role_ids',
      );
      const clerk = await f.inUnitA(['GoodList'], 'own');
      await f.refused(
        me.token,
        `admin/${clerk.id}`,
        await f.adminBody(clerk.id, { role_ids: [f.goodsRole, f.editorRole] }),
        42200,
        'admin.roleBeyond',
        'role_ids',
      );
      await f.refused(
        me.token,
        `admin/${clerk.id}`,
        await f.adminBody(clerk.id, { role_ids: [f.superRole] }),
        42200,
        'admin.superRoleOnlySuper',
        'role_ids',
      );
    });

    it('the data scope, organization and department given stay inside the caller’s own', async () => {
      const me = await f.inUnitA(managerApis, 'organization');
      for (const data_scope of ['all', 'area'])
        await f.refused(
          me.token,
          'admin',
          f.newAccount({ data_scope }),
          42200,
          'admin.placeBeyond',
          'data_scope',
        );
      await f.refused(
        me.token,
        'admin',
        f.newAccount({ organization_id: f.orgB, department_id: null }),
        42200,
        'admin.placeBeyond',
        'organization_id',
      );
      await f.refused(
        me.token,
        'admin',
        f.newAccount({ organization_id: null, department_id: f.deptB }),
        42200,
        'admin.placeBeyond',
        'department_id',
      );
      const deptAdmin = await createAdminWith(f.t.app, managerApis, {
        passwordHash: 'x',
        data_scope: 'department',
        organization_id: f.orgA,
        department_id: f.deptA2,
      });
      await f.refused(
        deptAdmin.token,
        'admin',
        f.newAccount({ department_id: f.deptA }),
        42200,
        'admin.placeBeyond',
        'department_id',
      );
      await f.refused(
        deptAdmin.token,
        'admin',
        f.newAccount({ data_scope: 'organization', department_id: f.deptA2 }),
        42200,
        'admin.placeBeyond',
        'data_scope',
      );
    });

    it('no admin widens its own account: an AdminEdit holder with scope own cannot make itself "all"', async () => {
      const me = await f.inUnitA(['AdminList', 'AdminEdit'], 'own');
      for (const data_scope of ['all', 'area', 'organization', 'department'])
        await f.refused(
          me.token,
          `admin/${me.id}`,
          await f.adminBody(me.id, { data_scope }),
          42200,
          'admin.placeBeyond',
          'data_scope',
        );
      await f.refused(
        me.token,
        `admin/${me.id}`,
        await f.adminBody(me.id, { organization_id: f.orgB, department_id: f.deptB }),
        42200,
        'admin.placeBeyond',
        'organization_id',
      );
      const manager = await f.inUnitA(managerApis, 'organization');
      await f.refused(
        manager.token,
        `admin/${manager.id}`,
        await f.adminBody(manager.id, { data_scope: 'all' }),
        42200,
        'admin.placeBeyond',
        'data_scope',
      );
      await f.refused(
        manager.token,
        `admin/${manager.id}`,
        await f.adminBody(manager.id, { organization_id: f.orgB, department_id: null }),
        42200,
        'admin.placeBeyond',
        'organization_id',
      );
    });
  });

  describe('the super admin and admins above the caller', () => {
    it('an AdminEdit holder (scope own) cannot reset a super admin’s password and sign in as it', async () => {
      const me = await f.inUnitA(['AdminList', 'AdminEdit'], 'own');
      const stolen = 'Stolen12345pass';
      await f.refused(
        me.token,
        `admin/${f.superId}`,
        await f.adminBody(f.superId, { password: stolen }),
        40300,
        'admin.superOnly',
      );
      const login = await passwordLogin(f.t.app, { username: 'admin', password: stolen });
      expect(login.statusCode).not.toBe(200);
      const still = await passwordLogin(f.t.app, { username: 'admin', password: ADMIN_PASSWORD });
      expect(still.statusCode, still.body).toBe(200);
    });

    it('only a super admin edits, forbids, demotes or deletes a super admin', async () => {
      const all = await createAdminWith(f.t.app, () => true, { passwordHash: 'x' });
      const body = await f.adminBody(f.superId);
      await f.refused(
        all.token,
        `admin/${f.superId}`,
        { ...body, password: 'Stolen12345pass' },
        40300,
        'admin.superOnly',
      );
      await f.refused(all.token, `admin/${f.superId}`, { ...body, state: 0 }, 40300, 'admin.superOnly');
      await f.refused(
        all.token,
        `admin/${f.superId}`,
        { ...body, role_ids: [f.editorRole] },
        40300,
        'admin.superOnly',
      );
      await f.refused(
        all.token,
        `admin/${f.superId}`,
        { ...body, nickname: 'Pwned' },
        40300,
        'admin.superOnly',
      );
      await f.refused(all.token, `admin/destroy/${f.superId}`, {}, 40300, 'admin.superOnly');
      const clerk = await f.inUnitA(['GoodList'], 'own');
      await f.refused(all.token, 'admin/destroy/0', { ids: [clerk.id, f.superId] }, 40300, 'admin.superOnly');
    });

    it('an admin holding more, or reaching further, than the caller is out of its reach', async () => {
      const me = await f.inUnitA(['AdminList', 'AdminEdit', 'AdminDestroy', 'GoodList'], 'organization');
      const above = await f.inUnitA(['GoodList', 'AdminCreate'], 'own');
      await f.refused(
        me.token,
        `admin/${above.id}`,
        await f.adminBody(above.id, { password: 'Stolen12345pass' }),
        40300,
        'admin.beyondCaller',
      );
      await f.refused(me.token, `admin/destroy/${above.id}`, {}, 40300, 'admin.beyondCaller');
      const elsewhere = await createAdminWith(f.t.app, ['GoodList'], {
        passwordHash: 'x',
        data_scope: 'own',
        organization_id: f.orgB,
        department_id: f.deptB,
      });
      await f.refused(
        me.token,
        `admin/${elsewhere.id}`,
        await f.adminBody(elsewhere.id, { state: 0 }),
        40300,
        'admin.beyondCaller',
      );
      const wider = await f.inUnitA(['GoodList'], 'all');
      await f.refused(
        me.token,
        `admin/${wider.id}`,
        await f.adminBody(wider.id, { password: 'Stolen12345pass' }),
        40300,
        'admin.beyondCaller',
      );
      await f.refused(me.token, 'admin/destroy/0', { ids: [wider.id] }, 40300, 'admin.beyondCaller');
    });

    it('an account with scope own is in reach only of a caller seeing its whole organization', async () => {
      const x = await f.inUnitA(['AdminList', 'AdminEdit', 'AdminDestroy', 'GoodList'], 'own');
      const y = await f.inUnitA(['GoodList'], 'own');
      // Setting Y's password would let X sign in as Y and see the records Y created.
      await f.refused(
        x.token,
        `admin/${y.id}`,
        await f.adminBody(y.id, { password: 'Takeover12345' }),
        40300,
        'admin.beyondCaller',
      );
      await f.refused(x.token, `admin/destroy/${y.id}`, {}, 40300, 'admin.beyondCaller');
      // A department caller misses the records Y made without a department.
      const deptAdmin = await f.inUnitA(['AdminList', 'AdminEdit', 'GoodList'], 'department');
      await f.refused(
        deptAdmin.token,
        `admin/${y.id}`,
        await f.adminBody(y.id, { password: 'Takeover12345' }),
        40300,
        'admin.beyondCaller',
      );
      // An own account without an organization may hold records anywhere: only scope all covers them.
      const manager = await f.inUnitA(['AdminList', 'AdminEdit', 'GoodList'], 'organization');
      const loose = await createAdminWith(f.t.app, ['GoodList'], { passwordHash: 'x', data_scope: 'own' });
      await f.refused(
        manager.token,
        `admin/${loose.id}`,
        await f.adminBody(loose.id, { password: 'Takeover12345' }),
        40300,
        'admin.beyondCaller',
      );
      // Its organization's manager still resets Y's password, and X still edits itself.
      await f.accepted(manager.token, `admin/${y.id}`, await f.adminBody(y.id, { password: 'Changed12345' }));
      await f.accepted(x.token, `admin/${x.id}`, await f.adminBody(x.id, { nickname: 'Me' }));
    });
  });
});
