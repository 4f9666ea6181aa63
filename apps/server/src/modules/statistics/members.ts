import { MEMBER_SERIES, percentOf, type StatPoint } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { type FigureGroup, localDay } from '../dashboard/index.js';
import { figuresByDayOrHour } from './range.js';

const GROUPS: FigureGroup[] = ['members', 'active', 'buyers'];

/** The daily figure behind each counted series (the rate is worked out from two of them). */
const METRIC: Record<Exclude<(typeof MEMBER_SERIES)[number], 'repeat_rate'>, string> = {
  new_members: 'users',
  active_members: 'active_members',
  buyers: 'buyers',
  repeat_buyers: 'repeat_buyers',
};

/**
 * `GET statistic/members`: per day (per hour for one day) the members registered, the members active,
 * those who paid, those of them who had paid before, and that share as the repeat-purchase rate.
 */
export async function memberPoints(
  db: Db,
  days: string[],
  today = localDay(new Date()),
): Promise<StatPoint[]> {
  const points = await figuresByDayOrHour(db, days, GROUPS, today);
  return points.flatMap(({ label: date, figures }) => {
    const value = (metric: string) => figures.get(metric) ?? 0;
    return MEMBER_SERIES.map((series) => ({
      series,
      date,
      value:
        series === 'repeat_rate'
          ? percentOf(value(METRIC.repeat_buyers), value(METRIC.buyers))
          : value(METRIC[series]),
    }));
  });
}
