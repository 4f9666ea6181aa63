import { type CategoryMove, categoryResource } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid, notFound } from '../../../http/errors.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof categoryResource.input>;

/** Parent and children of every category (categories are few: loaded whole). */
async function loadTree(trx: Trx) {
  const rows = await trx.selectFrom('categories').select(['id', 'pid', 'level']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number, number[]>();
  for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r.id]);
  const subtree = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap(subtree)];
  const depthBelow = (id: number): number =>
    Math.max(0, ...(children.get(id) ?? []).map((c) => 1 + depthBelow(c)));
  return { byId, subtree, depthBelow };
}

/**
 * The level a category gets under `pid` (1 at the top), checking that the parent exists, is not the
 * category itself or below it, and that the category with its subtree stays within three levels.
 */
async function levelUnder(trx: Trx, pid: number, id?: number): Promise<{ level: number; subtree: number[] }> {
  const tree = await loadTree(trx);
  let level = 1;
  if (pid !== 0) {
    const parent = tree.byId.get(pid);
    if (!parent) throw invalid({ pid: 'category.parentMissing' });
    level = parent.level + 1;
  }
  const subtree = id === undefined ? [] : tree.subtree(id);
  if (id !== undefined && subtree.includes(pid)) throw invalid({ pid: 'category.selfParent' });
  const below = id === undefined ? 0 : tree.depthBelow(id);
  if (level + below > categoryResource.tree.maxLevel) throw invalid({ pid: 'category.tooDeep' });
  return { level, subtree };
}

/** Moves a subtree's levels by `delta` after its root moved. */
async function shiftLevels(trx: Trx, subtree: number[], delta: number): Promise<void> {
  if (delta === 0 || subtree.length <= 1) return;
  await trx
    .updateTable('categories')
    .set((eb) => ({ level: eb('level', '+', delta) }))
    .where('id', 'in', subtree.slice(1))
    .execute();
}

async function setLinks(trx: Trx, id: number, input: Input): Promise<void> {
  if (input.specification_ids.length) {
    const found = await trx
      .selectFrom('specifications')
      .select('id')
      .where('id', 'in', input.specification_ids)
      .execute();
    if (found.length !== input.specification_ids.length)
      throw invalid({ specification_ids: 'category.specificationMissing' });
  }
  if (input.brand_ids.length) {
    const found = await trx.selectFrom('brands').select('id').where('id', 'in', input.brand_ids).execute();
    if (found.length !== input.brand_ids.length) throw invalid({ brand_ids: 'category.brandMissing' });
  }
  await trx.deleteFrom('category_specifications').where('category_id', '=', id).execute();
  await trx.deleteFrom('category_brands').where('category_id', '=', id).execute();
  if (input.specification_ids.length) {
    await trx
      .insertInto('category_specifications')
      .values(input.specification_ids.map((specification_id) => ({ category_id: id, specification_id })))
      .execute();
  }
  if (input.brand_ids.length) {
    await trx
      .insertInto('category_brands')
      .values(input.brand_ids.map((brand_id) => ({ category_id: id, brand_id })))
      .execute();
  }
}

const columns = (input: Input) => ({
  pid: input.pid,
  name: input.name,
  icon: input.icon,
  sort: input.sort,
  visible: input.visible,
  recommend: input.recommend,
});

export async function createCategory(db: Db, input: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { level } = await levelUnder(trx, input.pid);
    const now = nowIso();
    const row = await trx
      .insertInto('categories')
      .values({ ...columns(input), level, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setLinks(trx, row.id, input);
    return row.id;
  });
}

export async function updateCategory(db: Db, id: number, input: Input): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = found(
      await trx.selectFrom('categories').select('level').where('id', '=', id).executeTakeFirst(),
    );
    const { level, subtree } = await levelUnder(trx, input.pid, id);
    await updateVersioned(trx, 'categories', id, input.version, { ...columns(input), level });
    await shiftLevels(trx, subtree, level - current.level);
    await setLinks(trx, id, input);
  });
}

/** After a drag: `ids` become the children of `pid`, in this order. */
export async function moveCategories(db: Db, move: CategoryMove): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of move.ids.entries()) {
      const current = await trx
        .selectFrom('categories')
        .select(['level', 'pid'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound();
      const { level, subtree } = await levelUnder(trx, move.pid, id);
      await trx
        .updateTable('categories')
        .set((eb) => ({
          pid: move.pid,
          level,
          sort: index,
          updated_at: nowIso(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
      await shiftLevels(trx, subtree, level - current.level);
    }
  });
}

/** Only empty leaves go: a category with sub-categories or goods stays, with a message saying why. */
export async function destroyCategories(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const child = await trx
      .selectFrom('categories')
      .select('id')
      .where('pid', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (child) throw conflict('category.hasChildren');
    const goods = await trx
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(goods.n) > 0) throw conflict('category.hasGoods', { count: Number(goods.n) });
    await trx.deleteFrom('category_specifications').where('category_id', 'in', ids).execute();
    await trx.deleteFrom('category_brands').where('category_id', 'in', ids).execute();
    const result = await trx.deleteFrom('categories').where('id', 'in', ids).executeTakeFirst();
    if (Number(result.numDeletedRows) !== ids.length) throw notFound();
  });
}
