import type { AdminRow } from '@bo/contract';
import type { Db } from '../../../db/database.js';

/** Admins with their organization and department names, as the list and detail present them. */
export function adminsQuery(db: Db) {
  return db
    .selectFrom('admins')
    .leftJoin('organizations', 'organizations.id', 'admins.organization_id')
    .leftJoin('departments', 'departments.id', 'admins.department_id')
    .select([
      'admins.id',
      'admins.username as account',
      'admins.nickname',
      'admins.avatar',
      'admins.email',
      'admins.cellphone as phone',
      'admins.rank',
      'admins.code',
      'admins.introduction',
      'admins.organization_id',
      'organizations.name as organization_name',
      'admins.department_id',
      'departments.name as department_name',
      'admins.data_scope',
      'admins.state',
      'admins.last_login_at',
      'admins.created_at',
      'admins.version',
    ]);
}

type AdminBase = Omit<AdminRow, 'roles' | 'role_ids'>;

/** Adds each admin's roles with one query for the whole page. */
export async function withRoles(db: Db, admins: AdminBase[]): Promise<AdminRow[]> {
  const ids = admins.map((a) => a.id);
  const links = ids.length
    ? await db
        .selectFrom('admin_roles')
        .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
        .select(['admin_roles.admin_id', 'roles.id', 'roles.name', 'roles.code'])
        .where('admin_roles.admin_id', 'in', ids)
        .orderBy('roles.id')
        .execute()
    : [];
  return admins.map((admin) => {
    const roles = links
      .filter((l) => l.admin_id === admin.id)
      .map(({ id, name, code }) => ({ id, name, code }));
    return { ...admin, roles, role_ids: roles.map((r) => r.id) };
  });
}
