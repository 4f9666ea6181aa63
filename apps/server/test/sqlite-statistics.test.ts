import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, rawSqlite, readersReady, refreshStatistics, type Trx } from '../src/db/database.js';
import { createTestApp, onPostgres, type TestApp } from './helpers.js';

/**
 * A table whose best index for `a = ? and c between ? and ?` only statistics show: `a` holds two values,
 * `c` one per row. By SQLite's defaults every equality finds ten rows, so it picks the index on `a`,
 * which reads half the table.
 */
const TABLE = 'statistics_probe';
const plan = (db: Db | Trx) =>
  sql<{
    detail: string;
  }>`explain query plan select id from statistics_probe where a = 1 and c between 10 and 20`
    .execute(db)
    .then((r) => r.rows.map((row) => row.detail).join('\n'));

describe.skipIf(onPostgres)('planner statistics of a SQLite file that grows by use', () => {
  let t: TestApp;
  let dir: string;
  const addRows = (from: number, count: number) => {
    const sqlite = rawSqlite(t.app.db)!;
    const insert = sqlite.prepare(`insert into ${TABLE} (a, c) values (?, ?)`);
    sqlite.transaction(() => {
      for (let i = from; i < from + count; i++) insert.run(i % 2, i);
    })();
  };
  const statistics = () =>
    Object.fromEntries(
      rawSqlite(t.app.db)!
        .prepare<[string], { idx: string | null; stat: string }>(
          'select idx, stat from sqlite_stat1 where tbl = ?',
        )
        .all(TABLE)
        .map((row) => [row.idx ?? TABLE, row.stat]),
    );

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-statistics-'));
    t = await createTestApp({ dataDir: dir, sqliteFile: path.join(dir, 'app.db') });
    await vi.waitFor(() => expect(readersReady(t.app.db)).toBe(true), { timeout: 20_000, interval: 20 });
    rawSqlite(t.app.db)!.exec(`
      create table ${TABLE} (id integer primary key, a integer not null, c integer not null);
      create index ${TABLE}_a on ${TABLE} (a);
      create index ${TABLE}_c on ${TABLE} (c);
      create index ${TABLE}_even on ${TABLE} (c) where a = 0;`);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves a small table to the defaults', async () => {
    addRows(0, 500);
    expect(await refreshStatistics(t.app.db)).not.toContain(TABLE);
    expect(statistics()).toEqual({});
  });

  it('writes the statistics of a table that outgrew the defaults, and the readers and the server plan by them', async () => {
    addRows(500, 4_500);
    // A read outside a transaction runs on a reader thread; inside one, on the server's connection.
    expect(await plan(t.app.db)).toMatch(`USING INDEX ${TABLE}_a`);
    expect(await refreshStatistics(t.app.db)).toContain(TABLE);
    expect(statistics()).toEqual({
      [TABLE]: '5000',
      [`${TABLE}_a`]: '5000 2500',
      [`${TABLE}_c`]: '5000 1',
      [`${TABLE}_even`]: '2500 1',
    });
    expect(await plan(t.app.db)).toMatch(`USING INDEX ${TABLE}_c`);
    expect(await t.app.db.transaction().execute((trx) => plan(trx))).toMatch(`USING INDEX ${TABLE}_c`);
  });

  it('leaves statistics alone until the table doubles, then takes them anew without the old samples', async () => {
    expect(await refreshStatistics(t.app.db)).not.toContain(TABLE);
    addRows(5_000, 4_000);
    expect(await refreshStatistics(t.app.db)).not.toContain(TABLE);
    // Samples as a full ANALYZE leaves them: they describe the rows of then, and go with the old counts.
    const sqlite = rawSqlite(t.app.db)!;
    sqlite.exec('analyze sqlite_schema');
    sqlite
      .prepare('insert into sqlite_stat4 (tbl, idx, neq, nlt, ndlt, sample) values (?, ?, ?, ?, ?, ?)')
      .run(TABLE, `${TABLE}_a`, '1 1', '0 0', '0 0', Buffer.from([0]));
    addRows(9_000, 1_000);
    expect(await refreshStatistics(t.app.db)).toContain(TABLE);
    expect(statistics()[`${TABLE}_a`]).toBe('10000 5000');
    expect(sqlite.prepare('select count(*) as n from sqlite_stat4 where tbl = ?').get(TABLE)).toEqual({
      n: 0,
    });
  });

  it('takes them anew when the table shrinks to half', async () => {
    rawSqlite(t.app.db)!.prepare(`delete from ${TABLE} where c >= 4000`).run();
    expect(await refreshStatistics(t.app.db)).toContain(TABLE);
    expect(statistics()[`${TABLE}_c`]).toBe('4000 1');
  });
});
