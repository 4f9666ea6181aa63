import { REFUND_STATES } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The daily metrics kept in `stat_days`, each read from its base table by an indexed time range. */
export const METRICS = {
  /** Members registered. */
  users: (db: Db, from: string, to: string) =>
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('v'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to),
  /** Orders placed. */
  orders: (db: Db, from: string, to: string) =>
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('v'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to),
  /** Money received (cents): payment records. */
  revenue: (db: Db, from: string, to: string) =>
    db
      .selectFrom('order_payments')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('v'))
      .where('type', '=', 0)
      .where('created_at', '>=', from)
      .where('created_at', '<', to),
  /** Money paid back (cents): refunds that succeeded. */
  expenses: (db: Db, from: string, to: string) =>
    db
      .selectFrom('order_refunds')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('v'))
      .where('state', '=', REFUND_STATES.succeeded)
      .where('finished_at', '>=', from)
      .where('finished_at', '<', to),
  /** Goods page views. */
  visits: (db: Db, from: string, to: string) =>
    db
      .selectFrom('goods_visits')
      .select((eb) => eb.fn.countAll<number>().as('v'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to),
} as const;

export type Metric = keyof typeof METRICS;
export const METRIC_NAMES = Object.keys(METRICS) as Metric[];

/** One metric over `[from, to)`, straight from its table. */
export async function measure(db: Db, metric: Metric, from: string, to: string): Promise<number> {
  const row = await METRICS[metric](db, from, to).executeTakeFirst();
  return Number(row?.v ?? 0);
}
