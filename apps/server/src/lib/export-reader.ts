import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { type Db, rawSqlite } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { cachingStatements } from '../db/statement-cache.js';

/**
 * Runs `read` with the database an export reads its rows from. On a SQLite file that is a read-only
 * connection of its own, without memory mapping: the app's connection maps the file for fast lists, and
 * a whole-table export through it would leave every page it read mapped into the process (110 MB for
 * 200 000 goods, counted in its memory until the end). Through a plain connection the pages pass
 * through SQLite's small page cache, so the export's memory stays flat however many rows it reads.
 * PostgreSQL, and SQLite in memory (tests), use the app's database.
 */
export async function withExportReader<T>(db: Db, read: (reader: Db) => Promise<T>): Promise<T> {
  const sqlite = rawSqlite(db);
  if (!sqlite || sqlite.memory) return read(db);
  const connection = new SQLite(sqlite.name, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  connection.pragma('mmap_size = 0');
  const reader = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(connection) }),
  });
  try {
    return await read(reader);
  } finally {
    await reader.destroy();
  }
}
