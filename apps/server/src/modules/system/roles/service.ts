import type { RoleRow, roleInputSchema } from '@bo/contract';
import { ErrorCode, SUPER_ROLE } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { AppError, conflict, invalid } from '../../../http/errors.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { assertUnique, found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import {
  adminsOutOfReach,
  beyondReach,
  type Delegator,
  loadDelegator,
  namesOf,
  permissionsBeyond,
  rolePermissionIds,
} from '../../auth/index.js';
import { ROLE_SUBJECT } from './audit.js';

type Input = z.output<typeof roleInputSchema>;

/** The chosen permissions plus their ancestors, so every chosen page shows under its group. */
async function withAncestors(trx: Trx, ids: number[]): Promise<number[]> {
  const all = await trx.selectFrom('permissions').select(['id', 'pid']).execute();
  const parent = new Map(all.map((p) => [p.id, p.pid]));
  const chosen = new Set<number>();
  for (const id of ids) {
    if (!parent.has(id)) throw invalid({ permission_ids: 'role.permissionMissing' });
    for (let at: number | undefined = id; at && !chosen.has(at); at = parent.get(at)) chosen.add(at);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** 42200 on `permission_ids` naming what the caller would grant without holding it. */
function assertGrantable(d: Delegator, ids: number[]): void {
  const beyond = permissionsBeyond(d, ids);
  if (beyond.length === 0) return;
  throw invalid({ permission_ids: 'role.grantBeyond' }, { names: namesOf(beyond) });
}

/**
 * A role the caller may change or delete: not the super role (super admins only), not one of its own
 * roles (it would grant itself), not one holding more than the caller (that is someone above it), and
 * not one held by an administrator out of the caller's reach (a change would change that account's rights).
 */
async function assertRoleInReach(trx: Trx, d: Delegator, role: { id: number; code: string }): Promise<void> {
  if (d.isSuper) return;
  if (role.code === SUPER_ROLE) throw beyondReach('role.superOnly');
  if (d.roleIds.has(role.id)) throw beyondReach('role.ownRole');
  if (permissionsBeyond(d, await rolePermissionIds(trx, [role.id])).length > 0)
    throw beyondReach('role.beyondCaller');
  const members = await trx
    .selectFrom('admin_roles')
    .select('admin_id')
    .where('role_id', '=', role.id)
    .execute();
  if (
    await adminsOutOfReach(
      trx,
      d,
      members.map((m) => m.admin_id),
    )
  )
    throw beyondReach('role.membersBeyond');
}

async function setPermissions(trx: Trx, roleId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .insertInto('role_permissions')
      .values(ids.slice(i, i + 500).map((permission_id) => ({ role_id: roleId, permission_id })))
      .execute();
  }
}

export async function createRole(db: Db, callerId: number, input: Input, audit: AuditTrail): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertUnique(trx, 'roles', 'code', input.code);
    const permissionIds = await withAncestors(trx, input.permission_ids);
    assertGrantable(await loadDelegator(trx, callerId), permissionIds);
    const now = nowIso();
    const row = await trx
      .insertInto('roles')
      .values({
        name: input.name,
        code: input.code,
        introduction: input.introduction,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setPermissions(trx, row.id, permissionIds);
    await audit.created(trx, ROLE_SUBJECT, row.id);
    return row.id;
  });
}

/**
 * The checks of a role edit, and the permission ids it would store (none for the super role, whose rows
 * are never edited): the save and its preview ask here, so a preview refuses what the save would.
 */
export async function checkRoleUpdate(
  trx: Trx,
  callerId: number,
  id: number,
  input: Input,
): Promise<{ isSuper: boolean; permissionIds: number[] }> {
  const current = found(
    await trx.selectFrom('roles').select(['id', 'code']).where('id', '=', id).executeTakeFirst(),
  );
  const caller = await loadDelegator(trx, callerId);
  await assertRoleInReach(trx, caller, current);
  const isSuper = current.code === SUPER_ROLE;
  if (isSuper && input.code !== SUPER_ROLE) throw invalid({ code: 'role.adminLocked' });
  await assertUnique(trx, 'roles', 'code', input.code, id);
  const permissionIds = isSuper ? [] : await withAncestors(trx, input.permission_ids);
  assertGrantable(caller, permissionIds);
  return { isSuper, permissionIds };
}

export async function updateRole(
  db: Db,
  callerId: number,
  id: number,
  input: Input,
  audit: AuditTrail,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, ROLE_SUBJECT, [id]);
    const { isSuper, permissionIds } = await checkRoleUpdate(trx, callerId, id, input);
    await updateVersioned(trx, 'roles', id, input.version, {
      name: input.name,
      code: input.code,
      introduction: input.introduction,
    });
    // The super role holds every permission implicitly (see loadAccess); its rows are never edited.
    if (!isSuper) await setPermissions(trx, id, permissionIds);
    await change.done();
  });
}

export async function destroyRoles(
  db: Db,
  callerId: number,
  ids: number[],
  audit: AuditTrail,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, ROLE_SUBJECT, ids);
    const roles = await trx.selectFrom('roles').select(['id', 'code']).where('id', 'in', ids).execute();
    if (roles.length !== ids.length) found(undefined);
    const caller = await loadDelegator(trx, callerId);
    for (const role of roles) await assertRoleInReach(trx, caller, role);
    if (roles.some((r) => r.code === SUPER_ROLE)) throw conflict('role.builtIn');
    const members = await trx
      .selectFrom('admin_roles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', 'in', ids)
      .executeTakeFirst();
    const count = Number(members?.n ?? 0);
    if (count > 0) throw new AppError(ErrorCode.Conflict, 'role.hasMembers', { count });
    await trx.deleteFrom('roles').where('id', 'in', ids).execute();
    await change.done();
  });
}

/** Adds permission ids and member counts to a page of roles (one query each, no N+1). */
export async function presentRoles(
  db: Db,
  roles: Omit<RoleRow, 'permission_ids' | 'members'>[],
): Promise<RoleRow[]> {
  const ids = roles.map((r) => r.id);
  if (ids.length === 0) return [];
  const [links, members, allIds] = await Promise.all([
    db
      .selectFrom('role_permissions')
      .select(['role_id', 'permission_id'])
      .where('role_id', 'in', ids)
      .execute(),
    db
      .selectFrom('admin_roles')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', ids)
      .groupBy('role_id')
      .execute(),
    roles.some((r) => r.code === SUPER_ROLE)
      ? db.selectFrom('permissions').select('id').orderBy('id').execute()
      : Promise.resolve([]),
  ]);
  return roles.map((role) => ({
    ...role,
    permission_ids:
      role.code === SUPER_ROLE
        ? allIds.map((p) => p.id)
        : links
            .filter((l) => l.role_id === role.id)
            .map((l) => l.permission_id)
            .sort((a, b) => a - b),
    members: Number(members.find((m) => m.role_id === role.id)?.n ?? 0),
  }));
}
