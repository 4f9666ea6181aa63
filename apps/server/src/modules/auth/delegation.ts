import { type DataScope, dataScopeWithin, ErrorCode, PERMISSION_REGISTRY, SUPER_ROLE } from '@bo/contract';
import type { FastifyRequest } from 'fastify';
import type { Trx } from '../../db/database.js';
import { AppError, unauthenticated } from '../../http/errors.js';
import { type Scope, scopeOfAdmin } from '../assets/index.js';

/**
 * What an administrator may hand on (delegation never exceeds the delegator, or an editor could make itself
 * super admin through a role or account it edits): the
 * permissions it holds, roles made of them, and a data scope and place inside its own. Roles, admins
 * and permissions all ask here, so the rule is stated once. A super admin is unrestricted.
 */
export interface Delegator {
  adminId: number;
  isSuper: boolean;
  roleIds: ReadonlySet<number>;
  /** Permission ids its roles hold (every one for the super role). */
  held: ReadonlySet<number>;
  scope: Scope;
  /** Its own organization and the one of its department: the only ones an `own` or `department` scope names. */
  homeOrganizations: ReadonlySet<number>;
  departmentId: number | null;
  /** The permission tree, to tell a heading from a permission that guards something. */
  permissions: ReadonlyMap<number, { pid: number; api: string | null; title: string }>;
}

/** Where an account reaches: its data scope and what the scope is anchored to. */
export interface Place {
  dataScope: DataScope;
  organizationId: number | null;
  departmentId: number | null;
  areaId: number | null;
}

/** The signed-in caller's id (routes are guarded, so there is one). */
export function callerId(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  return request.auth.adminId;
}

/** A refusal about whom or what the caller acts on (not about a field it sent). */
export const beyondReach = (key: string) => new AppError(ErrorCode.Forbidden, key);

/** Core group apis: menu headings that no route checks, granted with the pages under them. */
const HEADING_APIS = new Set(PERMISSION_REGISTRY.map((g) => g.api));

/** The caller as it is now, read inside the transaction that uses it (a role changed meanwhile counts). */
export async function loadDelegator(trx: Trx, adminId: number): Promise<Delegator> {
  const roles = await trx
    .selectFrom('admin_roles')
    .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
    .select(['roles.id', 'roles.code'])
    .where('admin_roles.admin_id', '=', adminId)
    .execute();
  const isSuper = roles.some((r) => r.code === SUPER_ROLE);
  const all = await trx.selectFrom('permissions').select(['id', 'pid', 'api', 'title']).execute();
  const held = isSuper
    ? all.map((p) => p.id)
    : (
        await trx
          .selectFrom('role_permissions')
          .select('permission_id')
          .where('role_id', 'in', roles.length ? roles.map((r) => r.id) : [0])
          .execute()
      ).map((r) => r.permission_id);
  const admin = await trx
    .selectFrom('admins')
    .leftJoin('departments', 'departments.id', 'admins.department_id')
    .select(['admins.organization_id', 'admins.department_id', 'departments.organization_id as dept_org'])
    .where('admins.id', '=', adminId)
    .executeTakeFirstOrThrow();
  return {
    adminId,
    isSuper,
    roleIds: new Set(roles.map((r) => r.id)),
    held: new Set(held),
    scope: await scopeOfAdmin(trx, adminId),
    homeOrganizations: new Set(
      [admin.organization_id, admin.dept_org].filter((id): id is number => id !== null),
    ),
    departmentId: admin.department_id,
    permissions: new Map(all.map((p) => [p.id, { pid: p.pid, api: p.api, title: p.title }])),
  };
}

/**
 * The permissions of `ids` the caller cannot grant, by name. A permission it does not hold passes only
 * as a heading (no api, or a core group) above one it holds in the same set: the tree adds headings to
 * every role anyway, and they guard nothing.
 */
export function permissionsBeyond(d: Delegator, ids: Iterable<number>): string[] {
  if (d.isSuper) return [];
  const set = new Set(ids);
  const above = new Set<number>();
  for (const id of set) {
    if (!d.held.has(id)) continue;
    for (let at = d.permissions.get(id)?.pid ?? 0; at && !above.has(at); at = d.permissions.get(at)?.pid ?? 0)
      above.add(at);
  }
  const heading = (id: number) => {
    const api = d.permissions.get(id)?.api ?? null;
    return api === null || HEADING_APIS.has(api);
  };
  return [...set]
    .filter((id) => !d.held.has(id) && !(heading(id) && above.has(id)))
    .map((id) => {
      const p = d.permissions.get(id);
      return p?.api ?? p?.title ?? String(id);
    });
}

/** A short list of names for a message (the first ten). */
export const namesOf = (names: string[]): string =>
  names.slice(0, 10).join(', ') + (names.length > 10 ? ', …' : '');

/** The permission ids of some roles (each role's own rows; the super role is handled apart). */
export async function rolePermissionIds(trx: Trx, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await trx
    .selectFrom('role_permissions')
    .select('permission_id')
    .where('role_id', 'in', roleIds)
    .execute();
  return rows.map((r) => r.permission_id);
}

