import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RoutedSqliteDialect } from '../src/db/sqlite-dialect.js';
import { LiteralLimitCompiler } from '../src/db/sqlite-query-compiler.js';

interface Db {
  t: { id: number; k: number };
}

const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new LiteralLimitCompiler(),
  },
});

describe("SQLite's query compiler", () => {
  it('writes a page size into the SQL and binds the offset, so every page runs the same statement', () => {
    const page = (limit: number, offset: number) =>
      db.selectFrom('t').select('id').where('k', '=', 3).orderBy('id').limit(limit).offset(offset).compile();
    const second = page(20, 20);
    expect(second.sql).toBe('select "id" from "t" where "k" = ? order by "id" limit 20 offset ?');
    expect(second.parameters).toEqual([3, 20]);
    expect(page(20, 400).sql).toBe(second.sql);
    expect(page(0, 0).sql).toMatch(/limit 0 offset \?$/);
  });

  it('binds a limit that is not a plain non-negative integer, as before', () => {
    for (const limit of [2.5, -1, Number.MAX_SAFE_INTEGER + 2]) {
      const compiled = db.selectFrom('t').select('id').limit(limit).compile();
      expect(compiled.sql).toBe('select "id" from "t" limit ?');
      expect(compiled.parameters).toEqual([limit]);
    }
    const expression = db.selectFrom('t').select('id').limit(sql<number>`(select 1)`).compile();
    expect(expression.sql).toBe('select "id" from "t" limit (select 1)');
  });

  it("is the server's SQLite dialect's compiler", () => {
    const unused = {
      close: () => undefined,
      prepare: () => {
        throw new Error('not run');
      },
    };
    expect(new RoutedSqliteDialect(unused, null).createQueryCompiler()).toBeInstanceOf(LiteralLimitCompiler);
  });
});
