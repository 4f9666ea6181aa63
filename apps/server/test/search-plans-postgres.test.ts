import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEXES, type SearchedTable } from '../src/db/migrations/0021-search-index.js';
import { shortTextIndex } from '../src/db/migrations/0023-short-text-index.js';
import { postgresFirstRowsQuery } from '../src/lib/search.js';
import { useTestApp } from './app-fixture.js';
import { onPostgres } from './helpers.js';

/**
 * On PostgreSQL a list's keyword reads its first rows from the indexes alone, with scans and ordered
 * index walks turned off: a condition written differently from the index's expression would then be
 * a (disabled, but only possible) scan of the whole table, checking each row.
 */
describe.skipIf(!onPostgres)('search plans on PostgreSQL', () => {
  const t = useTestApp({}, { signedIn: false });

  const planOf = (table: SearchedTable, column: string, text: string) =>
    t.app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`explain ${postgresFirstRowsQuery(table, text, [column])}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });

  it('looks up every searched column in its index, for one or two characters as for three or more', async () => {
    for (const [table, columns] of Object.entries(SEARCH_INDEXES) as [SearchedTable, readonly string[]][])
      for (const column of columns) {
        expect(await planOf(table, column, '锅'), `${table}.${column}, 1 character`).toMatch(
          new RegExp(`Bitmap Index Scan on ${shortTextIndex(table, column)}`),
        );
        expect(await planOf(table, column, 'Ab'), `${table}.${column}, 2 characters`).toMatch(
          new RegExp(`Bitmap Index Scan on ${shortTextIndex(table, column)}`),
        );
        expect(await planOf(table, column, '压力锅'), `${table}.${column}, 3 characters`).toMatch(
          new RegExp(`Bitmap Index Scan on ${table}_${column}_search_idx`),
        );
      }
  });
});
