import { type StatPoint, statRangeLabel } from '@bo/contract';
import type { Db } from '../../db/database.js';
import {
  DEVICE_PREFIX,
  dailyFigures,
  localDay,
  ORDER_DEVICE_PREFIX,
  ORDER_SOURCE_PREFIX,
  REGION_ORDERS_PREFIX,
  REGION_REVENUE_PREFIX,
  REGION_VISITS_PREFIX,
  SOURCE_PREFIX,
} from '../dashboard/index.js';

/** Each figure per key of the rollups, and the dimension its series is named under. */
const DIMENSIONS = [
  { prefix: REGION_ORDERS_PREFIX, dimension: 'orders_in' },
  { prefix: REGION_REVENUE_PREFIX, dimension: 'paid_in' },
  { prefix: REGION_VISITS_PREFIX, dimension: 'visits_in' },
  { prefix: DEVICE_PREFIX, dimension: 'device' },
  { prefix: ORDER_DEVICE_PREFIX, dimension: 'order_device' },
  { prefix: SOURCE_PREFIX, dimension: 'source' },
  { prefix: ORDER_SOURCE_PREFIX, dimension: 'order_source' },
] as const;

/** Dimensions keyed by province (their keys are named from the region table). */
const BY_PROVINCE: readonly string[] = [REGION_ORDERS_PREFIX, REGION_REVENUE_PREFIX, REGION_VISITS_PREFIX];

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
 * delivery (`orders_in:<province>`, `paid_in:<province>`), the goods views per province of the
 * member's latest delivery (`visits_in:<province>`, guests under none), the views and the orders per
 * device (`device:<device>`, `order_device:<device>`) and per source (`source:<source>`,
 * `order_source:<source>`),
 * each a total with the range as its date
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
    ['regionOrders', 'regionRevenue', 'regionVisits', 'devices', 'orderDevices', 'sources', 'orderSources'],
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
  const provinces = await provinceNames(db, [...new Set(BY_PROVINCE.flatMap(keyed))]);
  const date = statRangeLabel(days);
  return DIMENSIONS.flatMap(({ prefix, dimension }) =>
    keyed(prefix).map((key) => {
      // A province the region table does not name keeps its code; a view without a source, '-'.
      const name = BY_PROVINCE.includes(prefix)
        ? (provinces.get(key) ?? key)
        : prefix === SOURCE_PREFIX
          ? key || '-'
          : key;
      return { series: `${dimension}:${name}`, date, value: totals.get(`${prefix}${key}`) ?? 0 };
    }),
  );
}
