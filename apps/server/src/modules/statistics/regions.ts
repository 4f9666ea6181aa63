import { type StatPoint, statRangeLabel } from '@bo/contract';
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
 * `GET statistic/regions`: over the range, the orders placed and the money paid per province of
 * delivery (`orders_in:<province>`, `paid_in:<province>`), and the goods views per device and per
 * source (`device:<device>`, `source:<source>`), each a total with the range as its date
 * (`statRangeLabel`): a breakdown is read as totals, and a year of days would repeat every key 366 times.
 * Settled days come from the daily rollups; the others are counted in one statement for them all.
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
  const totals = new Map<string, number>();
  for (const day of figures)
    for (const [metric, value] of day) totals.set(metric, (totals.get(metric) ?? 0) + value);
  const keyed = (prefix: string) =>
    [...totals.keys()]
      .filter((m) => m.startsWith(prefix))
      .map((m) => m.slice(prefix.length))
      .sort();
  const provinces = await provinceNames(db, [
    ...new Set([...keyed(REGION_ORDERS_PREFIX), ...keyed(REGION_REVENUE_PREFIX)]),
  ]);
  const date = statRangeLabel(days);
  return DIMENSIONS.flatMap(({ prefix, dimension }) =>
    keyed(prefix).map((key) => {
      // A province the region table does not name keeps its code; a view without a source, '-'.
      const name = prefix === SOURCE_PREFIX ? key || '-' : (provinces.get(key) ?? key);
      return { series: `${dimension}:${name}`, date, value: totals.get(`${prefix}${key}`) ?? 0 };
    }),
  );
}
