import { COUNT_CAP } from '@bo/contract';
import { PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, DialectName, Trx } from '../db/database.js';
import { readFromIndexes } from '../db/index-reads.js';
import {
  SEARCH_INDEXES,
  type SearchedColumn,
  type SearchedTable,
  searchTable,
  searchTerms,
} from '../db/migrations/0021-search-index.js';
import { SHORT_PARTS } from '../db/migrations/0023-short-text-index.js';
import { type Counting, contains, containsAny } from './list.js';

/**
 * A trigram is three characters: a text of at least that many is a phrase of trigrams, which both
 * databases look up in their index; PostgreSQL scans for a shorter one.
 */
export const TRIGRAM = 3;
/** The highest character: a term beginning with `text` is at most `text` followed by it. */
const LAST = '\u{10FFFF}';
/** Control characters: the separator that ends indexed texts (U+001F, migration 0021) is one. */
const CONTROL = /\p{Cc}/u;

export function dialectOf(db: Db | Trx): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A text as one FTS5 phrase: inside double quotes (doubled) nothing is query syntax. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * A text found this often (in as many rows; as many places for one or two characters) is common, and a
 * scan serves it better: its page is found among the first rows, and its count stops at the cap
 * (`COUNT_CAP`) as soon as that many rows matched. Through the index, every one of those rows would be
 * read one by one and sorted (goods at bench scale: about 10–20 µs a row, where the scan reads a row in
 * 3–6 µs). Below it, the scan would read the whole table to count, and the index is faster.
 */
export const COMMON_TEXT = COUNT_CAP;

/**
 * The rows of `table` whose searched texts (`columns`, by default every one the table's index holds)
 * contain `text`, in any case: the keyword filters of the big lists, served by the full-text indexes
 * of migration 0021 instead of a scan of the table. `ref` is the name the query gives the table.
 *
 * - PostgreSQL: `lower(column) like '%text%'`, which the trigram GIN index of the column serves for
 *   three characters or more (PostgreSQL's planner chooses between the index and a scan); one or two
 *   characters have no trigram, and PostgreSQL scans (a list's keyword reads them through
 *   {@link keywordSearch}, from the short-part index).
 * - SQLite, three characters or more: the FTS5 trigram index, the text as one phrase (a search for
 *   `a OR b`, `"`, `*` or `NEAR(` is that text, never query syntax).
 * - SQLite, one or two characters: the rows of the index's trigrams that begin with the text (indexed
 *   texts end with a separator, so every occurrence of the text begins one).
 * - SQLite, a text found {@link COMMON_TEXT} times or more (one probe of the index, stopping
 *   there, tells), or holding a control character (which could match the separator): the scan.
 *   `scanWhenCommon: false` reads the index however common the text: for a condition in a subquery,
 *   whose scan would never stop early.
 *
 * The result is the same on both databases and the same as the scan's, `%`, `_` and `\` included.
 */
export async function textMatch<T extends SearchedTable>(
  db: Db | Trx,
  table: T,
  text: string,
  options: { columns?: readonly SearchedColumn<T>[]; ref?: string; scanWhenCommon?: boolean } = {},
): Promise<RawBuilder<SqlBool>> {
  const all: readonly string[] = SEARCH_INDEXES[table];
  const columns: readonly string[] = options.columns ?? all;
  const ref = options.ref ?? table;
  if (dialectOf(db) === 'postgres' || CONTROL.test(text)) return scanOf(ref, columns, text);
  const index = sqliteIndex(table, text, columns.length < all.length ? columns : undefined);
  if (options.scanWhenCommon ?? true) {
    const probe = await sql<{
      n: number;
    }>`select count(*) as n from (${index.rows} limit ${sql.lit(COMMON_TEXT)}) as found`.execute(db);
    if (Number(probe.rows[0]?.n ?? 0) >= COMMON_TEXT) return scanOf(ref, columns, text);
  }
  return index.holds(ref);
}

