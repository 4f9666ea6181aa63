import { type Compilable, Kysely, type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './database.js';

/** A statement to read: a query builder's (bound to its database) or raw SQL. */
type Readable<R> = Compilable<R> | RawBuilder<R>;

/**
 * The rows of `query`, read on PostgreSQL from what its indexes match (a bitmap of them, sorted after)
 * rather than by walking a table or an index in the query's order: sequential scans and ordered index
 * scans are off for its one statement. Given a LIMIT, PostgreSQL prefers the walk, betting that the rows
 * it wants are spread evenly; for a text found only in one stretch of the table (a part of an article
 * number, which holds the row's id) the walk checked every row before that stretch (goods at bench
 * scale: 100 000 rows, 160–230 ms), where reading the index's matches costs what they number. Inside a
 * caller's transaction the settings would outlive the statement, so there, and on SQLite, the query
 * runs as planned.
 */
export async function readFromIndexes<R>(db: QueryExecutorProvider, query: Readable<R>): Promise<R[]> {
  if (!(db instanceof Kysely) || db.isTransaction || !isPostgres(db)) return rowsOf(db, query);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
      trx,
    );
    return rowsOf(trx, query);
  });
}

async function rowsOf<R>(db: QueryExecutorProvider, query: Readable<R>): Promise<R[]> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  return [...(await db.getExecutor().executeQuery<R>(compiled)).rows];
}
