import { REFUND_STATES, type StatPoint } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isoUpTo } from '../../lib/time.js';
import { dayBounds } from '../dashboard/days.js';

interface Window {
  label: string;
  from: string;
  to: string;
}

/** The day's 24 hours (for a single day) or the days themselves. */
function windows(days: string[]): Window[] {
  const [only] = days;
  if (days.length !== 1 || !only) return days.map((day) => ({ label: day, ...dayBounds(day) }));
  const [y, m, d] = only.split('-').map(Number) as [number, number, number];
  return Array.from({ length: 24 }, (_, h) => ({
    label: `${only} ${String(h).padStart(2, '0')}:00`,
    // The last hours of 9999-12-31 end (or, west of UTC, begin) past the last writable instant.
    from: isoUpTo(new Date(y, m - 1, d, h)),
    to: isoUpTo(new Date(y, m - 1, d, h + 1)),
  }));
}

/**
 * `GET statistic/pay`: orders placed, orders paid and the amount, refunds and their amount, per day, or
 * per hour when the range is one day.
 */
export async function payPoints(db: Db, days: string[]): Promise<StatPoint[]> {
  const points: StatPoint[] = [];
  for (const w of windows(days)) {
    const [placed, paid, refunds] = await Promise.all([
      db
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('created_at', '>=', w.from)
        .where('created_at', '<', w.to)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('order_payments')
        .select([
          sql<number>`count(distinct order_id)`.as('n'),
          sql<number>`coalesce(sum(amount), 0)`.as('amount'),
        ])
        .where('type', '=', 0)
        .where('created_at', '>=', w.from)
        .where('created_at', '<', w.to)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('order_refunds')
        .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
        .where('state', '=', REFUND_STATES.succeeded)
        .where('finished_at', '>=', w.from)
        .where('finished_at', '<', w.to)
        .executeTakeFirstOrThrow(),
    ]);
    points.push(
      { series: 'placed', date: w.label, value: Number(placed.n) },
      { series: 'paid', date: w.label, value: Number(paid.n) },
      { series: 'paid_amount', date: w.label, value: Number(paid.amount) },
      { series: 'refunds', date: w.label, value: Number(refunds.n) },
      { series: 'refund_amount', date: w.label, value: Number(refunds.amount) },
    );
  }
  return points;
}
