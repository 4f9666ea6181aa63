import type { DepartmentNode, departmentResource, organizationResource } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { beyondReach, type Delegator, loadDelegator, placeBeyond } from '../../auth/index.js';

type OrganizationInput = z.output<typeof organizationResource.input>;
type DepartmentInput = z.output<typeof departmentResource.input>;

/** Departments of the given organizations, nested by parent, sorted by `sort` then id. */
export async function departmentTrees(
  db: Db,
  organizationIds: number[],
): Promise<Map<number, DepartmentNode[]>> {
  const trees = new Map<number, DepartmentNode[]>(organizationIds.map((id) => [id, []]));
  if (organizationIds.length === 0) return trees;
  const rows = await db
    .selectFrom('departments as d')
    .select((eb) => [
      'd.id',
      'd.organization_id',
      'd.parent_id',
      'd.name',
      'd.sort',
      'd.version',
      eb
        .selectFrom('admins')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('admins.department_id', '=', 'd.id')
        .as('admins'),
    ])
    .where('d.organization_id', 'in', organizationIds)
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  const nodes = new Map<number, DepartmentNode>(
    rows.map((r) => [r.id, { ...r, admins: Number(r.admins ?? 0), children: [] }]),
  );
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else trees.get(node.organization_id)?.push(node);
  }
  return trees;
}

async function checkArea(trx: Trx, areaId: number | null | undefined): Promise<void> {
  if (!areaId) return;
  const area = await trx.selectFrom('areas').select('id').where('id', '=', areaId).executeTakeFirst();
  if (!area) throw invalid({ area_id: 'organization.areaMissing' });
}

/**
 * Whether a unit lies inside the caller's data scope. Moving a unit into it would widen what the caller
 * sees (an area admin taking in another area's organization, a department admin hanging another
 * department under its own), so only units already inside are changed, and only to places inside.
 */
const unitInside = async (trx: Trx, d: Delegator, organizationId: number, departmentId: number | null) =>
  (await placeBeyond(trx, d, { dataScope: 'own', organizationId, departmentId, areaId: null })) === null;

/**
 * An organization's area anchors every area scope (an area admin's own included, through its
 * organization), so only a caller seeing all data moves one between areas; any other places a new one in
 * its own area (or none): elsewhere it would make units it cannot see. 42200 on `area_id`.
 */
function checkAreaInside(d: Delegator, areaId: number | null, current?: { area_id: number | null }): void {
  if (d.isSuper || d.scope.kind === 'all') return;
  if (current) {
    if (areaId !== current.area_id) throw invalid({ area_id: 'organization.areaFixed' });
  } else if (areaId !== null && areaId !== d.scope.areaId) {
    throw invalid({ area_id: 'organization.areaBeyond' });
  }
}

export async function createOrganization(
  db: Db,
  callerId: number,
  input: OrganizationInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkArea(trx, input.area_id);
    checkAreaInside(await loadDelegator(trx, callerId), input.area_id ?? null);
    const now = nowIso();
    const row = await trx
      .insertInto('organizations')
      .values({ name: input.name, area_id: input.area_id ?? null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateOrganization(
  db: Db,
  callerId: number,
  id: number,
  input: OrganizationInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = found(
      await trx.selectFrom('organizations').select('area_id').where('id', '=', id).executeTakeFirst(),
    );
    const caller = await loadDelegator(trx, callerId);
    if (!(await unitInside(trx, caller, id, null))) throw beyondReach('organization.beyondCaller');
    await checkArea(trx, input.area_id);
    checkAreaInside(caller, input.area_id ?? null, current);
    await updateVersioned(trx, 'organizations', id, input.version, {
      name: input.name,
      area_id: input.area_id ?? null,
    });
  });
}

export async function destroyOrganizations(db: Db, callerId: number, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('organizations').select('id').where('id', 'in', ids).execute();
    if (rows.length !== ids.length) found(undefined);
    const caller = await loadDelegator(trx, callerId);
    for (const row of rows)
      if (!(await unitInside(trx, caller, row.id, null))) throw beyondReach('organization.beyondCaller');
    const department = await trx
      .selectFrom('departments')
      .select('id')
      .where('organization_id', 'in', ids)
      .executeTakeFirst();
    if (department) throw conflict('organization.hasDepartments');
    const admin = await trx
      .selectFrom('admins')
      .select('id')
      .where('organization_id', 'in', ids)
      .executeTakeFirst();
    if (admin) throw conflict('organization.hasAdmins');
    await trx.deleteFrom('organizations').where('id', 'in', ids).execute();
  });
}

