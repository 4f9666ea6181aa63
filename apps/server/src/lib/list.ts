import { COUNT_CAP, type ListQuery, type Page } from '@bo/contract';
import {
  type Compilable,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { invalid } from '../http/errors.js';
import { DbCache } from './db-cache.js';
import { isoUpTo } from './time.js';

/**
 * Counts by their SQL and parameters, kept 10 s or until a write (lib/db-cache.ts): paging through a
 * list, or many people opening the same one, counts once (a count over 100 000 rows takes tens of ms).
 */
const counts = new DbCache<string, unknown, QueryExecutorProvider>({ ttlMs: 10_000, max: 2_000 });

/** What `read` answers for the compiled `query`, kept like {@link counts}: for counts and tallies. */
export function keptTally<T>(
  db: QueryExecutorProvider,
  query: Compilable,
  read: () => Promise<T>,
): Promise<T> {
  const { sql: text, parameters } = query.compile();
  return counts.getWith(db, `${text}\0${JSON.stringify(parameters)}`, read) as Promise<T>;
}

/**
 * One page of `query` (DESIGN §2): the rows of `page`/`limit` and a count that is exact up to
 * {@link COUNT_CAP} and then capped, so a list never waits on counting millions of rows.
 */
export async function paginate<
  DB,
  TB extends keyof DB,
  O,
  CDB = DB,
  CTB extends keyof CDB = TB & keyof CDB,
  CO = O,
>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: Pick<ListQuery, 'page' | 'limit'>,
  /** Counts these rows instead (the same rows, written so the count can use another index or skip joins). */
  countQuery?: SelectQueryBuilder<CDB, CTB, CO>,
  /**
   * Reads the page's rows instead of `query` with a limit and offset: for a "deferred join" that
   * picks the page's ids on the narrow filtered table and joins names onto those ids alone.
   */
  rowsOf?: (limit: number, offset: number) => SelectQueryBuilder<DB, TB, O>,
): Promise<Page<O>> {
  const source = countQuery ?? (query as unknown as SelectQueryBuilder<CDB, CTB, CO>);
  const offset = (page - 1) * limit;
  const [rows, n] = await Promise.all([
    (rowsOf ? rowsOf(limit, offset) : query.limit(limit).offset(offset)).execute(),
    cappedCount(db, source),
  ]);
  const total = Math.min(n, COUNT_CAP);
  return {
    data: rows,
    total,
    per_page: limit,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / limit)),
    ...(n > COUNT_CAP ? { total_capped: true } : {}),
  };
}

/**
 * How many rows `query` selects, counted up to {@link COUNT_CAP} + 1 (more means "over the cap"), and
 * kept like {@link counts}.
 */
export function cappedCount<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const counted = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(COUNT_CAP + 1);
  const countSql = sql<{ n: number | string }>`select count(*) as n from (${counted}) as counted`;
  return keptTally(db, { compile: () => countSql.compile(db) }, async () => {
    const { rows } = await countSql.execute(db);
    return Number(rows[0]?.n ?? 0);
  });
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
  const wanted = sort ?? fallback;
  const desc = wanted.startsWith('-');
  const field = desc ? wanted.slice(1) : wanted;
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) throw invalid({ sort: 'validation.format' });
  const direction = desc ? 'desc' : 'asc';
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