/**
 * A text found in this many rows or more is common (measured at bench scale, where an entry of the
 * index read and its row looked up and sorted costs 2 to 10 µs, and a row walked and checked 1 to 3):
 * - below it, the rows the index finds are few enough to read and sort them all;
 * - a common text's page is found by walking the list in its own order and checking each row: with one
 *   row in this many of the table (or more) holding it, a page is found after a few thousand rows,
 *   whatever the table's size. A list in the order of its ids reads instead the index in that order
 *   (three characters or more): the last (or first) this many rows holding the text, of which a page
 *   needs the first few, wherever in the table they are (an article number, a code or an account holds
 *   the row's id, so its parts are found in few places of the table, where no walk would reach soon);
 * - a common text is counted among the rows the index finds first, this many, and the total says
 *   "at least" (`total_capped`).
 * Either way a search reads at most about this many entries of the index.
 */
export const RARE_TEXT = 1_000;

/** A keyword condition for a list: one for its page, one for its count. */
export interface KeywordSearch {
  /** The rows holding the text, for the page. */
  page: RawBuilder<SqlBool>;
  /**
   * `page` reads only some of the rows holding the text (those first in the list's order): when it
   * finds fewer than a page of them passing the list's other filters, this condition reads the page.
   */
  pageIfShort?: RawBuilder<SqlBool>;
  /**
   * `page` checks each row rather than listing the rows from the index. In a condition on another
   * table (orders by their lines), a check is written per row of that table (`exists`): a list of
   * every row holding a common text would be as long as the scan.
   */
  checksEachRow: boolean;
  /** The rows the count reads: those of `page`, or those of them the index finds first. */
  count: RawBuilder<SqlBool>;
  counting: Counting;
}

/**
 * The keyword filter of a big list, bounded whatever the text (see {@link RARE_TEXT}). `idOrder` is
 * the list's order when it is that of the ids.
 * - SQLite: one probe reads the index until {@link RARE_TEXT} rows. A rare text's rows are read from
 *   the index (page and count, exact). A common text's page reads the index in the list's order (an
 *   id order, three characters or more) or checks each row in the list's order (the database walks
 *   its sort index and stops at the page); its count reads the rows the index finds first alone
 *   (partial: the total says "at least").
 * - PostgreSQL: the same, the index being the column's trigram index (three characters or more) or
 *   short-part index (one or two); a common text's page checks each row in the list's order.
 * - A text holding a control character (which could match the indexes' separator) is scanned.
 * The rows, their order and a total that is not capped are those of {@link textMatch}.
 */
