import { GOOD_SHOW, LARGE_SCREEN_DAYS, type LargeScreen, type StatPoint } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DbCache } from '../../lib/db-cache.js';
import { addDays, countFigures, dayWindow, localDay, storedDays } from '../dashboard/index.js';
import { assetGroups, assetTotals, byArea, byClass, byStatus, monthly, sharing } from './assets.js';

/** How long computed figures are served before they are computed again. */
export const LARGE_SCREEN_TTL_MS = 60_000;

/** The trend's series and the daily metric (`stat_days`) each is read from. */
const TREND: { series: string; metric: string }[] = [
  { series: 'orders', metric: 'orders' },
  { series: 'sales', metric: 'revenue' },
];

const count = (v: number | string | bigint | null | undefined) => Number(v ?? 0);

/** Platform totals outside the assets: whole-table counts and the money ever received (cents). */
async function shopTotals(db: Db) {
  const all = (table: 'members' | 'orders' | 'organizations') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => count(r.n));
  const [members, orders, organizations, goods, sales] = await Promise.all([
    all('members'),
    all('orders'),
    all('organizations'),
    db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      // The card says goods on sale: not those in the warehouse or waiting for their shelving time.
      .where('is_show', '=', GOOD_SHOW.sale)
      .executeTakeFirstOrThrow()
      .then((r) => count(r.n)),
    db
      .selectFrom('order_payments')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('v'))
      .where('type', '=', 0)
      .executeTakeFirstOrThrow()
      .then((r) => count(r.v)),
  ]);
  return { members, goods, orders, sales, organizations };
}

/**
 * Orders and sales per day for the last 30 days: the daily rollups up to the day before yesterday, and
 * yesterday and today counted from their tables (late payments still land on yesterday).
 */
async function trend(db: Db, today: string): Promise<StatPoint[]> {
  const first = addDays(today, 1 - LARGE_SCREEN_DAYS);
  const yesterday = addDays(today, -1);
  const [[yesterdays, todays], stored] = await Promise.all([
    countFigures(db, [dayWindow(yesterday), dayWindow(today)], ['orders', 'revenue']),
    storedDays(
      db,
      TREND.map((t) => t.metric),
      first,
    ),
  ]);
  return TREND.flatMap(({ series, metric }) =>
    Array.from({ length: LARGE_SCREEN_DAYS }, (_, i) => {
      const date = addDays(first, i);
      const day = date === today ? todays : date === yesterday ? yesterdays : undefined;
      const value = day ? day.get(metric) : stored.get(metric)?.get(date);
      return { series, date, value: value ?? 0 };
    }),
  );
}

/** The large-screen figures as they are now, straight from the database. */
export async function computeLargeScreen(db: Db, now = new Date()): Promise<LargeScreen> {
  const [shop, groups, months, points] = await Promise.all([
    shopTotals(db),
    assetGroups(db),
    monthly(db, now),
    trend(db, localDay(now)),
  ]);
  const assets = assetTotals(groups);
  const [byClassRows, byAreaRows] = await Promise.all([byClass(db, groups), byArea(db, groups)]);
  return {
    totals: { ...shop, assets: assets.assets, asset_value: assets.value },
    assets_by_class: byClassRows,
    assets_by_status: byStatus(groups),
    assets_by_area: byAreaRows,
    monthly: months,
    sharing: sharing(groups),
    trend: points,
    generated_at: now.toISOString(),
  };
}

/**
 * The figures every wall display reads: computed once a minute per database at most, and shared by the
 * requests arriving while they are computed (the grouped read goes over every live asset's index entry).
 */
export const largeScreenCache = new DbCache<0, LargeScreen, Db>(
  { ttlMs: LARGE_SCREEN_TTL_MS, max: 1, throughWrites: true },
  (db) => computeLargeScreen(db),
);

/** `GET largeScreen`. */
export function largeScreen(db: Db): Promise<LargeScreen> {
  return largeScreenCache.get(db, 0);
}
