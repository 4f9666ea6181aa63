import { type DataScope, SUPER_ROLE } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { formInScope, scopeOf } from '../assets/index.js';

/**
 * The active administrators holding one of `apis` (the super role holds every one) whose data scope
 * covers form `formId`; `organizationIds`, when given, keeps those belonging to one of these units.
 * Scopes are checked one admin at a time by the same SQL the form lists use, so whoever is told about a
 * form is someone who can open it.
 */
export async function adminsForForm(
  db: Db,
  formId: number,
  apis: readonly string[],
  options: { except?: number; organizationIds?: readonly number[] } = {},
): Promise<number[]> {
  let candidates = db
    .selectFrom('admins')
    .select(['id', 'username', 'data_scope', 'organization_id', 'department_id', 'area_id'])
    .where('state', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('admin_roles as ar')
          .innerJoin('roles as r', 'r.id', 'ar.role_id')
          .select('ar.admin_id')
          .whereRef('ar.admin_id', '=', 'admins.id')
          .where((eb) =>
            eb.or([
              eb('r.code', '=', SUPER_ROLE),
              eb.exists(
                eb
                  .selectFrom('role_permissions as rp')
                  .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
                  .select('rp.role_id')
                  .whereRef('rp.role_id', '=', 'r.id')
                  .where('p.api', 'in', [...apis]),
              ),
            ]),
          ),
      ),
    );
  if (options.except !== undefined) candidates = candidates.where('id', '!=', options.except);
  if (options.organizationIds) {
    if (options.organizationIds.length === 0) return [];
    candidates = candidates.where('organization_id', 'in', [...options.organizationIds]);
  }
  const found: number[] = [];
  for (const admin of await candidates.orderBy('id').execute()) {
    const scope = await scopeOf(db, {
      adminId: admin.id,
      username: admin.username,
      dataScope: admin.data_scope as DataScope,
      organizationId: admin.organization_id,
      departmentId: admin.department_id,
      areaId: admin.area_id,
    });
    const seen = await db
      .selectFrom('asset_forms')
      .select('id')
      .where('id', '=', formId)
      .where(formInScope(scope))
      .executeTakeFirst();
    if (seen) found.push(admin.id);
  }
  return found;
}
