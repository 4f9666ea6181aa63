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
  /** A typed table, or a declared resource's (named at run time). */
  table: string,
  column: string,
  value: string,
  exceptId = 0,
): Promise<void> {
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)}
    where ${sql.ref(column)} = ${value} and id <> ${exceptId} limit 1`.execute(trx);
  if (rows.length > 0) throw invalid({ [column]: 'validation.exists' });
}

/**
 * Checks the version an edit started from against the record's, for edits that write more than one
 * row and lock the record otherwise: 42200 without one, 40900 when someone else saved first.
 */
export function expectVersion(expected: number | undefined, actual: number): void {
  if (expected === undefined) throw invalid({ version: 'validation.versionRequired' });
  if (expected !== actual) throw conflict();
}

/** Tables whose rows carry `id`, `version` and `updated_at`: every record a form edits. */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; version: unknown; updated_at: unknown }
    ? T
    : never;
}[keyof Database];

/**
 * The optimistic-lock edit, the one way every form's save is written: writes `values` to row `id` only
 * while its version is still `expected` (the one the form was opened with) and adds one to the version;
 * 40400 when the row is gone, 40900 when someone else saved first. An edit must say which version it
 * started from: without one (42200) a save would silently overwrite what it never saw.
 */
export async function updateVersioned<T extends VersionedTable>(
  trx: Trx,
  table: T,
  id: number,
  expected: number | undefined,
  values: Updateable<Database[T]>,
): Promise<void> {
  if (expected === undefined) throw invalid({ version: 'validation.versionRequired' });
  // Kysely cannot type a query over a union of tables; the generic signature above keeps callers typed.
  const t = table as VersionedTable as 'brands';
  const result = await trx
    .updateTable(t)
    .set({
      ...(values as Updateable<Database['brands']>),
      updated_at: nowIso(),
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  await assertUpdated(result, () => trx.selectFrom(t).select('id').where('id', '=', id).executeTakeFirst());
}
