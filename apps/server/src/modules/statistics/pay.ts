import type { StatPoint } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { type FigureGroup, localDay } from '../dashboard/index.js';
import { figuresByDayOrHour } from './range.js';

const GROUPS: FigureGroup[] = ['orders', 'paid', 'revenue', 'refunds'];

/** Each series of the statistic and the daily figure it shows. */
const SERIES = [
  ['placed', 'orders'],
  ['paid', 'paid_orders'],
  ['paid_amount', 'revenue'],
  ['refunds', 'refunds'],
  ['refund_amount', 'expenses'],
] as const;

/**
 * `GET statistic/pay`: orders placed, orders paid and the amount, refunds and their amount, per day, or
 * per hour when the range is one day (counted from the tables). Settled days come from the daily
 * rollups, the others are counted in one statement for them all.
 */
export async function payPoints(db: Db, days: string[], today = localDay(new Date())): Promise<StatPoint[]> {
  const points = await figuresByDayOrHour(db, days, GROUPS, today);
  return points.flatMap(({ label: date, figures }) =>
    SERIES.map(([series, metric]) => ({ series, date, value: figures.get(metric) ?? 0 })),
  );
}
