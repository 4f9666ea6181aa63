import { describe, expect, it } from 'vitest';
import { rawSqlite } from '../src/db/database.js';
import { createTestApp, onPostgres } from './helpers.js';

describe.skipIf(onPostgres)('planner statistics of a new installation', () => {
  it('holds none that say a table is empty: those would plan every query as for an empty table', async () => {
    const t = await createTestApp();
    try {
      const empty = rawSqlite(t.app.db)!
        .prepare("select tbl, idx, stat from sqlite_stat1 where stat = '0' or stat like '0 %'")
        .all();
      expect(empty).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
