import { PAYMENT_TYPES, REFUND_STATES } from '@bo/contract';
import { type AliasableExpression, type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';

/**
 * The figures kept per local day in `stat_days` (and counted live for what the rollups do not hold),
 * read in groups of one table each, all groups and windows asked in one statement. A figure is named
 * by its metric in `stat_days`.
 */
export type FigureGroup =
  | 'members'
  | 'active'
  | 'buyers'
  | 'orders'
  | 'paid'
  | 'revenue'
  | 'refunds'
  | 'visits'
  | 'sources'
  | 'devices'
  | 'regionOrders'
  | 'regionRevenue'
  | 'assetsIn'
  | 'assetsOut'
  | 'orderDevices'
  | 'orderSources'
  | 'regionVisits';

/** Views of one source are the metric of this prefix and the source's name (as stored, even empty). */
export const SOURCE_PREFIX = 'visit_source:';
/** Views from one kind of device (`goods_visits.device`). */
export const DEVICE_PREFIX = 'visit_device:';
/** Orders placed, and money paid, for one province: the first two digits of the delivery region's code. */
export const REGION_ORDERS_PREFIX = 'region_orders:';
export const REGION_REVENUE_PREFIX = 'region_paid:';
/** Orders placed from one kind of device (`orders.device`). */
export const ORDER_DEVICE_PREFIX = 'order_device:';
/** Orders placed from one source (`orders.source`). */
export const ORDER_SOURCE_PREFIX = 'order_source:';
/** Views by signed-in members per province of their latest delivery (`goods_visits.region_code`). */
export const REGION_VISITS_PREFIX = 'region_visits:';
/** Assets that moved into, and out of, one status (`asset_events` whose changes hold the status). */
export const ASSETS_IN_PREFIX = 'assets_in:';
export const ASSETS_OUT_PREFIX = 'assets_out:';

/** Where the rows of a read fall: in which window (`w`), and the condition that keeps them in the windows. */
export interface Placement {
  w: RawBuilder<number>;
  within: RawBuilder<boolean>;
}

/** A group of figures read from one table. */
export interface Group {
  /** The metrics `a` and `b` hold (zero when nothing happened); none for the views per source. */
  metrics: readonly string[];
  /** The time that places a row in a window. */
  column: 'created_at' | 'finished_at';
  /** The rows counted, as `t`: their window `w` and the columns `a`, `b` and the source read. */
  rows: (db: Db, at: Placement) => AliasableExpression<unknown>;
  a: RawBuilder<number>;
  b?: RawBuilder<number>;
  /**
   * Counted per key as well as per window (the rows' column `k`): each key's `a` is the metric of this
   * prefix and the key, and `metrics` name the total over the keys.
   */
  keyPrefix?: string;
}

export const GROUPS: Record<FigureGroup, Group> = {
  /** Members registered. */
  members: {
    metrics: ['users'],
    column: 'created_at',
    rows: (db, at) => db.selectFrom('members').select(at.w.as('w')).where(at.within),
    a: sql`count(*)`,
  },
  /**
   * Members active: who viewed goods signed in or placed an order (each member once per window). Both
   * reads walk their table's time index, as the visits and orders groups do.
   */
  active: {
    metrics: ['active_members'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('goods_visits')
        .select([at.w.as('w'), 'member_id'])
        .where('member_id', 'is not', null)
        .where(at.within)
        .unionAll(
          db
            .selectFrom('orders')
            .select([at.w.as('w'), 'member_id'])
            .where(at.within),
        ),
    a: sql`count(distinct t.member_id)`,
  },
  /**
   * Members who paid, and those of them who had paid before (a repeat purchase): each payment of the
   * window looks for an earlier one of the same member through the member's orders (`orders_member_idx`)
   * and their payments (`order_payments_order_idx`): a few index reads per payment.
   */
  buyers: {
    metrics: ['buyers', 'repeat_buyers'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom(
          db
            .selectFrom('order_payments')
            .select([at.w.as('w'), 'order_id', 'created_at as paid_at', 'id as payment_id'])
            .where('type', '=', PAYMENT_TYPES.payment)
            .where(at.within)
            .as('p'),
        )
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select([
          'p.w as w',
          'o.member_id as member_id',
          sql<number>`case when exists (
            select 1 from orders e join order_payments ep on ep.order_id = e.id
            where e.member_id = o.member_id and ep.type = ${PAYMENT_TYPES.payment}
              and (ep.created_at < p.paid_at or (ep.created_at = p.paid_at and ep.id < p.payment_id))
          ) then 1 else 0 end`.as('again'),
        ]),
    a: sql`count(distinct t.member_id)`,
    b: sql`count(distinct case when t.again = 1 then t.member_id end)`,
  },
  /** Orders placed. */
  orders: {
    metrics: ['orders'],
    column: 'created_at',
    rows: (db, at) => db.selectFrom('orders').select(at.w.as('w')).where(at.within),
    a: sql`count(*)`,
  },
  /**
   * Orders paid, from payment records (an order paid in parts counts once). Apart from the money: the
   * distinct orders cost a sort the dashboard's cards do without.
   */
  paid: {
    metrics: ['paid_orders'],
    column: 'created_at',
    rows: (db, at) => payments(db, at),
    a: sql`count(distinct t.order_id)`,
  },
  /** The money received (cents), from payment records. */
  revenue: {
    metrics: ['revenue'],
    column: 'created_at',
    rows: (db, at) => payments(db, at),
    a: sql`coalesce(sum(t.amount), 0)`,
  },
  /** Refunds that succeeded and the money paid back (cents), by when they did. */
  refunds: {
    metrics: ['refunds', 'expenses'],
    column: 'finished_at',
    rows: (db, at) =>
      db
        .selectFrom('order_refunds')
        .select([at.w.as('w'), 'amount'])
        .where('state', '=', REFUND_STATES.succeeded)
        .where(at.within),
    a: sql`count(*)`,
    b: sql`coalesce(sum(t.amount), 0)`,
  },
  /** Goods page views and unique visitors (members, or addresses of guests). */
  visits: {
    metrics: ['visits', 'visitors'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('goods_visits')
        .select([at.w.as('w'), sql<string>`coalesce(cast(member_id as varchar(16)), ip)`.as('visitor')])
        .where(at.within),
    a: sql`count(*)`,
    b: sql`count(distinct t.visitor)`,
  },
  /** Views per source seen in the window. */
  sources: {
    metrics: [],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('goods_visits')
        .select([at.w.as('w'), 'source as k'])
        .where(at.within),
    a: sql`count(*)`,
    keyPrefix: SOURCE_PREFIX,
  },
  /** Views per kind of device seen in the window. */
  devices: {
    metrics: ['device_visits_total'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('goods_visits')
        .select([at.w.as('w'), 'device as k'])
        .where(at.within),
    a: sql`count(*)`,
    keyPrefix: DEVICE_PREFIX,
  },
  /** Orders placed per province of delivery. */
  regionOrders: {
    metrics: ['region_orders_total'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('orders')
        .select([at.w.as('w'), provinceOf(sql.ref('region_code')).as('k')])
        .where(at.within),
    a: sql`count(*)`,
    keyPrefix: REGION_ORDERS_PREFIX,
  },
  /** The money received (cents) per province of delivery, from payment records. */
  regionRevenue: {
    metrics: ['region_paid_total'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom(payments(db, at).as('p'))
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.w as w', 'p.amount as amount', provinceOf(sql.ref('o.region_code')).as('k')]),
    a: sql`coalesce(sum(t.amount), 0)`,
    keyPrefix: REGION_REVENUE_PREFIX,
  },
  /** Orders placed per kind of device. */
  orderDevices: {
    metrics: ['order_devices_total'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('orders')
        .select([at.w.as('w'), 'device as k'])
        .where(at.within),
    a: sql`count(*)`,
    keyPrefix: ORDER_DEVICE_PREFIX,
  },
  /** Orders placed per source. */
  orderSources: {
    metrics: ['order_sources_total'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('orders')
        .select([at.w.as('w'), 'source as k'])
        .where(at.within),
    a: sql`count(*)`,
    keyPrefix: ORDER_SOURCE_PREFIX,
  },
  /** Goods views per province of the visitor's latest delivery (none for guests). */
  regionVisits: {
    metrics: ['region_visits_total'],
    column: 'created_at',
    rows: (db, at) =>
      db
        .selectFrom('goods_visits')
        .select([at.w.as('w'), provinceOf(sql.ref('region_code')).as('k')])
        .where(at.within),
    a: sql`count(*)`,
    keyPrefix: REGION_VISITS_PREFIX,
  },
  /** Assets that moved into each status (created and imported ones into their first). */
  assetsIn: {
    metrics: ['assets_in_total'],
    column: 'created_at',
    rows: (db, at) => statusMoves(db, at, 1),
    a: sql`count(*)`,
    keyPrefix: ASSETS_IN_PREFIX,
  },
  /** Assets that moved out of each status, deleted ones out of the status they were deleted in. */
  assetsOut: {
    metrics: ['assets_out_total'],
    column: 'created_at',
    rows: (db, at) =>
      statusMoves(db, at, 0).unionAll(
        db
          .selectFrom('asset_events')
          .select([
            at.w.as('w'),
            sql<string | null>`(select a.status from assets a where a.id = asset_events.asset_id)`.as('k'),
          ])
          .where(at.within)
          .where('kind', '=', 'deleted'),
      ),
    a: sql`count(*)`,
    keyPrefix: ASSETS_OUT_PREFIX,
  },
};

/** The status an asset event moved an asset from (`0`) or to (`1`), from its changes (JSON text). */
function statusMoved(db: Db, end: 0 | 1) {
  return isPostgres(db)
    ? sql<string | null>`(cast(changes as json) -> 'status' ->> ${sql.lit(end)})`
    : sql<string | null>`json_extract(changes, ${`$.status[${end}]`})`;
}

/**
 * The events that changed an asset's status: its changes name the field (a cheap test before the JSON
 * is read), and the end asked for is a status (a new asset came from none).
 */
function statusMoves(db: Db, at: Placement, end: 0 | 1) {
  return db
    .selectFrom('asset_events')
    .select([at.w.as('w'), statusMoved(db, end).as('k')])
    .where(at.within)
    .where('changes', 'like', '%"status"%')
    .where(statusMoved(db, end), 'is not', null);
}

/** The province of a region code: its first two digits (both databases' `substr`). */
const provinceOf = (code: RawBuilder<unknown>) => sql<string>`substr(${code}, 1, 2)`;

/** The payments (not refunds) made in the windows. */
function payments(db: Db, at: Placement) {
  return db
    .selectFrom('order_payments')
    .select([at.w.as('w'), 'order_id', 'amount'])
    .where('type', '=', PAYMENT_TYPES.payment)
    .where(at.within);
}

export const FIGURE_GROUPS = Object.keys(GROUPS) as FigureGroup[];

/** The prefixes of the metrics `groups` give per key. */
export const keyPrefixesOf = (groups: readonly FigureGroup[]): string[] =>
  groups.flatMap((g) => GROUPS[g].keyPrefix ?? []);

/** The metrics `groups` always give. */
export const metricsOf = (groups: readonly FigureGroup[]): string[] =>
  groups.flatMap((g) => GROUPS[g].metrics);
