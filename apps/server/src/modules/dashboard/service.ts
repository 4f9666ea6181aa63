import { type Dashboard, ORDER_STATES, type StatPoint } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DbCache } from '../../lib/db-cache.js';
import { getSetting } from '../system/config/service.js';
import { lastKnownUpdate } from '../system/update/service.js';
import { addDays, dayBounds, localDay } from './days.js';
import { type Metric, measure } from './metrics.js';

const TOP = 10;
const CHART_DAYS = 7;
const CHART_METRICS: Metric[] = ['users', 'orders', 'revenue'];

/** Goods with fewer than the configured level left (but not sold out), as the goods list's tab. */
export async function lowStock(db: Db) {
  const threshold = Number(await getSetting(db, 'low_inventory_threshold'));
  const live = db
    .selectFrom('goods')
    .where('deleted_at', 'is', null)
    .where('inventory', '>', 0)
    .where('inventory', '<', threshold);
  const [count, list] = await Promise.all([
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    live
      .select(['id', 'name', 'master_image as image', 'inventory'])
      .orderBy('inventory')
      .orderBy('id')
      .limit(TOP)
      .execute(),
  ]);
  return { count: Number(count.n), list };
}

/** The stored values of `metric` by day, for days from `first` on. */
export async function storedDays(db: Db, metric: string, first: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stat_days')
    .select(['day', 'value'])
    .where('metric', '=', metric)
    .where('day', '>=', first)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.value)]));
}

/** Today and yesterday of a metric, counted from the tables (two small indexed ranges). */
async function pair(db: Db, metric: Metric, today: string) {
  const t = dayBounds(today);
  const y = dayBounds(addDays(today, -1));
  const [a, b] = await Promise.all([measure(db, metric, t.from, t.to), measure(db, metric, y.from, y.to)]);
  return { today: a, yesterday: b };
}

/** Registrations, orders and sales per day for the last week: rollups before yesterday, counted after. */
async function chart(db: Db, today: string, live: Record<string, { today: number; yesterday: number }>) {
  const first = addDays(today, 1 - CHART_DAYS);
  const points: StatPoint[] = [];
  for (const metric of CHART_METRICS) {
    const stored = await storedDays(db, metric, first);
    for (let i = 0; i < CHART_DAYS; i++) {
      const day = addDays(first, i);
      const pairOf = live[metric];
      const value =
        day === today ? pairOf?.today : day === addDays(today, -1) ? pairOf?.yesterday : stored.get(day);
      points.push({ series: metric, date: day, value: value ?? 0 });
    }
  }
  return points;
}

/** The ten goods most visited in the last 30 days, most favoured, and best selling. */
async function topGoods(db: Db, today: string) {
  const since = dayBounds(addDays(today, -29)).from;
  const named = <T extends { id: number | null; value: number | string }>(rows: T[]) =>
    rows.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('goods')
          .select(['id', 'name', 'master_image as image'])
          .where(
            'id',
            'in',
            rows.map((r) => r.id ?? 0),
          )
          .execute()
          .then((goods) =>
            rows.flatMap((r) => {
              const good = goods.find((g) => g.id === r.id);
              return good ? [{ ...good, value: Number(r.value) }] : [];
            }),
          );
  const [visits, favourites, sales] = await Promise.all([
    // Grouping by an expression keeps SQLite on the (created_at, good_id) range instead of walking the
    // whole goods index in group order, which it otherwise picks without fresh statistics (seconds).
    db
      .selectFrom('goods_visits')
      .select([sql<number>`coalesce(good_id, 0)`.as('id'), (eb) => eb.fn.countAll<number>().as('value')])
      .where('created_at', '>=', since)
      .groupBy(sql`coalesce(good_id, 0)`)
      .orderBy('value', 'desc')
      .limit(TOP + 1)
      .execute()
      .then((rows) => rows.filter((r) => Number(r.id) > 0).slice(0, TOP)),
    db
      .selectFrom('goods_favourites')
      .select(['good_id as id', (eb) => eb.fn.countAll<number>().as('value')])
      .groupBy('good_id')
      .orderBy('value', 'desc')
      .limit(TOP)
      .execute(),
    db
      .selectFrom('goods')
      .select(['id', 'name', 'master_image as image', 'sales as value'])
      .where('deleted_at', 'is', null)
      .where('sales', '>', 0)
      .orderBy('sales', 'desc')
      .orderBy('id', 'desc')
      .limit(TOP)
      .execute(),
  ]);
  return {
    top_visits: await named(visits),
    top_favourites: await named(favourites),
    top_sales: sales.map((s) => ({ ...s, value: Number(s.value) })),
  };
}

