import { type Dashboard, ORDER_STATES, type StatPoint } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DbCache } from '../../lib/db-cache.js';
import { getSetting, lastKnownUpdate } from '../system/index.js';
import { addDays, dayBounds, localDay } from './days.js';
import { countFigures } from './figures.js';
import { dayWindow } from './windows.js';

const TOP = 10;
const CHART_DAYS = 7;
const CHART_METRICS = ['users', 'orders', 'revenue'] as const;
type CardMetric = 'users' | 'orders' | 'revenue' | 'expenses';
/** Figures only known as they stand: the rollup keeps each day's last value. */
const SNAPSHOTS = ['pending_shipments', 'low_stock'] as const;

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

/** The stored values of `metrics` for days from `first` on, by metric and day (one read for all). */
export async function storedDays(
  db: Db,
  metrics: readonly string[],
  first: string,
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .selectFrom('stat_days')
    .select(['metric', 'day', 'value'])
    .where('metric', 'in', metrics)
    .where('day', '>=', first)
    .execute();
  const byMetric = new Map(metrics.map((metric) => [metric, new Map<string, number>()]));
  for (const r of rows) byMetric.get(r.metric)?.set(r.day, Number(r.value));
  return byMetric;
}

/** Today and yesterday of each card's figure, counted from the tables in one statement. */
async function cardFigures(db: Db, today: string) {
  const [before, now] = await countFigures(
    db,
    [dayWindow(addDays(today, -1)), dayWindow(today)],
    ['members', 'orders', 'revenue', 'refunds'],
  );
  const pair = (metric: CardMetric) => ({
    today: now?.get(metric) ?? 0,
    yesterday: before?.get(metric) ?? 0,
  });
  return {
    users: pair('users'),
    orders: pair('orders'),
    revenue: pair('revenue'),
    expenses: pair('expenses'),
  };
}

/** Registrations, orders and sales per day for the last week: rollups before yesterday, counted after. */
function chart(
  today: string,
  live: Record<(typeof CHART_METRICS)[number], { today: number; yesterday: number }>,
  stored: Map<string, Map<string, number>>,
): StatPoint[] {
  const first = addDays(today, 1 - CHART_DAYS);
  const yesterday = addDays(today, -1);
  return CHART_METRICS.flatMap((metric) =>
    Array.from({ length: CHART_DAYS }, (_, i) => {
      const day = addDays(first, i);
      const value =
        day === today
          ? live[metric].today
          : day === yesterday
            ? live[metric].yesterday
            : stored.get(metric)?.get(day);
      return { series: metric, date: day, value: value ?? 0 };
    }),
  );
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
 * The asset figures count tens of thousands of index entries (idle assets: 7 ms at bench scale): cached
 * until a write, 10 s at most, like list counts.
 */
const assetFiguresCache = new DbCache<string, Awaited<ReturnType<typeof assetFigures>>, Db>(
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

/** `GET index`: the dashboard's figures, top lists and notices. */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = localDay(now);
  const yesterday = addDays(today, -1);
  // One round of reads: the stored days hold the chart's week and yesterday's snapshots of the figures
  // only known as they stand.
  const [cards, stored, pending, low, tops, assets, update] = await Promise.all([
    cardFigures(db, today),
    storedDays(db, [...CHART_METRICS, ...SNAPSHOTS], addDays(today, 1 - CHART_DAYS)),
    pendingShipments(db),
    lowStock(db),
    topGoodsCache.get(db, 0),
    assetFiguresCache.get(db, today),
    lastKnownUpdate(db),
  ]);
  const { users, orders, revenue, expenses } = cards;
  const before = (metric: (typeof SNAPSHOTS)[number]) => stored.get(metric)?.get(yesterday) ?? 0;
  return {
    cards: {
      users,
      orders,
      revenue,
      expenses,
      pending_shipments: { today: pending, yesterday: before('pending_shipments') },
      low_stock: { today: low.count, yesterday: before('low_stock') },
    },
    chart: chart(today, cards, stored),
    ...tops,
    low_stock_list: low.list,
    assets,
    update,
  };
}
