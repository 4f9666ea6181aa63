import type { DataScope } from '@bo/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../types.js';

/**
 * The caller's data scope (docs/security.md#terms) with what it is anchored to, resolved once per request.
 */
export interface Scope {
  kind: DataScope;
  adminId: number;
  name: string;
  organizationId: number | null;
  areaId: number | null;
  /** The admin's department and every department below it (scopes `department` and `own`). */
  departmentIds: number[];
}

/** Who acts: kept on history events and forms. */
export interface Operator {
  id: number | null;
  name: string;
}

export const operatorOf = (scope: Scope): Operator => ({ id: scope.adminId, name: scope.name });

/** The scope of an admin by id (for jobs, which run outside the request that started them). */
export async function scopeOfAdmin(db: Db, adminId: number): Promise<Scope> {
  const admin = await db
    .selectFrom('admins')
    .select(['username', 'data_scope', 'organization_id', 'department_id', 'area_id'])
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  return scopeOf(db, {
    adminId,
    username: admin.username,
    dataScope: admin.data_scope as DataScope,
    organizationId: admin.organization_id,
    departmentId: admin.department_id,
    areaId: admin.area_id,
  });
}

export async function scopeOf(
  db: Db,
  auth: Pick<
    AuthContext,
    'adminId' | 'username' | 'dataScope' | 'organizationId' | 'departmentId' | 'areaId'
  > | null,
): Promise<Scope> {
  if (!auth) throw new Error('scopeOf needs an authenticated request');
  const scope: Scope = {
    kind: auth.dataScope,
    adminId: auth.adminId,
    name: auth.username,
    organizationId: auth.organizationId,
    areaId: auth.areaId,
    departmentIds: [],
  };
  // `own` is narrower than `department`: what it registers keeps to the admin's departments as well.
  if ((auth.dataScope === 'department' || auth.dataScope === 'own') && auth.departmentId !== null) {
    const rows = await db.selectFrom('departments').select(['id', 'parent_id']).execute();
    const ids = [auth.departmentId];
    for (let i = 0; i < ids.length; i++) {
      ids.push(...rows.filter((r) => r.parent_id === ids[i]).map((r) => r.id));
    }
    scope.departmentIds = ids;
  }
  // An organization admin's area is its organization's, when the account names none itself.
  if (scope.areaId === null && scope.organizationId !== null) {
    const org = await db
      .selectFrom('organizations')
      .select('area_id')
      .where('id', '=', scope.organizationId)
      .executeTakeFirst();
    scope.areaId = org?.area_id ?? null;
  }
  return scope;
}

/**
 * Where the caller may register or move an asset to, one check for every path in (the form, the
 * import, edits): the organization inside its scope, and with scope `department` or `own` the
 * department among its own (no department at all stays allowed: the organization is checked).
 */
export function organizationInScope(scope: Scope, org: { id: number; area_id: number | null }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'area') return org.area_id !== null && org.area_id === scope.areaId;
  return org.id === scope.organizationId;
}

export function departmentInScope(scope: Scope, departmentId: number | null): boolean {
  if (departmentId === null || (scope.kind !== 'department' && scope.kind !== 'own')) return true;
  return scope.departmentIds.includes(departmentId);
}

const NOTHING = sql<SqlBool>`1 = 0`;
const EVERYTHING = sql<SqlBool>`1 = 1`;

/**
 * The rows of `table` inside the scope. `holder`: the column of a second organization that also
 * sees the row (the borrower of an asset, the receiving unit of a form).
 */
function inScope(scope: Scope, table: string, holder: string): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${table}.${name}`);
  switch (scope.kind) {
    case 'all':
      return EVERYTHING;
    case 'area':
      return scope.areaId === null ? NOTHING : sql<SqlBool>`${col('area_id')} = ${scope.areaId}`;
    case 'organization':
      return scope.organizationId === null
        ? NOTHING
        : sql<SqlBool>`(${col('organization_id')} = ${scope.organizationId} or ${col(holder)} = ${scope.organizationId})`;
    case 'department':
      return scope.departmentIds.length === 0
        ? NOTHING
        : sql<SqlBool>`${col('department_id')} in (${sql.join(scope.departmentIds)})`;
    case 'own':
      return sql<SqlBool>`${col('created_by')} = ${scope.adminId}`;
  }
}

/** Assets the caller may change: its scope's own (and borrowed) ones; public-warehouse ones only with scope all. */
export function assetWritable(scope: Scope, table = 'assets'): RawBuilder<SqlBool> {
  if (scope.kind === 'all') return EVERYTHING;
  return sql<SqlBool>`(${inScope(scope, table, 'holder_organization_id')} and ${sql.ref(`${table}.ownership`)} = 'self')`;
}

/** Assets the caller may see: those in scope, and the public warehouse, which is open to every unit. */
export function assetReadable(scope: Scope, table = 'assets'): RawBuilder<SqlBool> {
  if (scope.kind === 'all') return EVERYTHING;
  return sql<SqlBool>`(${inScope(scope, table, 'holder_organization_id')} or ${sql.ref(`${table}.ownership`)} = 'public')`;
}

/** Forms (and through them tasks) the caller may see and act on. */
export function formInScope(scope: Scope, table = 'asset_forms'): RawBuilder<SqlBool> {
  return inScope(scope, table, 'target_organization_id');
}