export async function keywordSearch<T extends SearchedTable>(
  db: Db | Trx,
  table: T,
  text: string,
  options: {
    columns?: readonly SearchedColumn<T>[];
    ref?: string;
    idOrder?: 'asc' | 'desc';
    /** How many rows of the list the page ends at (page × limit). */
    reach?: number;
  } = {},
): Promise<KeywordSearch> {
  const all: readonly string[] = SEARCH_INDEXES[table];
  const columns: readonly string[] = options.columns ?? all;
  const ref = options.ref ?? table;
  const id = sql.ref(`${ref}.id`);
  const scan = scanOf(ref, columns, text);
  if (CONTROL.test(text))
    return { page: scan, checksEachRow: true, count: scan, counting: { cap: COUNT_CAP, partial: false } };
  const only = columns.length < all.length ? columns : undefined;
  if (dialectOf(db) === 'postgres') {
    // The rows the index finds first, listed: the page and count of a rare text read them by id, and
    // a common text's count reads them alone; the index is never walked in a plan PostgreSQL chose.
    const ids = await postgresFirstRows(db, table, text, only);
    const counting = { cap: COUNT_CAP, partial: ids.length >= RARE_TEXT };
    const listed = sql<SqlBool>`${id} = any(${ids}::integer[])`;
    if (!counting.partial) return { page: listed, checksEachRow: false, count: listed, counting };
    if (!options.idOrder) return { page: scan, checksEachRow: true, count: listed, counting };
    // A list in the order of its ids: the page among the first rows in that order (found there when
    // the text is spread through the table), else from the indexes' matches, sorted (a text found in
    // one stretch of the table, which a walk in the list's order would reach only after every row
    // before it).
    const window = postgresWindow(table, columns, text, options.idOrder, options.reach ?? LIST_PAGE);
    const matched = postgresHolds(ref, columns, text);
    return {
      page: sql<SqlBool>`${id} in (${window})`,
      pageIfShort: matched,
      checksEachRow: true,
      count: listed,
      counting,
    };
  }
  const index = sqliteIndex(table, text, only);
  const first = sql`${index.distinctRows} limit ${sql.lit(RARE_TEXT)}`;
  const probe = await sql<{ n: number }>`select count(*) as n from (${first}) as found`.execute(db);
  const counting = { cap: COUNT_CAP, partial: Number(probe.rows[0]?.n ?? 0) >= RARE_TEXT };
  if (!counting.partial) {
    const found = index.holds(ref);
    return { page: found, checksEachRow: false, count: found, counting };
  }
  const probed = sql<SqlBool>`${id} in (${first})`;
  if (options.idOrder && [...text].length >= TRIGRAM) {
    // The first rows in the list's order, as the index lists them: SQLite reads that list in order and
    // stops at the page.
    const direction = sql.raw(options.idOrder);
    const inOrder = sql<SqlBool>`${id} in (${index.rows} order by rowid ${direction} limit ${sql.lit(RARE_TEXT)})`;
    return { page: inOrder, pageIfShort: scan, checksEachRow: false, count: probed, counting };
  }
  return { page: scan, checksEachRow: true, count: probed, counting };
}

/** A page of a list, as the search reaches for it when not told how far (`reach`). */
const LIST_PAGE = 10;

/**
 * How many rows of a list, in its order, a common text's page is looked for among on PostgreSQL before
 * the indexes' matches are read: at least this many, and 20 for each row up to the end of the page (a
 * text in one row of 20 or more then has its page there), but never more than {@link WINDOW_MAX_ROWS}.
 * Checking a row costs about 1.5 µs at bench scale, so page 1 looks through 3 ms worth of rows; the
 * matches a text found in one stretch of the table cost what they number (a few thousand rows, a few ms).
 */
export const WINDOW_ROWS = 2_000;
const WINDOW_PER_ROW = 20;
/**
 * A deep page (the page number goes to a million) would otherwise walk the whole table first and then
 * read the matches all the same: past this many rows (about 30 ms) the matches are read at once.
 */
const WINDOW_MAX_ROWS = 20_000;

/** The ids among the first rows of `table` in id order (`direction`) whose `columns` hold `text`. */
function postgresWindow(
  table: SearchedTable,
  columns: readonly string[],
  text: string,
  direction: 'asc' | 'desc',
  reach: number,
) {
  const rows = Math.min(WINDOW_MAX_ROWS, Math.max(WINDOW_ROWS, WINDOW_PER_ROW * reach));
  const first = sql`select ${sql.join([...new Set(['id', ...columns])].map((c) => sql.ref(c)))} from ${sql.table(table)} order by ${sql.ref('id')} ${sql.raw(direction)} limit ${rows}`;
  return sql`select ${sql.ref('w.id')} from (${first}) as w where ${scanOf('w', columns, text)}`;
}

