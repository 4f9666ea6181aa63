import { type DataScope, type EffectiveAccess, type Lang, SUPER_ROLE, translate } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { found } from '../../../lib/records.js';
import { describeHeld, loadAccess } from '../../../security/access.js';
import type { AuthContext } from '../../../types.js';
import { type Scope, scopeOf, scopeOfAdmin } from '../../assets/index.js';
import { beyondReach } from '../../auth/index.js';

/** Where an account lies, as a record would: its unit (its department's when it names none) and area. */
interface Placement {
  id: number;
  organizationId: number | null;
  areaId: number | null;
  departmentId: number | null;
}

async function placementOf(db: Db, id: number): Promise<Placement & { dataScope: DataScope }> {
  const row = found(
    await db
      .selectFrom('admins')
      .leftJoin('departments', 'departments.id', 'admins.department_id')
      .leftJoin('organizations', (join) =>
        join.on((eb) =>
          eb(
            'organizations.id',
            '=',
            eb.fn.coalesce('admins.organization_id', 'departments.organization_id'),
          ),
        ),
      )
      .select([
        'admins.id',
        'admins.data_scope',
        'admins.department_id',
        'admins.area_id',
        'organizations.id as organization_id',
        'organizations.area_id as organization_area_id',
      ])
      .where('admins.id', '=', id)
      .executeTakeFirst(),
  );
  return {
    id: row.id,
    dataScope: row.data_scope,
    organizationId: row.organization_id,
    areaId: row.organization_area_id ?? row.area_id,
    departmentId: row.department_id,
  };
}

/**
 * Whether an account lies in the caller's data scope, by the rule records follow (assets/scope.ts): the
 * caller's area, organization or departments hold it; an `own` scope sees only itself. An account placed
 * nowhere is seen by scope `all` only, as a record without a unit is.
 */
function accountInScope(scope: Scope, target: Placement): boolean {
  if (target.id === scope.adminId) return true;
  switch (scope.kind) {
    case 'all':
      return true;
    case 'area':
      return scope.areaId !== null && target.areaId === scope.areaId;
    case 'organization':
      return scope.organizationId !== null && target.organizationId === scope.organizationId;
    case 'department':
      return target.departmentId !== null && scope.departmentIds.includes(target.departmentId);
    case 'own':
      return false;
  }
}

/**
 * An account's data scope in words, naming what it is anchored to; a scope whose anchor is unset sees
 * nothing (assets/scope.ts), and says so. The scope is the account's column whatever its roles: the super
 * role widens what it may do, not which records it sees.
 */
async function scopeText(db: Db, scope: Scope, lang: Lang): Promise<string> {
  const named = async (table: 'areas' | 'organizations' | 'departments', id: number | undefined | null) =>
    id == null
      ? undefined
      : (await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst())?.name;
  switch (scope.kind) {
    case 'all':
      return translate(lang, 'admin.scope.all');
    case 'own':
      return translate(lang, 'admin.scope.own');
    case 'area': {
      const name = await named('areas', scope.areaId);
      return name === undefined
        ? translate(lang, 'admin.scope.areaNone')
        : translate(lang, 'admin.scope.area', { name });
    }
    case 'organization': {
      const name = await named('organizations', scope.organizationId);
      return name === undefined
        ? translate(lang, 'admin.scope.organizationNone')
        : translate(lang, 'admin.scope.organization', { name });
    }
    case 'department': {
      // scopeOf lists the account's own department first, then those below it.
      const name = await named('departments', scope.departmentIds[0]);
      return name === undefined
        ? translate(lang, 'admin.scope.departmentNone')
        : translate(lang, 'admin.scope.department', { name });
    }
  }
}

/**
 * `GET admin/effective/{id}`: the union of an account's roles (as the guard counts them) and its data
 * scope in words. A caller that is no super admin sees only accounts in its own data scope (40300
 * `admin.beyondScope` otherwise).
 */
export async function adminEffective(
  db: Db,
  auth: AuthContext,
  id: number,
  lang: Lang,
): Promise<EffectiveAccess> {
  const target = await placementOf(db, id);
  if (!auth.roles.includes(SUPER_ROLE) && !accountInScope(await scopeOf(db, auth), target))
    throw beyondReach('admin.beyondScope');
  return {
    ...describeHeld((await loadAccess(db, id)).permissions),
    data_scope: target.dataScope,
    data_scope_text: await scopeText(db, await scopeOfAdmin(db, id), lang),
  };
}
