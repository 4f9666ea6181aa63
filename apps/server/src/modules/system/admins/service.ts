import type { adminInputSchema } from '@bo/contract';
import { SUPER_ROLE } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { hashPassword } from '../../../lib/crypto.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { revokeAdminSessions } from '../../../security/sessions.js';
import {
  adminsOutOfReach,
  beyondReach,
  type Delegator,
  includesSuperRole,
  loadDelegator,
  namesOf,
  permissionsBeyond,
  placeBeyond,
  rolePermissionIds,
} from '../../auth/index.js';
import { ADMIN_SUBJECT } from './audit.js';

type Input = z.output<typeof adminInputSchema>;

/** Checks references and uniqueness shared by create and edit; throws 42200 on the field. */
async function checkInput(trx: Trx, input: Input, id?: number): Promise<void> {
  const taken = await trx
    .selectFrom('admins')
    .select('id')
    .where('username', '=', input.account)
    .$if(id !== undefined, (q) => q.where('id', '!=', id ?? 0))
    .executeTakeFirst();
  if (taken) throw invalid({ account: 'validation.exists' });
  const roles = await trx.selectFrom('roles').select('id').where('id', 'in', input.role_ids).execute();
  if (roles.length !== new Set(input.role_ids).size) throw invalid({ role_ids: 'admin.roleMissing' });
  if (input.organization_id) {
    const org = await trx
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', input.organization_id)
      .executeTakeFirst();
    if (!org) throw invalid({ organization_id: 'validation.format' });
  }
  if (input.department_id) {
    const dept = await trx
      .selectFrom('departments')
      .select('organization_id')
      .where('id', '=', input.department_id)
      .executeTakeFirst();
    if (!dept) throw invalid({ department_id: 'validation.format' });
    if (input.organization_id && dept.organization_id !== input.organization_id)
      throw invalid({ department_id: 'admin.departmentMismatch' });
  }
}

/** An account as it is: what an edit keeps when it sends the same values. */
interface Current {
  id: number;
  data_scope: string;
  organization_id: number | null;
  department_id: number | null;
  area_id: number | null;
}

/**
 * What the caller gives must be its own to give: roles whose every permission it holds (the super role
 * only from a super admin), and a data scope and place inside its own. 42200 on the field. `current`:
 * the account edited (none on create); its area anchor is kept, and the caller's own account may keep
 * its place as it is even where that lies outside its scope (it can only stay or narrow).
 */
async function checkGrant(trx: Trx, d: Delegator, input: Input, current: Current | null): Promise<void> {
  if (d.isSuper) return;
  if (await includesSuperRole(trx, input.role_ids)) throw invalid({ role_ids: 'admin.superRoleOnlySuper' });
  const beyond = permissionsBeyond(d, await rolePermissionIds(trx, input.role_ids));
  if (beyond.length > 0) throw invalid({ role_ids: 'admin.roleBeyond' }, { names: namesOf(beyond) });
  const place = {
    dataScope: input.data_scope,
    organizationId: input.organization_id ?? null,
    departmentId: input.department_id ?? null,
    areaId: current?.area_id ?? null,
  };
  const keptOwn =
    current !== null &&
    current.id === d.adminId &&
    place.dataScope === current.data_scope &&
    place.organizationId === current.organization_id &&
    place.departmentId === current.department_id;
  if (keptOwn) return;
  const field = await placeBeyond(trx, d, place);
  if (field) throw invalid({ [field]: 'admin.placeBeyond' });
}

/** 40300 unless every account of `ids` is in the caller's reach (see adminsOutOfReach). */
async function assertAdminsInReach(trx: Trx, d: Delegator, ids: number[]): Promise<void> {
  const why = await adminsOutOfReach(trx, d, ids);
  if (why) throw beyondReach(why);
}

async function setRoles(trx: Trx, adminId: number, roleIds: number[]): Promise<void> {
  await trx.deleteFrom('admin_roles').where('admin_id', '=', adminId).execute();
  await trx
    .insertInto('admin_roles')
    .values([...new Set(roleIds)].map((role_id) => ({ admin_id: adminId, role_id })))
    .execute();
}

