import { type EffectiveAccess, type RolePreview, type roleInputSchema, SUPER_ROLE } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { found } from '../../../lib/records.js';
import { describeHeld, permissionsOfRoles } from '../../../security/access.js';
import { checkRoleUpdate } from './service.js';

/** `GET manage/effective/{id}`: what a role lets its holders do. A role carries no data scope. */
export async function roleEffective(db: Db, id: number): Promise<EffectiveAccess> {
  const role = found(
    await db.selectFrom('roles').select(['id', 'code']).where('id', '=', id).executeTakeFirst(),
  );
  return { ...describeHeld(await permissionsOfRoles(db, [role])), data_scope: null, data_scope_text: null };
}

/** The api names of some permission rows (a heading without an api names nothing). */
async function apisOf(trx: Trx, ids: readonly number[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('permissions')
    .select('api')
    .where('id', 'in', [...ids])
    .where('api', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.api as string));
}

/**
 * The api names each of some roles holds in its own rows, in one query. A preview compares rows, so an
 * api of a disabled plug-in counts as the rows say (the role keeps it for when the plug-in comes back).
 */
async function apisByRole(trx: Trx, roleIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const byRole = new Map(roleIds.map((id) => [id, new Set<string>()]));
  if (roleIds.length === 0) return byRole;
  const rows = await trx
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id', 'permissions.api'])
    .where('role_permissions.role_id', 'in', [...roleIds])
    .where('permissions.api', 'is not', null)
    .execute();
  for (const row of rows) byRole.get(row.role_id)?.add(row.api as string);
  return byRole;
}

/**
 * Members of the role whose own permissions (the union of their roles) would change: those for which a
 * changed api is not also given by another of their roles. A super admin holds everything regardless.
 */
async function membersAffected(trx: Trx, roleId: number, changed: readonly string[]): Promise<number> {
  if (changed.length === 0) return 0;
  const members = (
    await trx.selectFrom('admin_roles').select('admin_id').where('role_id', '=', roleId).execute()
  ).map((m) => m.admin_id);
  if (members.length === 0) return 0;
  const others = await trx
    .selectFrom('admin_roles')
    .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
    .select(['admin_roles.admin_id', 'roles.id', 'roles.code'])
    .where('admin_roles.admin_id', 'in', members)
    .where('admin_roles.role_id', '!=', roleId)
    .execute();
  const grants = await apisByRole(trx, [...new Set(others.map((o) => o.id))]);
  return members.filter((admin) => {
    const roles = others.filter((o) => o.admin_id === admin);
    if (roles.some((r) => r.code === SUPER_ROLE)) return false;
    return changed.some((api) => !roles.some((r) => grants.get(r.id)?.has(api)));
  }).length;
}

/**
 * `POST manage/preview/{id}`: what saving this body would change, checked as the save checks it (so the
 * confirm step shows the refusal the save would get) and never written. The super role's permissions
 * never change.
 */
export async function previewRole(
  db: Db,
  callerId: number,
  id: number,
  input: z.output<typeof roleInputSchema>,
): Promise<RolePreview> {
  return db.transaction().execute(async (trx) => {
    const { isSuper, permissionIds } = await checkRoleUpdate(trx, callerId, id, input);
    if (isSuper) return { gains: [], losses: [], admins_affected: 0 };
    const before = (await apisByRole(trx, [id])).get(id) ?? new Set<string>();
    const after = await apisOf(trx, permissionIds);
    const gains = [...after].filter((api) => !before.has(api)).sort();
    const losses = [...before].filter((api) => !after.has(api)).sort();
    return { gains, losses, admins_affected: await membersAffected(trx, id, [...gains, ...losses]) };
  });
}
