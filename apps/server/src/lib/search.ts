import { COUNT_CAP } from '@bo/contract';
import { PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, DialectName, Trx } from '../db/database.js';
import {
  SEARCH_INDEXES,
  type SearchedColumn,
  type SearchedTable,
  searchTable,
  searchTerms,
} from '../db/migrations/0021-search-index.js';
import { contains } from './list.js';

/**
 * A trigram is three characters: a text of at least that many is a phrase of trigrams, which both
 * databases look up in their index; PostgreSQL scans for a shorter one.
 */
export const TRIGRAM = 3;
/** The highest character: a term beginning with `text` is at most `text` followed by it. */
const LAST = '\u{10FFFF}';
/** Control characters: the separator that ends indexed texts (U+001F, migration 0021) is one. */
const CONTROL = /\p{Cc}/u;

function dialectOf(db: Db | Trx): DialectName {
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
 * contain `text`, in any case: the keyword filters of the big lists, answered by the full-text indexes
 * of migration 0021 instead of a scan of the table. `ref` is the name the query gives the table.
 *
 * - PostgreSQL: `lower(column) like '%text%'`, which the trigram GIN index of the column answers for
 *   three characters or more (PostgreSQL's planner chooses between the index and a scan); one or two
 *   characters have no trigram, and PostgreSQL scans.
 * - SQLite, three characters or more: the FTS5 trigram index, the text as one phrase (a search for
 *   `a OR b`, `"`, `*` or `NEAR(` is that text, never query syntax).
 * - SQLite, one or two characters: the rows of the index's trigrams that begin with the text (indexed
 *   texts end with a separator, so every occurrence of the text begins one).
 * - SQLite, a text found {@link COMMON_TEXT} times or more (one probe of the index, stopping
 *   there, tells), or holding a control character (which could match the separator): the scan.
 *   `scanWhenCommon: false` reads the index however common the text: for a condition in a subquery,
 *   whose scan would never stop early.
 *
 * The answer is the same on both databases and the same as the scan's, `%`, `_` and `\` included.
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
  const scan = () =>
    sql<SqlBool>`(${sql.join(
      columns.map((c) => contains(`${ref}.${c}`, text)),
      sql` or `,
    )})`;
  if (dialectOf(db) === 'postgres' || CONTROL.test(text)) return scan();
  const found = indexed(table, text, columns.length < all.length ? columns : undefined);
  if (options.scanWhenCommon ?? true) {
    const probe = await sql<{
      n: number;
    }>`select count(*) as n from (${found} limit ${COMMON_TEXT}) as found`.execute(db);
    if (Number(probe.rows[0]?.n ?? 0) >= COMMON_TEXT) return scan();
  }
  return sql<SqlBool>`${sql.ref(`${ref}.id`)} in (${found})`;
}

/** The ids of the rows whose texts (in `columns` only, when given) contain `text`, from the index. */
function indexed(table: SearchedTable, text: string, columns: readonly string[] | undefined) {
  if ([...text].length >= TRIGRAM) {
    const fts = sql.table(searchTable(table));
    const only = columns ? `{${columns.join(' ')}} : ` : '';
    return sql`select rowid from ${fts} where ${fts} match ${only + phrase(text)}`;
  }
  // A row holding the text more than once is listed as often: an `in` needs no `distinct`.
  const from = text.toLowerCase();
  const to = from + LAST.repeat(Math.max(0, TRIGRAM - [...from].length));
  const inColumns = columns ? sql` and col in (${sql.join([...columns])})` : sql``;
  return sql`select doc from ${sql.table(searchTerms(table))} where term >= ${from} and term <= ${to}${inColumns}`;
}
