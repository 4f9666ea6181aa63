import { COUNT_CAP, type ListQuery, type Page } from '@bo/contract';
import {
  type Compilable,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { readFromIndexes } from '../db/index-reads.js';
import { invalid } from '../http/errors.js';
import { DbCache } from './db-cache.js';
import { isoUpTo } from './time.js';

/**
 * Counts by their SQL and parameters, cached 10 s or until a write (lib/db-cache.ts): paging through a
 * list, or many people opening the same one, counts once (a count over 100 000 rows takes tens of ms).
 */
const counts = new DbCache<string, unknown, QueryExecutorProvider>({ ttlMs: 10_000, max: 2_000 });

/** What `read` returns for the compiled `query`, cached like {@link counts}: for counts and tallies. */
export function cachedTally<T>(
  db: QueryExecutorProvider,
  query: Compilable,
  read: () => Promise<T>,
): Promise<T> {
  const { sql: text, parameters } = query.compile();
  return counts.getWith(db, `${text}\0${JSON.stringify(parameters)}`, read) as Promise<T>;
}

/**
 * How a list's total is counted: up to `cap` rows (more is "over the cap"), and whether the rows the
 * count reads may be only a part of the list's (the total is then at least what it found).
 */
export interface Counting {
  cap: number;
  partial: boolean;
}

const EXACT: Counting = { cap: COUNT_CAP, partial: false };

/** How a list's page and total are read beyond its ids query and count query. */
export interface PageReading<Q> {
  counting?: Counting;
  /**
   * The ids query to read the page with when `ids` found fewer rows than a page (`ids` may read a part).
   * It is read from the indexes' matches ({@link readFromIndexes}): `ids` is the walk that stops early,
   * and this the read that costs what the matches number, however far apart they are.
   */
  idsIfShort?: Q;
}

/** Rows as a query to run or as read already. */
export type Rows<R> = Promise<readonly R[]> | { execute(): Promise<R[]> };

/**
 * The page's rows read in one statement from the ids query limited to the page (joined as a sub-query,
 * and ordered by its columns): one round trip to the database where ids, then rows take two. On SQLite
 * each is a message to a reader thread and back.
 */
export interface InOneRead<Q, R> {
  page: (page: Q) => Rows<R>;
}

const rowsOf = async <R>(read: Rows<R>): Promise<readonly R[]> => ('execute' in read ? read.execute() : read);

const compilable = <R>(read: Rows<R>): read is Rows<R> & Compilable<R> =>
  typeof (read as Partial<Compilable>).compile === 'function';

/** Rows read as {@link readFromIndexes} reads a query (rows already read stay as they are). */
const rowsFromIndexes = async <R>(db: QueryExecutorProvider, read: Rows<R>): Promise<readonly R[]> =>
  compilable(read) ? readFromIndexes(db, read) : rowsOf(read);

/**
 * One page of a list (`data`, `total`, `per_page`, `current_page`, `last_page`), read in two steps so
 * that a page deep in the list costs about what the first one does:
 * - `ids` selects the `id` (and at most the sort's columns) from the list's own table, filtered and
 *   sorted; a filter on another table is an `exists` or `in` sub-query. The database then skips the
 *   offset in an index holding just those columns. Read with the joins and every column, each skipped
 *   row was read and joined: the orders' last page of 1 000 000, newest first, took 3.5 s;
 * - `hydrate` reads the full rows of the page's ids alone, in any order: they are put back in the
 *   order of `ids`. A row gone between the two reads is left out. Or, as an {@link InOneRead}, it
 *   joins the page's ids as a sub-query: both steps in one statement.
 * The total counts the rows of `count` (by default those of `ids`) as `reading.counting` says (by
 * default exactly up to {@link COUNT_CAP}); `total_capped` tells a total over the cap or from a partial
 * count.
 */
export function paginate<
  DB,
  TB extends keyof DB,
  I extends { id: number },
  R extends { id: number },
  CDB = DB,
  CTB extends keyof CDB = TB & keyof CDB,
  CO = I,
>(
  db: QueryExecutorProvider,
  ids: SelectQueryBuilder<DB, TB, I>,
  paging: Pick<ListQuery, 'page' | 'limit'>,
  hydrate: ((ids: number[]) => Rows<R>) | InOneRead<SelectQueryBuilder<DB, TB, I>, R>,
  count?: SelectQueryBuilder<CDB, CTB, CO>,
  reading: PageReading<SelectQueryBuilder<DB, TB, I>> = {},
): Promise<Page<R>> {
  return paginateKeys(
    db,
    ids,
    paging,
    typeof hydrate === 'function' ? (keys) => hydrate(keys.map((k) => k.id)) : hydrate,
    (item) => item.id,
    count,
    reading,
  );
}

/**
 * {@link paginate} for a list whose rows are told apart by more than an id (a grouped list): `keys`
 * selects the columns that name a row, `keyOf` turns a key or a read row into one comparable value.
 */
export async function paginateKeys<
  DB,
  TB extends keyof DB,
  K,
  R,
  CDB = DB,
  CTB extends keyof CDB = TB & keyof CDB,
  CO = K,
>(
  db: QueryExecutorProvider,
  keys: SelectQueryBuilder<DB, TB, K>,
  { page, limit }: Pick<ListQuery, 'page' | 'limit'>,
  hydrate: ((keys: K[]) => Rows<R>) | InOneRead<SelectQueryBuilder<DB, TB, K>, R>,
  keyOf: (item: K | R) => unknown,
  count?: SelectQueryBuilder<CDB, CTB, CO>,
  { counting: { cap, partial } = EXACT, idsIfShort }: PageReading<SelectQueryBuilder<DB, TB, K>> = {},
): Promise<Page<R>> {
  const source = count ?? (keys as unknown as SelectQueryBuilder<CDB, CTB, CO>);
  const offset = (page - 1) * limit;
  const rowsOfPage = async () => {
    if (typeof hydrate !== 'function') {
      const rows = await rowsOf(hydrate.page(keys.limit(limit).offset(offset)));
      return rows.length < limit && idsIfShort
        ? rowsFromIndexes(db, hydrate.page(idsIfShort.limit(limit).offset(offset)))
        : rows;
    }
    let picked: K[] = await keys.limit(limit).offset(offset).execute();
    if (picked.length < limit && idsIfShort)
      picked = await readFromIndexes<K>(db, idsIfShort.limit(limit).offset(offset));
    if (picked.length === 0) return [];
    const rows = await rowsOf(hydrate(picked));
    const byKey = new Map(rows.map((row) => [keyOf(row), row]));
    return picked.flatMap((key) => {
      const row = byKey.get(keyOf(key));
      return row === undefined ? [] : [row];
    });
  };
  const [rows, n] = await Promise.all([rowsOfPage(), cappedCount(db, source, cap)]);
  // A partial count may have missed rows this page shows: the total is at least up to them, and past a
  // full page there may be more, so the pager keeps offering the next page until one comes back short.
  const seen = offset + rows.length + (rows.length === limit ? 1 : 0);
  const total = Math.max(Math.min(n, cap), partial && rows.length > 0 ? seen : 0);
  return {
    data: [...rows],
    total,
    per_page: limit,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / limit)),
    ...(n > cap || partial ? { total_capped: true } : {}),
  };
}