/**
 * The top lists change slowly and read a month of views: every dashboard within a minute shares one
 * computation (what `GET index` shows is at most a minute old there).
 */
export const topGoodsCache = new DbCache<0, Awaited<ReturnType<typeof topGoods>>, Db>(
  { ttlMs: 60_000, max: 1, throughWrites: true },
  (db) => topGoods(db, localDay(new Date())),
);

/** The asset figures: value and counts by status from the partial indexes, tasks and verifications. */
async function assetFigures(db: Db, today: string) {
  const count = (status: string) =>
    db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .where('status', '=', status)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [value, idle, lent, leased, overdue, tasks, verifications] = await Promise.all([
    db
      .selectFrom('stat_days')
      .select('value')
      .where('metric', '=', 'asset_value')
      .where('day', '=', today)
      .executeTakeFirst(),
    count('idle'),
    count('lent'),
    count('leased'),
    db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .where('status', '=', 'lent')
      .where('due_date', '<', today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('asset_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('asset_forms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'verify')
      .where('status', '=', 'processing')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total_value: Number(value?.value ?? (await totalValue(db))),
    idle,
    lent,
    leased,
    overdue_returns: Number(overdue.n),
    open_tasks: Number(tasks.n),
    running_verifications: Number(verifications.n),
  };
}

/**
 * The asset figures count tens of thousands of index entries (idle assets: 7 ms at bench scale): kept
 * until a write, 10 s at most, like list counts.
 */
const keptAssetFigures = new DbCache<string, Awaited<ReturnType<typeof assetFigures>>, Db>(
  { ttlMs: 10_000, max: 2 },
  assetFigures,
);

/** The original value of every live asset (the rollup keeps it for the dashboard; this is the fallback). */
export async function totalValue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('assets')
    .select(sql<number>`coalesce(sum(original_value), 0)`.as('v'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.v);
}

/** Orders paid and not yet shipped. */
export async function pendingShipments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', ORDER_STATES.waitDelivery)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Yesterday's value of a figure that is only known as it stands (the rollup's last snapshot of that day). */
async function snapshot(db: Db, metric: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('stat_days')
    .select('value')
    .where('metric', '=', metric)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** `GET index`: the dashboard of issue 7. */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = localDay(now);
  const yesterday = addDays(today, -1);
  const [users, orders, revenue, expenses, pending, low, pendingBefore, lowBefore] = await Promise.all([
    pair(db, 'users', today),
    pair(db, 'orders', today),
    pair(db, 'revenue', today),
    pair(db, 'expenses', today),
    pendingShipments(db),
    lowStock(db),
    snapshot(db, 'pending_shipments', yesterday),
    snapshot(db, 'low_stock', yesterday),
  ]);
  const [points, tops, assets, update] = await Promise.all([
    chart(db, today, { users, orders, revenue }),
    topGoodsCache.get(db, 0),
    keptAssetFigures.get(db, today),
    lastKnownUpdate(db),
  ]);
  return {
    cards: {
      users,
      orders,
      revenue,
      expenses,
      pending_shipments: { today: pending, yesterday: pendingBefore },
      low_stock: { today: low.count, yesterday: lowBefore },
    },
    chart: points,
    ...tops,
    low_stock_list: low.list,
    assets,
    update,
  };
}
