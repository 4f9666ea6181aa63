import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { enqueueUnlessQueued } from '../../jobs/queue.js';
import type { JobContext } from '../../jobs/types.js';
import { addDays, dayBounds, daysBetween, localDay } from './days.js';
import { METRIC_NAMES, measure } from './metrics.js';
import { lowStock, pendingShipments, totalValue } from './service.js';

/** The job that keeps the daily rollups; one runs a minute, each queuing the next. */
export const STATS_ROLLUP_JOB = 'stats.rollup';
const EVERY_MS = 60_000;

async function store(db: Db, day: string, metric: string, value: number): Promise<void> {
  await db
    .insertInto('stat_days')
    .values({ day, metric, value })
    .onConflict((oc) => oc.columns(['metric', 'day']).doUpdateSet({ value }))
    .execute();
}

/** Computes every metric of `day` and stores it (replacing what was there). */
export async function rollDay(db: Db, day: string): Promise<void> {
  const { from, to } = dayBounds(day);
  for (const metric of METRIC_NAMES) await store(db, day, metric, await measure(db, metric, from, to));
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
      union all select min(created_at) from goods_visits) as firsts`.execute(db);
  const first = rows[0]?.first;
  return first ? localDay(new Date(first)) : null;
}

/**
 * Brings the rollups up to date: today and yesterday every time (late payments and refunds land
 * there), and once each any earlier day that has none yet (the first run backfills history).
 */
export async function rollUp(db: Db, today = localDay(new Date())): Promise<number> {
  const yesterday = addDays(today, -1);
  const first = await firstDay(db);
  const known = new Set(
    (await db.selectFrom('stat_days').select('day').where('metric', '=', 'orders').execute()).map(
      (r) => r.day,
    ),
  );
  const missing = first ? daysBetween(first, addDays(yesterday, -1)).filter((d) => !known.has(d)) : [];
  for (const day of [...missing, yesterday, today]) await rollDay(db, day);
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