/** `text` in any of `columns` of the row `ref`, as PostgreSQL's indexes find it ({@link postgresMatch}). */
function postgresHolds(ref: string, columns: readonly string[], text: string) {
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => postgresMatch(`${ref}.${c}`, text)),
    sql` or `,
  )})`;
}

/** `text` in any of `columns` of the row `ref`, checked in each row. */
function scanOf(ref: string, columns: readonly string[], text: string) {
  return containsAny(
    columns.map((c) => `${ref}.${c}`),
    text,
  );
}

/** What SQLite's full-text index of a table returns for a text. */
interface IndexReading {
  /** The ids of the rows holding the text (a row may be listed more than once). */
  rows: RawBuilder<unknown>;
  /** The same, each row once. */
  distinctRows: RawBuilder<unknown>;
  /** The condition that a row of the table, named `ref` in its query, holds the text. */
  holds(ref: string): RawBuilder<SqlBool>;
}

/** How SQLite's index of `table` (its `columns` only, when given) finds `text`. */
function sqliteIndex(
  table: SearchedTable,
  text: string,
  columns: readonly string[] | undefined,
): IndexReading {
  const rows = sqliteIndexed(table, text, columns);
  const distinctRows =
    [...text].length >= TRIGRAM
      ? rows
      : sql`select distinct doc from ${sql.table(searchTerms(table))} where ${termRange(text, columns)}`;
  return { rows, distinctRows, holds: (ref) => sql<SqlBool>`${sql.ref(`${ref}.id`)} in (${rows})` };
}

/**
 * The ids of the first {@link RARE_TEXT} rows of `table` holding `text` (in `columns` only, when given),
 * read from PostgreSQL's indexes alone. Left to choose, PostgreSQL walks the table in id order when its
 * statistics say the text is common, checking each row: for a text they overrate, that walk read every
 * row (1–2 s over 200 000 goods, as checking a row's short parts costs about 10 µs). Here scans and
 * ordered index walks are off for the one statement, so the bitmap of the indexes' matches is read,
 * which stops at the limit (at most about 20 ms at bench scale).
 */
async function postgresFirstRows(
  db: Db | Trx,
  table: SearchedTable,
  text: string,
  columns: readonly string[] | undefined,
): Promise<number[]> {
  const first = postgresFirstRowsQuery(table, text, columns);
  return (await readFromIndexes(db, first)).map((r) => Number(r.id));
}

/** The statement {@link postgresFirstRows} runs (exported for the test of its plan). */
export function postgresFirstRowsQuery(table: SearchedTable, text: string, columns?: readonly string[]) {
  const holds = postgresHolds(table, columns ?? SEARCH_INDEXES[table], text);
  return sql<{
    id: number;
  }>`select ${sql.ref(`${table}.id`)} as id from ${sql.table(table)} where ${holds} limit ${sql.lit(RARE_TEXT)}`;
}

/**
 * `column` holds `text` on PostgreSQL: three characters or more as `lower(column) like`, which the
 * column's trigram index serves; one or two as one of the text's short parts (migration 0023), which
 * its own index serves, where a trigram index has nothing to look up.
 */
function postgresMatch(column: string, text: string) {
  // Measured lower-cased, as it is looked for: a capital may lower to two characters ('İ').
  const lower = text.toLowerCase();
  if ([...lower].length >= TRIGRAM) return contains(column, text);
  return sql<SqlBool>`${sql.id(SHORT_PARTS)}(lower(${sql.ref(column)})) @> array[${lower}::text]`;
}

/** The ids of the rows whose texts (in `columns` only, when given) contain `text`, from SQLite's index. */
function sqliteIndexed(table: SearchedTable, text: string, columns: readonly string[] | undefined) {
  if ([...text].length >= TRIGRAM) {
    const fts = sql.table(searchTable(table));
    const only = columns ? `{${columns.join(' ')}} : ` : '';
    return sql`select rowid from ${fts} where ${fts} match ${only + phrase(text)}`;
  }
  // A row holding the text more than once is listed as often: an `in` needs no `distinct`.
  return sql`select doc from ${sql.table(searchTerms(table))} where ${termRange(text, columns)}`;
}

/** The index's trigrams that begin with a text of one or two characters, in `columns` only when given. */
function termRange(text: string, columns: readonly string[] | undefined) {
  const from = text.toLowerCase();
  const to = from + LAST.repeat(Math.max(0, TRIGRAM - [...from].length));
  const inColumns = columns ? sql` and col in (${sql.join([...columns])})` : sql``;
  return sql`term >= ${from} and term <= ${to}${inColumns}`;
}
