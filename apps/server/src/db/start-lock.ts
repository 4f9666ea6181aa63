import type { AppConfig } from '../config.js';
import { isPostgresUrl } from './database.js';

/**
 * Runs `work` (opening the database, migrations, seed) while holding this installation's start lock, so
 * server instances starting together on one PostgreSQL run it one after another: the first migrates and
 * seeds, the next find it done. The lock is a session advisory lock keyed by the schema, on a connection of
 * its own, so it is released even if this process dies half-way. SQLite runs one server process per file.
 */
export async function whileStarting<T>(config: AppConfig, work: () => Promise<T>): Promise<T> {
  if (!isPostgresUrl(config.databaseUrl)) return work();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    // The schema may not exist yet (the first start creates it), so the key is its name, not its oid.
    const locked = await client.query<{ key: string }>(
      `select pg_advisory_lock(k), k::text as key
         from (select hashtextextended('bo:start:' || coalesce($1, current_schema()), 0) as k) as s`,
      [config.databaseSchema || null],
    );
    const lockKey = locked.rows[0]?.key;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [lockKey]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