/** Whether one of the roles is the super role. */
export async function includesSuperRole(trx: Trx, roleIds: number[]): Promise<boolean> {
  const row = await trx
    .selectFrom('roles')
    .select('id')
    .where('code', '=', SUPER_ROLE)
    .where('id', 'in', roleIds.length ? roleIds : [0])
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The field of `place` that reaches beyond the caller's own data scope, or null when it is inside:
 * a wider scope, or an organization / department the caller's scope does not cover. No organization
 * or department is the narrowest place (such a scope sees nothing, or only its own records).
 */
export async function placeBeyond(
  trx: Trx,
  d: Delegator,
  place: Place,
): Promise<'data_scope' | 'organization_id' | 'department_id' | null> {
  if (d.isSuper) return null;
  const own = d.scope;
  if (!dataScopeWithin(place.dataScope, own.kind)) return 'data_scope';
  if (own.kind === 'all') return null;
  const orgArea = async (id: number) =>
    (await trx.selectFrom('organizations').select('area_id').where('id', '=', id).executeTakeFirst())
      ?.area_id ?? null;
  const deptOrg =
    place.departmentId === null
      ? null
      : ((
          await trx
            .selectFrom('departments')
            .select('organization_id')
            .where('id', '=', place.departmentId)
            .executeTakeFirst()
        )?.organization_id ?? -1);
  const org = place.organizationId;
  switch (own.kind) {
    case 'area': {
      if (own.areaId === null)
        return org !== null ? 'organization_id' : deptOrg !== null ? 'department_id' : null;
      if (org !== null && (await orgArea(org)) !== own.areaId) return 'organization_id';
      if (deptOrg !== null && (await orgArea(deptOrg)) !== own.areaId) return 'department_id';
      if (place.dataScope === 'area' && place.areaId !== null && place.areaId !== own.areaId)
        return 'data_scope';
      return null;
    }
    case 'organization':
      if (org !== null && org !== own.organizationId) return 'organization_id';
      if (deptOrg !== null && deptOrg !== own.organizationId) return 'department_id';
      return null;
    case 'department':
      if (org !== null && !d.homeOrganizations.has(org)) return 'organization_id';
      if (place.departmentId !== null && !own.departmentIds.includes(place.departmentId))
        return 'department_id';
      return null;
    case 'own':
      if (org !== null && !d.homeOrganizations.has(org)) return 'organization_id';
      if (place.departmentId !== null && place.departmentId !== d.departmentId) return 'department_id';
      return null;
  }
}

/**
 * Whether the caller's data scope covers everything an account with scope `own` sees: the records it
 * created, which lie anywhere in its organization, with or without a department. Only a caller seeing
 * that whole organization does (`all`, or `area` / `organization` with the account's organization inside,
 * which placeBeyond checks); a `department` caller misses the records without a department, an `own`
 * caller sees only its own. An own account without an organization is covered only by `all`.
 */
async function ownRecordsCovered(trx: Trx, d: Delegator, place: Place): Promise<boolean> {
  if (place.dataScope !== 'own' || d.scope.kind === 'all') return true;
  if (d.scope.kind !== 'area' && d.scope.kind !== 'organization') return false;
  if (place.organizationId !== null) return true;
  if (place.departmentId === null) return false;
  const dept = await trx
    .selectFrom('departments')
    .select('organization_id')
    .where('id', '=', place.departmentId)
    .executeTakeFirst();
  return dept !== undefined;
}

/**
 * Why one of `ids` is out of the caller's reach, or null when all are in it. An account is in reach when
 * it is the caller itself, or it is no super admin (`admin.superOnly`), holds no permission the caller
 * lacks and sees nothing the caller cannot see (`admin.beyondCaller`): otherwise the caller could set its
 * password and sign in as it, or (through a role it holds) widen what it may do. Loads every account and
 * its roles at once, so a role with many members costs a few queries plus the place checks.
 */
export async function adminsOutOfReach(
  trx: Trx,
  d: Delegator,
  ids: number[],
): Promise<'admin.superOnly' | 'admin.beyondCaller' | null> {
  const others = [...new Set(ids)].filter((id) => id !== d.adminId);
  if (d.isSuper || others.length === 0) return null;
  const links = await trx
    .selectFrom('admin_roles')
    .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
    .select(['admin_roles.admin_id', 'admin_roles.role_id', 'roles.code'])
    .where('admin_roles.admin_id', 'in', others)
    .execute();
  if (links.some((l) => l.code === SUPER_ROLE)) return 'admin.superOnly';
  const grants = await trx
    .selectFrom('role_permissions')
    .select(['role_id', 'permission_id'])
    .where('role_id', 'in', links.length ? [...new Set(links.map((l) => l.role_id))] : [0])
    .execute();
  const targets = await trx
    .selectFrom('admins')
    .select(['id', 'data_scope', 'organization_id', 'department_id', 'area_id'])
    .where('id', 'in', others)
    .execute();
  for (const target of targets) {
    const roles = new Set(links.filter((l) => l.admin_id === target.id).map((l) => l.role_id));
    const held = grants.filter((g) => roles.has(g.role_id)).map((g) => g.permission_id);
    if (permissionsBeyond(d, held).length > 0) return 'admin.beyondCaller';
    const place: Place = {
      dataScope: target.data_scope as DataScope,
      organizationId: target.organization_id,
      departmentId: target.department_id,
      areaId: target.area_id,
    };
    if ((await placeBeyond(trx, d, place)) !== null) return 'admin.beyondCaller';
    if (!(await ownRecordsCovered(trx, d, place))) return 'admin.beyondCaller';
  }
  return null;
}