/**
 * How many rows `query` selects, counted up to `cap` + 1 (more means "over the cap"), and cached like
 * {@link counts}.
 */
export function cappedCount<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  cap = COUNT_CAP,
): Promise<number> {
  const counted = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  const countSql = sql<{ n: number | string }>`select count(*) as n from (${counted}) as counted`;
  return cachedTally(db, { compile: () => countSql.compile(db) }, async () => {
    const { rows } = await countSql.execute(db);
    return Number(rows[0]?.n ?? 0);
  });
}

/** The column and direction of the whitelisted `sort` (`field` asc, `-field` desc), else of `fallback`. */
export function sortOf(
  sort: string | undefined,
  columns: Readonly<Record<string, string>>,
  fallback = '-id',
): { column: string; direction: 'asc' | 'desc' } {
  const wanted = sort ?? fallback;
  const desc = wanted.startsWith('-');
  const field = desc ? wanted.slice(1) : wanted;
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) throw invalid({ sort: 'validation.format' });
  return { column, direction: desc ? 'desc' : 'asc' };
}

/** The direction of the whitelisted `sort` (else `fallback`) when it orders by `idColumn`, else none. */
export function idOrderOf(
  sort: string | undefined,
  columns: Readonly<Record<string, string>>,
  fallback = '-id',
  idColumn = 'id',
): 'asc' | 'desc' | undefined {
  const { column, direction } = sortOf(sort, columns, fallback);
  return column === idColumn ? direction : undefined;
}

/**
 * Orders by the whitelisted `sort` (`field` asc, `-field` desc), else by `fallback`; the id breaks ties
 * so pages never overlap. `columns` maps each sortable API field to its column reference.
 */
export function applySort<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: string | undefined,
  columns: Readonly<Record<string, string>>,
  fallback = '-id',
  idColumn = 'id',
): SelectQueryBuilder<DB, TB, O> {
  const { column, direction } = sortOf(sort, columns, fallback);
  const ordered = query.orderBy(sql.ref(column), direction);
  return column === idColumn ? ordered : ordered.orderBy(sql.ref(idColumn), direction);
}

/**
 * `column` contains `text`, case-insensitively, on SQLite and PostgreSQL alike; the wildcard
 * characters of the text itself are matched literally.
 */
export function contains(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** Any of `columns` contains `text` (each as {@link contains}): a keyword over several fields. */
export function containsAny(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => contains(column, text)),
    sql` or `,
  )})`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bounds of a `from`/`to` filter as ISO instants: a bare date means its whole (local) day, so
 * `to=2026-11-22` includes that day. Compare with `>= from` and `< to`.
 */
export function timeRange(from?: string, to?: string): { from?: string; to?: string } {
  const at = (v: string) => new Date(DATE_ONLY.test(v) ? `${v}T00:00:00` : v);
  const end = (v: string) => {
    const date = at(v);
    if (DATE_ONLY.test(v)) date.setDate(date.getDate() + 1);
    else date.setMilliseconds(date.getMilliseconds() + 1);
    const iso = date.toISOString();
    // The end of year 9999 is past every stored time, and `+010000-…` would sort before them as text.
    return iso.startsWith('+') ? undefined : iso;
  };
  // Both ends are clamped: a local day of 9999 may begin or end past the last writable instant.
  return { from: from ? isoUpTo(at(from)) : undefined, to: to ? end(to) : undefined };
}
