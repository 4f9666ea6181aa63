import { sql } from 'kysely';
import type { Trx } from '../db/database.js';

/**
 * Reserves `count` consecutive numbers of the counter `name` (created at 1) and returns the first.
 * One upsert, so concurrent callers on SQLite or PostgreSQL never get the same number.
 */
export async function reserveNumbers(trx: Trx, name: string, count = 1): Promise<number> {
  const row = await trx
    .insertInto('sequences')
    .values({ name, value: count })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql<number>`sequences.value + ${count}` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}
