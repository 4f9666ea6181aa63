import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { dropEmptyStatistics } from './0021-search-index.js';
import { createIndex, type Migration } from './helpers.js';

/**
 * Live assets counted per status, kept by the database as assets are written: idle ones also per
 * purchase day (their age), lent ones per due day and holding unit (what is overdue where). The
 * statistics read these few rows instead of counting hundreds of thousands of index entries at every
 * request.
 *
 * Each write adds rows of moves (+1 into a key, -1 out of one) and never updates a row in place: two
 * transactions that move assets between the same statuses in opposite directions would otherwise lock
 * the same counters in opposite order (PostgreSQL's deadlock), and every status change would wait for
 * the counter rows another open transaction holds. A reader sums the rows of a key; the rollup folds the
 * moves into one row per key now and then (`foldAssetCounts`).
 */
const ASSET_COUNTS = 'asset_counts';
const KEY = ['status', 'purchase_day', 'due_day', 'holder'] as const;

/** The counted key of an asset row (`old`, `new`, or a table's alias), in the order of {@link KEY}. */
function keyOf(row: string): RawBuilder<unknown>[] {
  // Raw: SQLite's trigger rows `old` and `new` are names of its own, not quoted identifiers.
  const col = (name: string) => sql.raw(`${row}.${name}`);
  return [
    col('status'),
    sql`case when ${col('status')} = 'idle' then ${col('purchase_date')} end`,
    sql`case when ${col('status')} = 'lent' then ${col('due_date')} end`,
    sql`case when ${col('status')} = 'lent' then ${col('holder_organization_id')} end`,
  ];
}

const live = (row: string) => sql`(${sql.raw(row)}.deleted_at is null)`;
const columns = sql.join([...KEY, 'n'].map((name) => sql.id(name)));
const table = sql.table(ASSET_COUNTS);
/** The asset columns a count depends on: an update of any other column moves nothing. */
const COUNTED = ['status', 'deleted_at', 'purchase_date', 'due_date', 'holder_organization_id'];

/** SQLite: a trigger per row written (it has no statement triggers); an update only when a key moved. */
async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const into = (row: string, n: number) =>
    sql`insert into ${table} (${columns}) select ${sql.join(keyOf(row))}, ${sql.lit(n)} where ${live(row)};`;
  const moved = sql.join(
    [sql`${live('old')} is not ${live('new')}`].concat(
      keyOf('old').map((old, i) => sql`${old} is not ${keyOf('new')[i]}`),
    ),
    sql` or `,
  );
  const counted = sql.join(COUNTED.map((name) => sql.id(name)));
  await sql`create trigger asset_counts_insert after insert on assets begin ${into('new', 1)} end`.execute(
    db,
  );
  await sql`create trigger asset_counts_update after update of ${counted} on assets when ${moved}
    begin ${into('old', -1)} ${into('new', 1)} end`.execute(db);
  await sql`create trigger asset_counts_delete after delete on assets begin ${into('old', -1)} end`.execute(
    db,
  );
}

/**
 * PostgreSQL: a trigger per statement over the rows it wrote (transition tables), so an import of
 * thousands of assets adds one row per key it moved, not one per asset; keys whose moves cancel out
 * (an update that moved nothing counted) add nothing. The update trigger runs after every update of
 * assets: PostgreSQL takes no column list beside transition tables.
 */
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const moves = (from: 'gone' | 'came', n: number) =>
    sql`select ${sql.join(keyOf(from))}, ${sql.lit(n)} from ${sql.id(from)} where ${live(from)}`;
  const body = (parts: RawBuilder<unknown>[]) =>
    sql`insert into ${table} (${columns}) select ${sql.join(KEY.map((k) => sql.id(k)))}, sum(n)
      from (${sql.join(parts, sql` union all `)}) as m (${columns})
      group by ${sql.join(KEY.map((k) => sql.id(k)))} having sum(n) <> 0`;
  // The counts are found as the statement's `assets` was, by the writer's search path: a schema copied
  // or renamed (the tests', an installation's own) keeps working, where a path fixed here would not.
  const fn = (name: string, parts: RawBuilder<unknown>[]) =>
    sql`create or replace function ${sql.id(name)}() returns trigger language plpgsql
      as $$ begin ${body(parts)}; return null; end $$`;
  await fn('asset_counts_came', [moves('came', 1)]).execute(db);
  await fn('asset_counts_gone', [moves('gone', -1)]).execute(db);
  await fn('asset_counts_moved', [moves('gone', -1), moves('came', 1)]).execute(db);
  await sql`create trigger asset_counts_insert after insert on assets referencing new table as came
    for each statement execute function asset_counts_came()`.execute(db);
  await sql`create trigger asset_counts_update after update on assets referencing old table as gone new table as came
    for each statement execute function asset_counts_moved()`.execute(db);
  await sql`create trigger asset_counts_delete after delete on assets referencing old table as gone
    for each statement execute function asset_counts_gone()`.execute(db);
}

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(ASSET_COUNTS)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('purchase_day', 'varchar(10)')
    .addColumn('due_day', 'varchar(10)')
    .addColumn('holder', 'integer')
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into ${table} (${columns})
    select ${sql.join(keyOf('a'))}, count(*) from assets as a where ${live('a')}
    group by ${sql.join(keyOf('a'))}`.execute(db);
  // A status's rows, and an idle or lent one's by day, read from the index alone.
  await createIndex(db, dialect, ['asset_counts_key_idx', ASSET_COUNTS, [...KEY, 'n']]);
  await (dialect === 'sqlite' ? upSqlite(db) : upPostgres(db));
  // Analyzed on a new installation's empty tables, it would say "no rows" and plan every read so.
  if (dialect === 'sqlite') await dropEmptyStatistics(db);
}

export const assetCounts: Migration = { name: '0039-asset-counts', up };
