import type { StatPoint } from '@bo/contract';
import type { Db } from '../../db/database.js';
import {
  DEVICE_PREFIX,
  dailyFigures,
  localDay,
  REGION_ORDERS_PREFIX,
  REGION_REVENUE_PREFIX,
  SOURCE_PREFIX,
} from '../dashboard/index.js';

/** Each figure per key of the rollups, and the dimension its series is named under. */
const DIMENSIONS = [
  { prefix: REGION_ORDERS_PREFIX, dimension: 'orders_in' },
  { prefix: REGION_REVENUE_PREFIX, dimension: 'paid_in' },
  { prefix: DEVICE_PREFIX, dimension: 'device' },
  { prefix: SOURCE_PREFIX, dimension: 'source' },
] as const;

/** The names of the provinces `codes` (two digits each), read from the region table's first level. */
async function provinceNames(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('regions')
    .select(['code', 'name'])
    .where('level', '=', 1)
    .where(
      'code',
      'in',
      codes.map((code) => `${code}0000`),
    )
    .execute();
  return new Map(rows.map((r) => [r.code.slice(0, 2), r.name]));
}

/**
 * `GET statistic/regions`: per day, the orders placed and the money paid per province of delivery
 * (`orders_in:<province>`, `paid_in:<province>`), and the goods views per device and per source
 * (`device:<device>`, `source:<source>`), each in the order of its keys. Settled days come from the
 * daily rollups; the others are counted in one statement for them all.
 */
export async function regionPoints(
  db: Db,
  days: string[],
  today = localDay(new Date()),
): Promise<StatPoint[]> {
  const figures = await dailyFigures(
    db,
    days,
    ['regionOrders', 'regionRevenue', 'devices', 'sources'],
    today,
  );
  const keyed = (prefix: string) =>
    [...new Set(figures.flatMap((day) => [...day.keys()].filter((m) => m.startsWith(prefix))))]
      .map((metric) => metric.slice(prefix.length))
      .sort();
  const provinces = await provinceNames(db, [
    ...new Set([...keyed(REGION_ORDERS_PREFIX), ...keyed(REGION_REVENUE_PREFIX)]),
  ]);
  const points: StatPoint[] = [];
  for (const { prefix, dimension } of DIMENSIONS) {
    const keys = keyed(prefix);
    days.forEach((date, i) => {
      const day = figures[i];
      for (const key of keys) {
        // A province the region table does not name keeps its code; a view without a source, '-'.
        const name = prefix === SOURCE_PREFIX ? key || '-' : (provinces.get(key) ?? key);
        points.push({ series: `${dimension}:${name}`, date, value: day?.get(`${prefix}${key}`) ?? 0 });
      }
    });
  }
  return points;
}