/** Active admins holding the super role, other than `exceptId`. */
async function otherActiveSupers(trx: Trx, exceptIds: number[]): Promise<number> {
  const row = await trx
    .selectFrom('admin_roles')
    .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
    .innerJoin('admins', 'admins.id', 'admin_roles.admin_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roles.code', '=', SUPER_ROLE)
    .where('admins.state', '=', 1)
    .where('admins.id', 'not in', exceptIds.length ? exceptIds : [0])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function profile(input: Input) {
  return {
    username: input.account,
    nickname: input.nickname,
    avatar: input.avatar,
    email: input.email,
    cellphone: input.phone,
    rank: input.rank,
    code: input.code,
    introduction: input.introduction,
    organization_id: input.organization_id ?? null,
    department_id: input.department_id ?? null,
    data_scope: input.data_scope,
    state: input.state,
  };
}

export async function createAdmin(
  db: Db,
  callerId: number,
  input: Input,
  audit: AuditTrail,
): Promise<number> {
  if (!input.password) throw invalid({ password: 'validation.required' });
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await checkInput(trx, input);
    await checkGrant(trx, await loadDelegator(trx, callerId), input, null);
    const now = nowIso();
    const row = await trx
      .insertInto('admins')
      .values({
        ...profile(input),
        password_hash: passwordHash,
        area_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setRoles(trx, row.id, input.role_ids);
    await audit.created(trx, ADMIN_SUBJECT, row.id);
    return row.id;
  });
}

export async function updateAdmin(
  db: Db,
  callerId: number,
  id: number,
  input: Input,
  audit: AuditTrail,
): Promise<void> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const revoke = await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, ADMIN_SUBJECT, [id]);
    const current = found(
      await trx
        .selectFrom('admins')
        .select(['id', 'state', 'data_scope', 'organization_id', 'department_id', 'area_id'])
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    const caller = await loadDelegator(trx, callerId);
    await assertAdminsInReach(trx, caller, [id]);
    await checkInput(trx, input, id);
    await checkGrant(trx, caller, input, current);
    if (id === callerId) {
      const held = (
        await trx.selectFrom('admin_roles').select('role_id').where('admin_id', '=', id).execute()
      )
        .map((r) => r.role_id)
        .sort((a, b) => a - b);
      const wanted = [...new Set(input.role_ids)].sort((a, b) => a - b);
      if (held.join(',') !== wanted.join(',')) throw invalid({ role_ids: 'admin.selfDemote' });
      if (input.state !== 1) throw invalid({ state: 'admin.selfDemote' });
    }
    const staysSuper = input.state === 1 && (await includesSuperRole(trx, input.role_ids));
    if (!staysSuper && (await otherActiveSupers(trx, [id])) === 0) throw conflict('admin.lastSuper');
    await updateVersioned(trx, 'admins', id, input.version, {
      ...profile(input),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    });
    await setRoles(trx, id, input.role_ids);
    await change.done();
    return input.state === 0 || (passwordHash !== undefined && id !== callerId);
  });
  if (revoke) await revokeAdminSessions(db, id);
}

export async function destroyAdmins(
  db: Db,
  callerId: number,
  ids: number[],
  audit: AuditTrail,
): Promise<void> {
  if (ids.includes(callerId)) throw conflict('admin.selfDelete');
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, ADMIN_SUBJECT, ids);
    const rows = await trx.selectFrom('admins').select('id').where('id', 'in', ids).execute();
    if (rows.length !== new Set(ids).size) found(undefined);
    const caller = await loadDelegator(trx, callerId);
    await assertAdminsInReach(
      trx,
      caller,
      rows.map((r) => r.id),
    );
    if ((await otherActiveSupers(trx, ids)) === 0) throw conflict('admin.lastSuper');
    await trx.deleteFrom('admins').where('id', 'in', ids).execute();
    await change.done();
  });
}
