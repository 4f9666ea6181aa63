import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';

/**
 * Counts of live assets read from `asset_counts`, which triggers on `assets` keep in step with every
 * write (migration 0039): a few rows per status where counting the assets reads an index entry per
 * asset. They count every asset, so they answer for data scope `all` and for figures without a scope.
 */

const KEY = ['status', 'purchase_day', 'due_day', 'holder'] as const;

/** Live assets per status, for `statuses` (a status without assets is missing). */
export async function countsByStatus(db: Db, statuses: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('asset_counts')
    .select(['status', (eb) => eb.fn.sum<number | string>('n').as('n')])
    .where('status', 'in', [...statuses])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Purchase days after `after` (when given) and up to `upTo` (when given), under a name. */
export interface DayRange {
  key: string;
  after?: string;
  upTo?: string;
}

/** Live idle assets bought in each range, by the range's key. */
export async function idleBoughtIn(db: Db, ranges: readonly DayRange[]): Promise<Map<string, number>> {
  if (ranges.length === 0) return new Map();
  const row = await db
    .selectFrom('asset_counts')
    .select((eb) =>
      ranges.map((range, i) => {
        const bounds = [];
        if (range.after !== undefined) bounds.push(eb('purchase_day', '>', range.after));
        if (range.upTo !== undefined) bounds.push(eb('purchase_day', '<=', range.upTo));
        const n = eb.case().when(eb.and(bounds)).then(eb.ref('n')).else(0).end();
        return eb.fn.coalesce(eb.fn.sum<number | string>(n), sql.lit(0)).as(`r${i}`);
      }),
    )
    .where('status', '=', 'idle')
    .executeTakeFirst();
  const sums = (row ?? {}) as Record<string, number | string | null>;
  return new Map(ranges.map((range, i) => [range.key, Number(sums[`r${i}`] ?? 0)]));
}

/** Live lent assets due before `day`, per holding unit (null: none recorded). */
export function lentDueBefore(db: Db, day: string) {
  return db
    .selectFrom('asset_counts')
    .select(['holder as unit', (eb) => eb.fn.sum<number | string>('n').as('n')])
    .where('status', '=', 'lent')
    .where('due_day', '<', day)
    .groupBy('holder');
}

const keyColumns = sql.join(KEY.map((name) => sql.id(name)));

/**
 * Folds the moves the triggers added into one row per key (keys whose moves cancel out go), so a read
 * sums a row per key again. Nothing is written when every key has one row already.
 */
export async function foldAssetCounts(db: Db): Promise<void> {
  const { rows } = await sql<{ rows: number | string; keys: number | string }>`
    select count(*) as rows, (select count(*) from (select 1 from asset_counts group by ${keyColumns}) as k) as keys
    from asset_counts`.execute(db);
  const sizes = rows[0];
  if (!sizes || Number(sizes.rows) <= Number(sizes.keys)) return;
  if (isPostgres(db)) {
    // One statement, one snapshot: it removes exactly the rows it sums; moves that commit meanwhile
    // stay as they are, for the next fold.
    await sql`with gone as (delete from asset_counts returning ${keyColumns}, n)
      insert into asset_counts (${keyColumns}, n) select ${keyColumns}, sum(n) from gone
      group by ${keyColumns} having sum(n) <> 0`.execute(db);
    return;
  }
  // SQLite has one writer: inside the transaction no move can land between the sum and the delete.
  await db.transaction().execute(async (trx) => {
    const top = await sql<{ top: number }>`select max(rowid) as top from asset_counts`.execute(trx);
    const upTo = Number(top.rows[0]?.top ?? 0);
    await sql`insert into asset_counts (${keyColumns}, n) select ${keyColumns}, sum(n) from asset_counts
      where rowid <= ${upTo} group by ${keyColumns} having sum(n) <> 0`.execute(trx);
    await sql`delete from asset_counts where rowid <= ${upTo}`.execute(trx);
  });
}