/** Checks the parent: same organization, exists, and (when moving) not the department itself or below it. */
async function checkParent(trx: Trx, input: DepartmentInput, id?: number): Promise<void> {
  const organization = await trx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', input.organization_id)
    .executeTakeFirst();
  if (!organization) throw invalid({ organization_id: 'organization.missing' });
  if (!input.parent_id) return;
  const all = await trx
    .selectFrom('departments')
    .select(['id', 'parent_id', 'organization_id'])
    .where('organization_id', '=', input.organization_id)
    .execute();
  const parentOf = new Map(all.map((d) => [d.id, d.parent_id]));
  if (!parentOf.has(input.parent_id)) throw invalid({ parent_id: 'department.parentMissing' });
  for (let at: number | null | undefined = input.parent_id; at; at = parentOf.get(at)) {
    if (at === id) throw invalid({ parent_id: 'department.selfParent' });
  }
}

/** 42200 when the department's organization or new parent lies outside the caller's data scope. */
async function checkPlaceInside(trx: Trx, d: Delegator, input: DepartmentInput): Promise<void> {
  if (!(await unitInside(trx, d, input.organization_id, null)))
    throw invalid({ organization_id: 'department.placeBeyond' });
  if (input.parent_id && !(await unitInside(trx, d, input.organization_id, input.parent_id)))
    throw invalid({ parent_id: 'department.placeBeyond' });
}

export async function createDepartment(db: Db, callerId: number, input: DepartmentInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkParent(trx, input);
    await checkPlaceInside(trx, await loadDelegator(trx, callerId), input);
    const now = nowIso();
    const row = await trx
      .insertInto('departments')
      .values({
        organization_id: input.organization_id,
        parent_id: input.parent_id ?? null,
        name: input.name,
        sort: input.sort,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Edits or moves a department; its children move with it (they keep pointing at it). */
export async function updateDepartment(
  db: Db,
  callerId: number,
  id: number,
  input: DepartmentInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = found(
      await trx.selectFrom('departments').select('organization_id').where('id', '=', id).executeTakeFirst(),
    );
    if (current.organization_id !== input.organization_id) {
      throw invalid({ organization_id: 'department.organizationFixed' });
    }
    const caller = await loadDelegator(trx, callerId);
    if (!(await unitInside(trx, caller, current.organization_id, id)))
      throw beyondReach('department.beyondCaller');
    await checkParent(trx, input, id);
    await checkPlaceInside(trx, caller, input);
    await updateVersioned(trx, 'departments', id, input.version, {
      parent_id: input.parent_id ?? null,
      name: input.name,
      sort: input.sort,
    });
  });
}

export async function destroyDepartments(db: Db, callerId: number, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('departments')
      .select(['id', 'organization_id'])
      .where('id', 'in', ids)
      .execute();
    if (rows.length !== ids.length) found(undefined);
    const caller = await loadDelegator(trx, callerId);
    for (const row of rows)
      if (!(await unitInside(trx, caller, row.organization_id, row.id)))
        throw beyondReach('department.beyondCaller');
    const child = await trx
      .selectFrom('departments')
      .select('id')
      .where('parent_id', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (child) throw conflict('department.hasChildren');
    const admin = await trx
      .selectFrom('admins')
      .select('id')
      .where('department_id', 'in', ids)
      .executeTakeFirst();
    if (admin) throw conflict('department.hasAdmins');
    // Children first: a batch may hold a department and its sub-departments.
    await trx.updateTable('departments').set({ parent_id: null }).where('id', 'in', ids).execute();
    await trx.deleteFrom('departments').where('id', 'in', ids).execute();
  });
}
