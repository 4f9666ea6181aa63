import { sql, type Updateable } from 'kysely';
import type { Trx } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { nowIso } from './time.js';

/** The row or 40400. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}

/**
 * After an optimistic-lock edit (`where id = ? and version = ?`, `version = version + 1`): nothing
 * updated means the record is gone (40400) or was changed by someone else meanwhile (40900).
 */
export async function assertUpdated(
  result: { numUpdatedRows: bigint },
  exists: () => Promise<unknown>,
): Promise<void> {
  if (result.numUpdatedRows > 0n) return;
  if (!(await exists())) throw notFound();
  throw conflict();
}

/** The ids a `destroy/{id}` addresses: the path id, or the body's `ids` for the batch id `0`. */
export function targetIds(id: number, body: { ids?: number[] | undefined } | null | undefined): number[] {
  if (id !== 0) return [id];
  const ids = [...new Set(body?.ids ?? [])];
  if (ids.length === 0) throw invalid({ ids: 'validation.required' });
  return ids;
}

/**
 * 42200 "{{attribute}} already exists" on `column` when another row of `table` holds `value`
 * (`exceptId`: the row being edited).
 */
export async function assertUnique(
  trx: Trx,
  table: keyof Database & string,
  column: string,
  value: string,
  exceptId = 0,
): Promise<void> {
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)}
    where ${sql.ref(column)} = ${value} and id <> ${exceptId} limit 1`.execute(trx);
  if (rows.length > 0) throw invalid({ [column]: 'validation.exists' });
}

/** Tables whose rows carry `id`, `version` and `updated_at`. */
type VersionedTable =
  | 'brands'
  | 'specification_groups'
  | 'specifications'
  | 'banners'
  | 'categories'
  | 'dhls'
  | 'freights'
  | 'members'
  | 'storage_locations';

/**
 * The optimistic-lock edit, so two administrators never overwrite each other unseen: writes `values` to row
 * `id` only while its version is still `expected` (the one the form started from), bumping the version; 40400
 * when the row is gone, 40900 when someone else saved first.
 */
export async function updateVersioned<T extends VersionedTable>(
  trx: Trx,
  table: T,
  id: number,
  expected: number | undefined,
  values: Updateable<Database[T]>,
): Promise<void> {
  // Kysely cannot type a query over a union of tables; the generic signature above keeps callers typed.
  const t = table as VersionedTable as 'brands';
  const current = found(await trx.selectFrom(t).select('version').where('id', '=', id).executeTakeFirst());
  const result = await trx
    .updateTable(t)
    .set({
      ...(values as Updateable<Database['brands']>),
      updated_at: nowIso(),
      version: current.version + 1,
    })
    .where('id', '=', id)
    .where('version', '=', expected ?? current.version)
    .executeTakeFirst();
  await assertUpdated(result, async () => true);
}
