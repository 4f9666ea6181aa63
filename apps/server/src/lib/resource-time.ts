import type { Resource } from '@bo/contract';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { timeRange } from './list.js';

/** The list's `from` / `to` range over a time column (a day given alone is the whole day). */
export function inRange<DB, TB extends keyof DB, O>(
  ids: SelectQueryBuilder<DB, TB, O>,
  column: string,
  q: { from?: string; to?: string },
): SelectQueryBuilder<DB, TB, O> {
  const range = timeRange(q.from, q.to);
  let ranged = ids;
  if (range.from) ranged = ranged.where(sql<SqlBool>`${sql.ref(column)} >= ${range.from}`);
  if (range.to) ranged = ranged.where(sql<SqlBool>`${sql.ref(column)} < ${range.to}`);
  return ranged;
}

/**
 * Rows without a time sort last by it, either way: the two databases disagree on where nulls go (a
 * draft notice has no publish time). `column` names a field's column.
 */
export function timelessLast<DB, TB extends keyof DB, O>(
  ids: SelectQueryBuilder<DB, TB, O>,
  resource: Resource,
  sort: string | undefined,
  column: (name: string) => string,
): SelectQueryBuilder<DB, TB, O> {
  const name = sort?.replace(/^-/, '') ?? '';
  if (resource.fields[name]?.kind !== 'datetime' || !resource.sortable.includes(name)) return ids;
  return ids.orderBy(sql`case when ${sql.ref(column(name))} is null then 1 else 0 end`);
}
