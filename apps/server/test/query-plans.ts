import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { rawSqlite } from '../src/db/database.js';

/**
 * The plan of a compiled query as text: SQLite's `explain query plan`, or PostgreSQL's `explain` with
 * the plan kinds of `off` turned off for it (a test's few rows read fastest without an index: telling
 * PostgreSQL not to scan shows whether it can use one).
 */
export async function planOf(
  db: Db,
  query: { sql: string; parameters: readonly unknown[] },
  off: readonly string[] = ['enable_seqscan'],
): Promise<string> {
  const sqlite = rawSqlite(db);
  if (sqlite)
    return JSON.stringify(sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters));
  const rows = await db.transaction().execute(async (trx) => {
    for (const setting of off) await sql`set local ${sql.raw(setting)} = off`.execute(trx);
    return (await trx.executeQuery(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]))).rows;
  });
  return JSON.stringify(rows);
}
