import type { StatPoint } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { dailyFigures, localDay, SOURCE_PREFIX } from '../dashboard/index.js';

/**
 * `GET statistic/visit`: per day, page views (`pv`), unique visitors (`uv`: members, or addresses of
 * guests) and the views of each source seen that day (`source:<name>`, in the order of the names).
 * Settled days come from the daily rollups, the others are counted in one statement for them all.
 */
export async function visitPoints(
  db: Db,
  days: string[],
  today = localDay(new Date()),
): Promise<StatPoint[]> {
  const figures = await dailyFigures(db, days, ['visits', 'sources'], today);
  const points: StatPoint[] = [];
  days.forEach((date, i) => {
    const day = figures[i] ?? new Map<string, number>();
    points.push({ series: 'pv', date, value: day.get('visits') ?? 0 });
    points.push({ series: 'uv', date, value: day.get('visitors') ?? 0 });
    const sources: string[] = [];
    for (const metric of day.keys()) if (metric.startsWith(SOURCE_PREFIX)) sources.push(metric);
    // In the order of the names as stored, whichever way the day was read.
    for (const metric of sources.sort())
      points.push({
        series: `source:${metric.slice(SOURCE_PREFIX.length) || '-'}`,
        date,
        value: day.get(metric) ?? 0,
      });
  });
  return points;
}
