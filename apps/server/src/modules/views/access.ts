import { PERMISSION_REGISTRY, SUPER_ROLE } from '@bo/contract';
import type { Db, Trx } from '../../db/database.js';
import { forbidden } from '../../http/errors.js';
import type { AuthContext } from '../../types.js';

/** Pages a view may belong to: the menu's pages (lists and details), never a hidden create/edit page. */
const VIEW_PAGES: ReadonlySet<string> = new Set(
  PERMISSION_REGISTRY.flatMap((g) => g.pages.filter((p) => !p.hidden).map((p) => p.api)),
);

/** A page the caller may open, else 40300: views never tell anything about pages beyond the caller's. */
export function assertPage(auth: AuthContext, page: string): void {
  if (!VIEW_PAGES.has(page) || !auth.permissions.has(page)) throw forbidden();
}

export const isSuper = (auth: AuthContext): boolean => auth.roles.includes(SUPER_ROLE);

/** The ids of the caller's roles: the views shared with one of them are the caller's to see. */
export async function roleIdsOf(db: Db | Trx, adminId: number): Promise<number[]> {
  const rows = await db.selectFrom('admin_roles').select('role_id').where('admin_id', '=', adminId).execute();
  return rows.map((r) => r.role_id);
}

/**
 * The roles the caller may share with: every role for one who may see the roles page, else the
 * caller's own (the only ones such a caller knows of).
 */
export async function shareableRoles(
  db: Db | Trx,
  auth: AuthContext,
): Promise<{ id: number; name: string }[]> {
  let query = db.selectFrom('roles').select(['id', 'name']).orderBy('id');
  if (!auth.permissions.has('ManageList')) {
    const own = await roleIdsOf(db, auth.adminId);
    query = query.where('id', 'in', own.length ? own : [-1]);
  }
  return query.execute();
}
