import { type Db, isPostgres } from '../../db/database.js';
import { countsByStatus } from '../assets/index.js';
import { dailyFigures, storeDays } from './daily.js';
import { addDays, daysBetween } from './days.js';
import { ASSETS_IN_PREFIX, ASSETS_OUT_PREFIX } from './figure-groups.js';
import type { Figures } from './figures.js';

/** The statuses of the public warehouse's pool: in it, and lent or leased out of it. */
export const POOL_STATUSES = ['in_warehouse', 'lent', 'leased'] as const;
type PoolStatus = (typeof POOL_STATUSES)[number];
export type PoolCounts = Record<PoolStatus, number>;

/** How many assets each pool status held as a day ended, as kept in `stat_days`. */
const metricOf = (status: PoolStatus) => `pool_${status}`;
const METRICS = POOL_STATUSES.map(metricOf);
const none = (): PoolCounts => ({ in_warehouse: 0, lent: 0, leased: 0 });

/** Live assets per pool status now (kept counts: a few rows, not an index entry per asset). */
async function countsNow(db: Db): Promise<PoolCounts> {
  const counted = await countsByStatus(db, POOL_STATUSES);
  const counts = none();
  for (const status of POOL_STATUSES) counts[status] = counted.get(status) ?? 0;
  return counts;
}

/**
 * The pool as each day from `from` to `today` ended: today's counts, walked back day by day through
 * the status moves of each day (its moves in taken off, its moves out put back). `moves` holds the
 * days after `from`.
 */
function walkBack(
  now: PoolCounts,
  moves: ReadonlyMap<string, Figures>,
  from: string,
  today: string,
): Map<string, PoolCounts> {
  const ended = new Map<string, PoolCounts>();
  const counts = { ...now };
  for (let day = today; day >= from; day = addDays(day, -1)) {
    ended.set(day, { ...counts });
    const figures = moves.get(day);
    if (!figures) continue;
    for (const status of POOL_STATUSES) {
      const moved =
        (figures.get(`${ASSETS_IN_PREFIX}${status}`) ?? 0) -
        (figures.get(`${ASSETS_OUT_PREFIX}${status}`) ?? 0);
      // History written outside the forms (imports of old data) may not add up: never below none.
      counts[status] = Math.max(0, counts[status] - moved);
    }
  }
  return ended;
}

/** The pool as each day from `from` (up to today) ended, from the status moves of the rollups. */
async function walkFrom(db: Db, from: string, today: string): Promise<Map<string, PoolCounts>> {
  const after = from < today ? daysBetween(addDays(from, 1), today) : [];
  const [now, figures] = await Promise.all([
    countsNow(db),
    dailyFigures(db, after, ['assetsIn', 'assetsOut'], today),
  ]);
  const moves = new Map(after.map((day, i) => [day, figures[i] ?? new Map()]));
  return walkBack(now, moves, from, today);
}

/** The pool kept in `stat_days` for the days from `first` to `last`, by day (days with every status). */
async function keptPool(db: Db, first: string, last: string): Promise<Map<string, PoolCounts>> {
  const rows = await db
    .selectFrom('stat_days')
    .select(['day', 'metric', 'value'])
    .where('metric', 'in', METRICS)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
  const byDay = new Map<string, { counts: PoolCounts; seen: number }>();
  for (const row of rows) {
    const kept = byDay.get(row.day) ?? { counts: none(), seen: 0 };
    const status = POOL_STATUSES.find((s) => metricOf(s) === row.metric);
    if (!status) continue;
    kept.counts[status] = Number(row.value);
    kept.seen++;
    byDay.set(row.day, kept);
  }
  return new Map(
    [...byDay].filter(([, k]) => k.seen === POOL_STATUSES.length).map(([day, k]) => [day, k.counts]),
  );
}

/**
 * The pool as each of `days` (none after today) ended: kept by the rollup for the days it has settled
 * (a few rows a day), walked back from today's counts for the others (yesterday and today: two days of
 * moves).
 */
export async function poolByDay(db: Db, days: readonly string[], today: string): Promise<PoolCounts[]> {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const kept = await keptPool(db, first, last);
  const missing = days.filter((day) => !kept.has(day));
  const walked = missing[0] ? await walkFrom(db, missing[0], today) : new Map<string, PoolCounts>();
  return days.map((day) => kept.get(day) ?? walked.get(day) ?? none());
}

/**
 * Keeps, for every day the rollup has settled since the first status move, the pool as it ended: once
 * per day, walked back from the counts now in one transaction (the counts and today's moves read at
 * one moment). A settled day's moves never change, so what is kept stays true.
 */
export async function keepPoolDays(db: Db, today: string): Promise<void> {
  const settledBefore = addDays(today, -1);
  const firstMove = await db
    .selectFrom('stat_days')
    .select((eb) => eb.fn.min<string>('day').as('day'))
    .where('metric', '=', 'assets_in_total')
    .executeTakeFirst();
  if (!firstMove?.day || firstMove.day >= settledBefore) return;
  const last = addDays(settledBefore, -1);
  const kept = await keptPool(db, firstMove.day, last);
  const wanted = daysBetween(firstMove.day, last).filter((day) => !kept.has(day));
  const from = wanted[0];
  if (!from) return;
  // PostgreSQL reads at one moment only from repeatable read on; a SQLite transaction always does.
  const transaction = isPostgres(db)
    ? db.transaction().setIsolationLevel('repeatable read')
    : db.transaction();
  await transaction.execute(async (trx) => {
    const ended = await walkFrom(trx, from, today);
    const rows = wanted.flatMap((day) =>
      POOL_STATUSES.map((status) => ({
        day,
        metric: metricOf(status),
        value: ended.get(day)?.[status] ?? 0,
      })),
    );
    await storeDays(trx, rows);
  });
}
