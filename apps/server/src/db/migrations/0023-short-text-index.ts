import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { SEARCH_INDEXES, type SearchedTable } from './0021-search-index.js';
import type { Migration } from './helpers.js';

/**
 * The function whose values the short-text indexes hold: every part of one and of two characters of a
 * text. A search of one or two characters is then one of these parts, looked up in a GIN index
 * (`short_parts(lower(name)) @> array['款']`), where a trigram index has nothing to look up and
 * PostgreSQL read every row. SQLite needs none: its trigram index serves such a text as a range of
 * its terms (migration 0021).
 */
export const SHORT_PARTS = 'short_parts';

/** The short-text index of `table`'s `column`. */
export const shortTextIndex = (table: SearchedTable, column: string) => `${table}_${column}_short_idx`;

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const parts = sql.id(SHORT_PARTS);
  // Built-in functions only, so it runs the same under a restore's empty search path. Immutable: an
  // index may only hold what the text alone decides.
  await sql`
    create or replace function ${parts}(t text) returns text[] language sql immutable strict parallel safe as $$
      select array(select substr(t, i, 1) from generate_series(1, length(t)) i)
        || array(select substr(t, i, 2) from generate_series(1, length(t) - 1) i)
    $$`.execute(db);
  for (const [table, columns] of Object.entries(SEARCH_INDEXES) as [SearchedTable, readonly string[]][])
    for (const column of columns)
      await sql`create index ${sql.id(shortTextIndex(table, column))} on ${sql.table(table)} using gin (${parts}(lower(${sql.ref(column)})))`.execute(
        db,
      );
  // The planner estimates how many rows hold a part from the statistics of the index's expression.
  await sql`analyze ${sql.join(Object.keys(SEARCH_INDEXES).map((t) => sql.table(t)))}`.execute(db);
}

export const shortTextIndexes: Migration = { name: '0023-short-text-index', up };
