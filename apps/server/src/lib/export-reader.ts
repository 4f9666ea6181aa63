import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { AppConfig } from '../config.js';
import { type Db, isPostgres, openDatabase, rawSqlite } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { cachingStatements } from '../db/statement-cache.js';

/** The database an export reads from, as a thread of its own can open it. */
export type ExportSource =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema: string | undefined };

/**
 * Where an export thread reads the server's data, or null when no other connection can (SQLite in
 * memory, in tests): the export then reads through the server's own.
 */
export function exportSource(
  db: Db,
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>,
): ExportSource | null {
  if (isPostgres(db)) return { kind: 'postgres', url: config.databaseUrl, schema: config.databaseSchema };
  const sqlite = rawSqlite(db);
  return sqlite && !sqlite.memory ? { kind: 'sqlite', file: sqlite.name } : null;
}

/**
 * A connection of an export's own. On a SQLite file it is read-only and without memory mapping: the
 * server's connections map the file for fast lists, and a whole-table export through a mapping would
 * keep every page it read in the process's memory until the end (110 MB for 200 000 goods). Through a
 * plain connection the pages pass through SQLite's small page cache, so memory stays flat however many
 * rows it reads. On PostgreSQL it is a pool of one connection.
 */
export async function openExportReader(source: ExportSource): Promise<{ db: Db; close(): Promise<void> }> {
  if (source.kind === 'postgres') {
    const handle = await openDatabase({
      databaseUrl: source.url,
      databaseSchema: source.schema,
      dataDir: '',
      pgPoolSize: 1,
    });
    return { db: handle.db, close: () => handle.destroy() };
  }
  const connection = new SQLite(source.file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  connection.pragma('mmap_size = 0');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(connection) }),
  });
  return { db, close: () => db.destroy() };
}
