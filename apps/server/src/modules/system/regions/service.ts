import { type RegionNode, type RegionRow, regionResource } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { declaredSubject } from '../../../lib/audit-subject.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { assertUnique, found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof regionResource.input>;

const MAX_LEVEL = regionResource.tree.maxLevel;

/** Regions under `parentId` (0 = provinces), each saying whether it has children. */
export async function regionChildren(db: Db, parentId: number): Promise<RegionNode[]> {
  const rows = await db
    .selectFrom('regions as r')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.code',
      'r.parent_id',
      eb
        .exists(eb.selectFrom('regions as c').select('c.id').whereRef('c.parent_id', '=', 'r.id'))
        .as('has_children'),
    ])
    .where('r.parent_id', '=', parentId)
    .orderBy('r.sort')
    .orderBy('r.code')
    .execute();
  return rows.map((r) => ({ ...r, has_children: Boolean(r.has_children) }));
}

/** The ancestors of a region, top first (at most three levels, so a short loop). */
async function ancestors(
  db: Db | Trx,
  parentId: number,
): Promise<{ id: number; name: string; level: number }[]> {
  const path: { id: number; name: string; level: number }[] = [];
  for (let at = parentId; at !== 0 && path.length <= MAX_LEVEL; ) {
    const row = await db
      .selectFrom('regions')
      .select(['id', 'name', 'level', 'parent_id'])
      .where('id', '=', at)
      .executeTakeFirst();
    if (!row) break;
    path.unshift({ id: row.id, name: row.name, level: row.level });
    at = row.parent_id;
  }
  return path;
}

export async function presentRegions(
  db: Db,
  rows: {
    id: number;
    name: string;
    code: string;
    parent_id: number;
    level: number;
    sort: number;
    version: number;
  }[],
): Promise<RegionRow[]> {
  const ids = rows.map((r) => r.id);
  const parents = ids.length
    ? new Set(
        (
          await db
            .selectFrom('regions')
            .select('parent_id')
            .where('parent_id', 'in', ids)
            .distinct()
            .execute()
        ).map((r) => r.parent_id),
      )
    : new Set<number>();
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      has_children: parents.has(r.id),
      path: (await ancestors(db, r.parent_id)).map(({ id, name }) => ({ id, name })),
    })),
  );
}

/** The level a region gets under `parentId`; refuses a missing parent, a cycle and a fourth level. */
async function levelUnder(trx: Trx, parentId: number, id?: number): Promise<number> {
  if (parentId === 0) return 1;
  const path = await ancestors(trx, parentId);
  if (path.length === 0 || path[path.length - 1]?.id !== parentId)
    throw invalid({ parent_id: 'region.parentMissing' });
  if (id !== undefined && path.some((p) => p.id === id)) throw invalid({ parent_id: 'region.selfParent' });
  const level = path.length + 1;
  const height = id === undefined ? 0 : await subtreeHeight(trx, id);
  if (level + height > MAX_LEVEL) throw invalid({ parent_id: 'region.tooDeep' });
  return level;
}

/** How many levels lie below a region (0 for a leaf). */
async function subtreeHeight(trx: Trx, id: number): Promise<number> {
  let frontier = [id];
  let height = 0;
  while (frontier.length > 0) {
    const next = await trx.selectFrom('regions').select('id').where('parent_id', 'in', frontier).execute();
    if (next.length === 0) break;
    height++;
    frontier = next.map((r) => r.id);
  }
  return height;
}

/** Regions as the admin log compares them: their declared fields. */
const REGION_SUBJECT = declaredSubject(regionResource);

export async function createRegion(db: Db, input: Input, audit: AuditTrail): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const level = await levelUnder(trx, input.parent_id);
    await assertUnique(trx, 'regions', 'code', input.code);
    const now = nowIso();
    const row = await trx
      .insertInto('regions')
      .values({
        parent_id: input.parent_id,
        name: input.name,
        code: input.code,
        level,
        sort: input.sort,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit.created(trx, REGION_SUBJECT, row.id);
    return row.id;
  });
}

/** Edits a region; moving it under another parent keeps its children and renumbers their levels. */
export async function updateRegion(db: Db, id: number, input: Input, audit: AuditTrail): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, REGION_SUBJECT, [id]);
    const current = found(
      await trx.selectFrom('regions').select('level').where('id', '=', id).executeTakeFirst(),
    );
    const level = await levelUnder(trx, input.parent_id, id);
    await assertUnique(trx, 'regions', 'code', input.code, id);
    await updateVersioned(trx, 'regions', id, input.version, {
      parent_id: input.parent_id,
      name: input.name,
      code: input.code,
      level,
      sort: input.sort,
    });
    const shift = level - current.level;
    if (shift !== 0) {
      let frontier = [id];
      while (frontier.length > 0) {
        const children = await trx
          .selectFrom('regions')
          .select(['id', 'level'])
          .where('parent_id', 'in', frontier)
          .execute();
        for (const child of children) {
          await trx
            .updateTable('regions')
            .set({ level: child.level + shift })
            .where('id', '=', child.id)
            .execute();
        }
        frontier = children.map((c) => c.id);
      }
    }
    await change.done();
  });
}

export async function destroyRegions(db: Db, ids: number[], audit: AuditTrail): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, REGION_SUBJECT, ids);
    const rows = await trx.selectFrom('regions').select('id').where('id', 'in', ids).execute();
    if (rows.length !== ids.length) found(undefined);
    const child = await trx
      .selectFrom('regions')
      .select('id')
      .where('parent_id', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (child) throw conflict('region.hasChildren');
    await trx.deleteFrom('regions').where('id', 'in', ids).execute();
    await change.done();
  });
}
