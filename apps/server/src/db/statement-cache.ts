import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The connection as Kysely's SQLite driver sees it, with prepared statements kept by their SQL text:
 * the driver prepares every query anew, which costs about a third of a short request's time. A
 * statement still being iterated (a streamed query) is busy, so the same text then gets a fresh one.
 * Kept least recently used first, at most `size` statements.
 */
export function cachingStatements(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        if (cached.busy) return sqlite.prepare(sql);
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
