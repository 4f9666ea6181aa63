import {
  type Page,
  type PlaceNode,
  type PlaceRow,
  type placeListQuerySchema,
  placeResource,
} from '@bo/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import type { StorageLocationsTable } from '../../../db/schema.js';
import { conflict, invalid } from '../../../http/errors.js';
import { DbCache } from '../../../lib/db-cache.js';
import { assertUnique, found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { buildTree } from '../../../lib/tree.js';

type Input = z.output<typeof placeResource.input>;
type Stored = Selectable<StorageLocationsTable>;

/**
 * Every place with its path, children listed after their parents (places number in the thousands).
 * Outside a transaction it is cached until a write (10 s at most): asset lists show paths on every page.
 */
export function allPlaces(db: Db | Trx): Promise<readonly PlaceRow[]> {
  return db.isTransaction ? readPlaces(db) : placeCache.get(db, 0);
}

const placeCache = new DbCache<0, readonly PlaceRow[], Db>({ ttlMs: 10_000, max: 1 }, (db) => readPlaces(db));

async function readPlaces(db: Db | Trx): Promise<PlaceRow[]> {
  const rows = await db.selectFrom('storage_locations').selectAll().orderBy('sort').orderBy('id').execute();
  const byId = new Map<number, Stored>(rows.map((r) => [r.id, r]));
  const pathOf = (row: Stored): string => {
    const names = [row.name];
    let parent = byId.get(row.pid);
    for (let guard = 0; parent && guard < 10; guard++) {
      names.unshift(parent.name);
      parent = byId.get(parent.pid);
    }
    return names.join(' / ');
  };
  return rows.map((row) => ({ ...row, path: pathOf(row) }));
}

/** Each place's path ("Main warehouse / Zone A / Shelf 3"), for showing where assets are. */
export async function placePaths(db: Db | Trx): Promise<Map<number, string>> {
  return new Map((await allPlaces(db)).map((r) => [r.id, r.path]));
}

/** The place and everything inside it. */
export function subtreeIds(rows: readonly Pick<PlaceRow, 'id' | 'pid'>[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r.id]);
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i] as number) ?? []));
  return ids;
}

/** `GET storageLocationTree`: warehouses with their zones and shelves. */
export async function placeTree(db: Db): Promise<PlaceNode[]> {
  return buildTree(await allPlaces(db)) as PlaceNode[];
}

/** `GET storageLocationList`: paged, by keyword (name or code) and within a place. */
export async function listPlaces(
  db: Db,
  query: z.output<typeof placeListQuerySchema>,
): Promise<Page<PlaceRow>> {
  let rows = await allPlaces(db);
  if (query.pid) {
    const inside = new Set(subtreeIds(rows, query.pid));
    rows = rows.filter((r) => inside.has(r.id));
  }
  if (query.keyword) {
    const k = query.keyword.toLowerCase();
    rows = rows.filter((r) => r.name.toLowerCase().includes(k) || r.code.toLowerCase().includes(k));
  }
  const start = (query.page - 1) * query.limit;
  return {
    data: rows.slice(start, start + query.limit),
    total: rows.length,
    per_page: query.limit,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(rows.length / query.limit)),
  };
}

export async function placeDetail(db: Db, id: number): Promise<PlaceRow> {
  return found((await allPlaces(db)).find((r) => r.id === id));
}

/** The level a place gets under `pid`, or 42200 when it would go deeper than shelves. */
async function levelUnder(trx: Trx, pid: number, depthBelow = 0): Promise<number> {
  if (pid === 0) return 1;
  const parent = await trx
    .selectFrom('storage_locations')
    .select('level')
    .where('id', '=', pid)
    .executeTakeFirst();
  if (!parent) throw invalid({ pid: 'errors.notFound' });
  if (parent.level + 1 + depthBelow > placeResource.tree.maxLevel) throw invalid({ pid: 'place.tooDeep' });
  return parent.level + 1;
}

const columns = (input: Input) => ({
  name: input.name,
  code: input.code,
  pid: input.pid,
  capacity: input.capacity,
  remark: input.remark,
  sort: input.sort,
});

export async function createPlace(db: Db, input: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertUnique(trx, 'storage_locations', 'code', input.code);
    const level = await levelUnder(trx, input.pid);
    const now = nowIso();
    const row = await trx
      .insertInto('storage_locations')
      .values({ ...columns(input), level, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Edits a place; moving it takes its zones and shelves along, never under itself or too deep. */
export async function updatePlace(db: Db, id: number, input: Input): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertUnique(trx, 'storage_locations', 'code', input.code, id);
    const rows = await allPlaces(trx);
    const inside = subtreeIds(rows, id);
    if (inside.includes(input.pid)) throw invalid({ pid: 'place.cycle' });
    const levelOf = new Map(rows.map((r) => [r.id, r.level]));
    const own = levelOf.get(id) ?? 1;
    const depthBelow = Math.max(...inside.map((i) => (levelOf.get(i) ?? own) - own));
    const level = await levelUnder(trx, input.pid, depthBelow);
    await updateVersioned(trx, 'storage_locations', id, input.version, { ...columns(input), level });
    const shift = level - own;
    if (shift !== 0 && inside.length > 1) {
      for (const child of inside.slice(1)) {
        await trx
          .updateTable('storage_locations')
          .set({ level: (levelOf.get(child) ?? 1) + shift })
          .where('id', '=', child)
          .execute();
      }
    }
  });
}

/** Deletes empty places only: a place that still holds others says how many. All or none. */
export async function destroyPlaces(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      found(await trx.selectFrom('storage_locations').select('id').where('id', '=', id).executeTakeFirst());
      const inner = await trx
        .selectFrom('storage_locations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('pid', '=', id)
        .where('id', 'not in', ids)
        .executeTakeFirstOrThrow();
      if (Number(inner.n) > 0) throw conflict('place.hasChildren', { count: Number(inner.n) });
    }
    const held = await trx
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('storage_location_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(held.n) > 0) throw conflict('place.hasAssets', { count: Number(held.n) });
    await trx.deleteFrom('storage_locations').where('id', 'in', ids).execute();
  });
}
