import { type DataScope, ErrorCode, SUPER_ROLE, type UserInfo } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { DbCache } from '../../lib/db-cache.js';
import { disabledPluginApis } from '../../security/plugin-switches.js';
import { readPreferences } from './preferences.js';
import { buildRouteTree, type PermissionRow } from './route-tree.js';

/** Which roles hold which permission rows (cached until a write, like the guard's access). */
export interface PermissionGrants {
  rows: PermissionRow[];
  /** Role codes holding each row; the super role holds every row. */
  rolesById: Map<number, string[]>;
}

export const permissionGrants = new DbCache<0, PermissionGrants, Db>({ ttlMs: 5_000, max: 1 }, (db) =>
  loadPermissionGrants(db),
);

async function loadPermissionGrants(db: Db): Promise<PermissionGrants> {
  const [allRows, grants, disabled] = await Promise.all([
    db
      .selectFrom('permissions')
      .select(['id', 'pid', 'title', 'api', 'path', 'url', 'icon', 'sort', 'state'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select(['role_permissions.permission_id', 'roles.code'])
      .where('roles.code', '<>', SUPER_ROLE)
      .orderBy('roles.code')
      .execute(),
    disabledPluginApis(db),
  ]);
  // Pages and actions of a disabled plug-in vanish from menus, permissions and the directive's input.
  const rows = allRows.filter((r) => !r.api || !disabled.has(r.api));
  const rolesById = new Map<number, string[]>(rows.map((r) => [r.id, [SUPER_ROLE]]));
  for (const g of grants) rolesById.get(g.permission_id)?.push(g.code);
  return { rows, rolesById };
}

function heldIds(grants: PermissionGrants, roles: readonly string[]): Set<number> {
  if (roles.includes(SUPER_ROLE)) return new Set(grants.rows.map((r) => r.id));
  const mine = new Set(roles);
  const held = new Set<number>();
  for (const [id, codes] of grants.rolesById) if (codes.some((c) => mine.has(c))) held.add(id);
  return held;
}

/** `GET userInfo`: the signed-in user's profile, roles, permissions and route tree. */
export async function loadUserInfo(db: Db, adminId: number, roles: readonly string[]): Promise<UserInfo> {
  // A user without roles cannot finish loading user info: the web would have no page to show.
  if (roles.length === 0) throw new AppError(ErrorCode.Forbidden, 'auth.noRoles');
  const [admin, grants, preferences] = await Promise.all([
    db
      .selectFrom('admins')
      .leftJoin('organizations', 'organizations.id', 'admins.organization_id')
      .leftJoin('departments', 'departments.id', 'admins.department_id')
      .leftJoin('areas', (join) =>
        join.on((eb) => eb('areas.id', '=', eb.fn.coalesce('admins.area_id', 'organizations.area_id'))),
      )
      .select([
        'admins.id',
        'admins.username',
        'admins.nickname',
        'admins.cellphone',
        'admins.email',
        'admins.avatar',
        'admins.introduction',
        'admins.department_id',
        'admins.organization_id',
        'admins.data_scope',
        'organizations.name as organization_name',
        'departments.name as department_name',
        'areas.id as area_id',
        'areas.name as area_name',
      ])
      .where('admins.id', '=', adminId)
      .executeTakeFirstOrThrow(),
    permissionGrants.get(db, 0),
    readPreferences(db, adminId),
  ]);

  const held = heldIds(grants, roles);
  const jurisdiction: Record<string, string[]> = {};
  const permissions: string[] = [];
  for (const row of grants.rows) {
    if (!row.api) continue;
    jurisdiction[row.api] = [...(grants.rolesById.get(row.id) ?? [])].sort();
    if (held.has(row.id)) permissions.push(row.api);
  }

  return {
    id: admin.id,
    username: admin.username,
    nickname: admin.nickname,
    cellphone: admin.cellphone,
    email: admin.email,
    avatar: admin.avatar,
    roles: [...roles],
    introduction: admin.introduction,
    department_id: admin.department_id,
    organization_id: admin.organization_id,
    organization_name: admin.organization_name ?? '',
    department_name: admin.department_name ?? '',
    area_id: admin.area_id ?? null,
    area_name: admin.area_name ?? '',
    jurisdiction,
    permissions: permissions.sort(),
    data_scope: admin.data_scope as DataScope,
    asyncRouterMap: buildRouteTree({ rows: grants.rows, held, rolesById: grants.rolesById }),
    preferences,
  };
}
