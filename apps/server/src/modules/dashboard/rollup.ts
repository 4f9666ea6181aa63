import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { enqueueUnlessQueued } from '../../jobs/queue.js';
import type { JobContext } from '../../jobs/types.js';
import { foldAssetCounts } from '../assets/index.js';
import { keepPoolDays } from './asset-pool.js';
import { KEYS_UNKEPT, keyedMetric, METRIC_MAX_LENGTH, SETTLED, storeDays } from './daily.js';
import { addDays, daysBetween, localDay } from './days.js';
import { FIGURE_GROUPS, keyPrefixesOf, metricsOf } from './figure-groups.js';
import { countFigures, type Figures } from './figures.js';
import { lowStock, pendingShipments, totalValue } from './service.js';
import { dayWindow } from './windows.js';

/** The job that keeps the daily rollups; one runs a minute, each queuing the next. */
export const STATS_ROLLUP_JOB = 'stats.rollup';
const EVERY_MS = 60_000;
/** Days counted together when backfilling: a month of rows per grouped query. */
const BACKFILL_DAYS = 31;

async function store(db: Db, day: string, metric: string, value: number): Promise<void> {
  await db
    .insertInto('stat_days')
    .values({ day, metric, value })
    .onConflict((oc) => oc.columns(['metric', 'day']).doUpdateSet({ value }))
    .execute();
}

const KEY_PREFIXES = keyPrefixesOf(FIGURE_GROUPS);
const isKeyed = (metric: string) => KEY_PREFIXES.some((prefix) => metric.startsWith(prefix));

/** What `stat_days` holds for a day whose figures are `figures`. */
function rowsOf(day: string, figures: Figures, settled: boolean) {
  const unkept = [...figures.keys()].some((metric) => metric.length > METRIC_MAX_LENGTH);
  const rows = [...figures]
    .filter(([metric]) => !(unkept && isKeyed(metric)))
    .map(([metric, value]) => ({ day, metric, value }));
  if (unkept) rows.push({ day, metric: KEYS_UNKEPT, value: 1 });
  if (settled) rows.push({ day, metric: SETTLED, value: 1 });
  return rows;
}

/**
 * Counts every figure of `days` (one statement for them all) and stores them in one
 * transaction, replacing what the days had: `settled` for days that are over for good (then the
 * statistics read them instead of counting them).
 */
export async function rollDays(db: Db, days: readonly string[], settled: boolean): Promise<void> {
  if (days.length === 0) return;
  const figures = await countFigures(db, days.map(dayWindow), FIGURE_GROUPS);
  const rows = days.flatMap((day, i) => rowsOf(day, figures[i] ?? new Map(), settled));
  await db.transaction().execute(async (trx) => {
    // Keys seen before may be gone from a recount, and a day may become settled or lose a mark.
    await trx
      .deleteFrom('stat_days')
      .where('day', 'in', days)
      .where((eb) => eb.or([eb('metric', 'in', [SETTLED, KEYS_UNKEPT]), keyedMetric(KEY_PREFIXES)]))
      .execute();
    await storeDays(trx, rows);
  });
}

/**
 * Figures only known as they stand now, kept as today's value: the last run of a day leaves how that
 * day ended (the dashboard compares today with it), and the asset value the dashboard shows.
 */
async function snapshotToday(db: Db, today: string): Promise<void> {
  await store(db, today, 'pending_shipments', await pendingShipments(db));
  await store(db, today, 'low_stock', (await lowStock(db)).count);
  await store(db, today, 'asset_value', await totalValue(db));
}

/** The first day any counted data exists, or null. */
async function firstDay(db: Db): Promise<string | null> {
  const { rows } = await sql<{ first: string | null }>`select min(first) as first from (
      select min(created_at) as first from orders
      union all select min(created_at) from members
      union all select min(created_at) from goods_visits
      union all select min(created_at) from asset_events) as firsts`.execute(db);
  const first = rows[0]?.first;
  return first ? localDay(new Date(first)) : null;
}

/** The days settled with every figure there is now (a figure added later unsettles the days before it). */
async function settledDays(db: Db): Promise<Set<string>> {
  const metrics = [SETTLED, ...metricsOf(FIGURE_GROUPS)];
  const rows = await db
    .selectFrom('stat_days')
    .select('day')
    .where('metric', 'in', metrics)
    .groupBy('day')
    .having((eb) => eb.fn.countAll(), '=', metrics.length)
    .execute();
  return new Set(rows.map((r) => r.day));
}

/**
 * Brings the rollups up to date: today and yesterday every time (late payments and refunds land
 * there), and once each, settled, any earlier day not settled yet (the first run backfills history;
 * after that, the day before yesterday each new day). Folds the asset counts' moves on the way.
 */
export async function rollUp(db: Db, today = localDay(new Date())): Promise<number> {
  const yesterday = addDays(today, -1);
  const first = await firstDay(db);
  const settled = await settledDays(db);
  const missing = first ? daysBetween(first, addDays(yesterday, -1)).filter((d) => !settled.has(d)) : [];
  for (let i = 0; i < missing.length; i += BACKFILL_DAYS)
    await rollDays(db, missing.slice(i, i + BACKFILL_DAYS), true);
  await rollDays(db, [yesterday, today], false);
  // Before the pool is read from the kept counts: a minute's moves folded, each status a row again.
  await foldAssetCounts(db);
  await keepPoolDays(db, today);
  await snapshotToday(db, today);
  return missing.length + 2;
}

/** Queues the next rollup unless one is already waiting (several instances keep one chain). */
export async function queueNextRollup(db: Db, delayMs = EVERY_MS): Promise<void> {
  await enqueueUnlessQueued(db, { type: STATS_ROLLUP_JOB, runAt: new Date(Date.now() + delayMs) });
}

export async function runRollup({ app }: JobContext) {
  try {
    return { days: await rollUp(app.db) };
  } finally {
    await queueNextRollup(app.db);
  }
}
