import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database.js';
import type { Migration } from './helpers.js';

/**
 * The texts list keywords search inside (a part anywhere in them, in any case), per table. Each gets a
 * full-text index here; `lib/search.ts` builds the conditions that read it.
 */
export const SEARCH_INDEXES = {
  goods: ['name', 'number'],
  assets: ['name', 'code'],
  members: ['account', 'nickname'],
  orders: ['consignee'],
  order_lines: ['name'],
} as const satisfies Record<string, readonly string[]>;

export type SearchedTable = keyof typeof SEARCH_INDEXES;
export type SearchedColumn<T extends SearchedTable> = (typeof SEARCH_INDEXES)[T][number];

const SEARCHED_TABLES = Object.keys(SEARCH_INDEXES) as SearchedTable[];
const columnsOf = (table: SearchedTable): readonly string[] => SEARCH_INDEXES[table];

/** The SQLite FTS5 table of `table`'s texts: its rowid is the row's id. */
export const searchTable = (table: SearchedTable) => `${table}_search`;
/** Every trigram of that table with the row and column it is in (an `fts5vocab` 'instance' table). */
export const searchTerms = (table: SearchedTable) => `${table}_search_terms`;

/**
 * Two "unit separator" characters (U+001F) end every indexed text on SQLite. A trigram index finds three
 * characters or more; with the end marked, every one or two characters of a text begin one of its
 * trigrams ("ab" at the end of "xab" begins "ab␟", a one-character name "a" is "a␟␟"), so a short search
 * is a range of the index's terms too (`lib/search.ts`). A search holding a control character, which
 * could match a separator, is served by a scan instead.
 */
const ended = (ref: RawBuilder<unknown>) => sql`${ref} || char(31, 31)`;

function indexedValues(table: SearchedTable, row: 'new' | undefined) {
  return sql.join(columnsOf(table).map((c) => ended(row ? sql.ref(`${row}.${c}`) : sql.ref(c))));
}

/** Indexes the rows `table` already holds, in one pass. */
async function indexExistingRows(db: Kysely<unknown>, table: SearchedTable): Promise<void> {
  const fts = sql.table(searchTable(table));
  const columns = sql.join(columnsOf(table).map((c) => sql.ref(c)));
  await sql`insert into ${fts} (rowid, ${columns}) select id, ${indexedValues(table, undefined)} from ${sql.table(table)}`.execute(
    db,
  );
  // The segments the insert wrote as it went merge into one: fewer b-trees for each search to read.
  await sql`insert into ${fts} (${fts}) values ('optimize')`.execute(db);
}

const triggerNames = (table: SearchedTable) =>
  (['insert', 'update', 'delete'] as const).map((event) => `${table}_search_${event}`);

/**
 * Keeps `table`'s SQLite search index in step with the table. Triggers rather than code in the
 * services: every path that writes these rows (services, the asset import, the seeders, a restored
 * backup, a manual fix in the database) is covered, in the same transaction as the write. An update
 * re-indexes the row only when a searched text changed, so status and stock updates cost nothing here.
 */
async function createSqliteSearchTriggers(db: Kysely<unknown>, table: SearchedTable): Promise<void> {
  const fts = sql.table(searchTable(table));
  const base = sql.table(table);
  const columns = sql.join(columnsOf(table).map((c) => sql.ref(c)));
  const insert = sql`insert into ${fts} (rowid, ${columns}) values (new.id, ${indexedValues(table, 'new')});`;
  const remove = sql`delete from ${fts} where rowid = old.id;`;
  const [onInsert, onUpdate, onDelete] = triggerNames(table).map((name) => sql.id(name));
  await sql`create trigger ${onInsert} after insert on ${base} begin ${insert} end`.execute(db);
  await sql`create trigger ${onUpdate} after update of ${columns} on ${base} begin ${remove} ${insert} end`.execute(
    db,
  );
  await sql`create trigger ${onDelete} after delete on ${base} begin ${remove} end`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const table of SEARCHED_TABLES) {
    const fts = sql.table(searchTable(table));
    const terms = sql.table(searchTerms(table));
    const columns = sql.join(columnsOf(table).map((c) => sql.ref(c)));
    // A run that committed but was not recorded as run (the process ended in between) left these.
    for (const name of triggerNames(table)) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    await sql`drop table if exists ${terms}`.execute(db);
    await sql`drop table if exists ${fts}`.execute(db);
    // Trigram tokens match any part of three characters or more, Chinese as well as codes (word
    // tokenizers cannot split Chinese); case-insensitive like the `lower(…) like` it replaces. The texts
    // are kept in the tables themselves: the index holds no copy (contentless), and `contentless_delete`
    // lets the triggers remove a row by its id alone.
    await sql`create virtual table ${fts} using fts5(${columns}, content='', contentless_delete=1, tokenize='trigram case_sensitive 0')`.execute(
      db,
    );
    await sql`create virtual table ${terms} using fts5vocab(${sql.id(searchTable(table))}, 'instance')`.execute(
      db,
    );
    await indexExistingRows(db, table);
    await createSqliteSearchTriggers(db, table);
  }
}

