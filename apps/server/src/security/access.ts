import { pagesOpenedBy, SUPER_ROLE } from '@bo/contract';
import type { Db } from '../db/database.js';
import { DbCache } from '../lib/db-cache.js';
import { disabledPluginApis } from './plugin-switches.js';

export interface Access {
  roles: string[];
  /** Api names the admin holds; the super role holds every permission in the table. */
  permissions: Set<string>;
}

/**
 * {@link loadAccess} kept for 5 s per admin: the guard needs it on every request, and the super role's
 * permissions are the whole table. A signed-in write drops it before it is responded to (lib/db-cache.ts).
 */
export const cachedAccess = new DbCache<number, Access, Db>({ ttlMs: 5_000, max: 1_000 }, loadAccess);

/**
 * Roles and permissions of an admin, read fresh so role changes apply without a restart; apis owned by a
 * disabled plug-in are left out.
 */
export async function loadAccess(db: Db, adminId: number): Promise<Access> {
  const roles = await db
    .selectFrom('admin_roles')
    .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
    .select(['roles.id', 'roles.code'])
    .where('admin_roles.admin_id', '=', adminId)
    .orderBy('roles.id')
    .execute();
  return { roles: roles.map((r) => r.code), permissions: await permissionsOfRoles(db, roles) };
}

/**
 * The api names some roles hold together, as the guard counts them: every permission for the super role,
 * none owned by a disabled plug-in. The one reading of "what roles allow" (the guard, effective access).
 */
export async function permissionsOfRoles(
  db: Db,
  roles: readonly { id: number; code: string }[],
): Promise<Set<string>> {
  const query = roles.some((r) => r.code === SUPER_ROLE)
    ? db.selectFrom('permissions').select('permissions.api')
    : db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.api')
        .where('role_permissions.role_id', 'in', roles.length ? roles.map((r) => r.id) : [-1]);
  const [rows, disabled] = await Promise.all([
    query.where('permissions.api', 'is not', null).execute(),
    disabledPluginApis(db),
  ]);
  return new Set(rows.map((r) => r.api as string).filter((api) => !disabled.has(api)));
}

/** Held apis as `GET manage|admin/effective/{id}` list them: sorted, with the registry pages they open. */
export function describeHeld(held: ReadonlySet<string>): { permissions: string[]; pages: string[] } {
  return { permissions: [...held].sort(), pages: pagesOpenedBy(held) };
}