/**
 * Where the pg_trgm extension is installed, installing it if it is not (once per database). Also run
 * before a restore: a dump of one schema does not hold the database's extensions its indexes use.
 */
export async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const installedIn = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  // Installations migrating side by side on one server wait on an advisory lock (a second CREATE EXTENSION
  // would fail).
  await sql`select pg_advisory_xact_lock(hashtext('bo:pg_trgm'))`.execute(db);
  const found = await installedIn();
  if (found) return found;
  // An extension is one per database. Installed in `public`, it does not go with an installation's own
  // schema when that schema is dropped, which would drop the indexes of every other installation too.
  const { rows } = await sql<{ public: boolean }>`
    select coalesce(bool_or(has_schema_privilege(oid, 'CREATE')), false) as public
    from pg_namespace where nspname = 'public'`.execute(db);
  if (rows[0]?.public) await sql`create extension if not exists pg_trgm schema public`.execute(db);
  else await sql`create extension if not exists pg_trgm`.execute(db);
  const schema = await installedIn();
  if (!schema) throw new Error('pg_trgm could not be installed');
  return schema;
}

/**
 * On PostgreSQL the searches stay `lower(column) like '%text%'`, which a trigram GIN index over
 * `lower(column)` serves for three characters or more; the database keeps the index up to date.
 */
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const ops = sql.id(await trigramSchema(db), 'gin_trgm_ops');
  for (const table of SEARCHED_TABLES) {
    for (const column of columnsOf(table)) {
      const name = sql.id(`${table}_${column}_search_idx`);
      await sql`create index ${name} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) ${ops})`.execute(
        db,
      );
    }
  }
  // PostgreSQL keeps statistics of an index's expression (`lower(name)`) from the next ANALYZE on; until
  // then it guesses how many rows a `like` finds, and chose to walk 200 000 goods by id for an article
  // number found in 400 (180 ms instead of 4 ms at bench scale). ANALYZE reads a sample: 3 s there.
  await sql`analyze ${sql.join(SEARCHED_TABLES.map((t) => sql.table(t)))}`.execute(db);
}

/**
 * Statistics ANALYZE took of empty tables (migration 0018 analyzes its indexes, on a new installation
 * before any row exists) say those indexes are empty, and SQLite then prefers reading a whole such index
 * to looking up the rows a search found, however many rows the table has grown to. Without them
 * SQLite plans by its defaults, as for every other index, until an ANALYZE of real rows.
 */
export async function dropEmptyStatistics(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (!rows[0]?.n) return;
  await sql`delete from sqlite_stat1 where stat = '0' or stat like '0 %'`.execute(db);
  // Makes this connection plan by the statistics as they now are.
  await sql`analyze sqlite_schema`.execute(db);
}

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return upPostgres(db);
  // One transaction on SQLite too (Kysely runs its migrations in one on PostgreSQL only).
  await db.transaction().execute(async (trx) => {
    await upSqlite(trx);
    await dropEmptyStatistics(trx);
  });
}

export const searchIndex: Migration = { name: '0021-search-index', up };
