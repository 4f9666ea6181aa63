import type { StatPoint } from './dashboard.js';

/** The statistics of `GET statistic/{kind}` (and its XLSX export `GET statistic/{kind}/export`). */
export const STAT_KINDS = ['visit', 'pay', 'age_and_sex', 'members', 'regions', 'assets'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** The page (and permission) of each statistic. */
export const STAT_PAGES: Readonly<Record<StatKind, string>> = {
  visit: 'StatisticsVisitList',
  pay: 'StatisticsPayList',
  age_and_sex: 'StatisticsAgeAndSexList',
  members: 'StatisticsMembersList',
  regions: 'StatisticsRegionsList',
  assets: 'StatisticsAssetsList',
};

/**
 * Series of a breakdown are `<dimension>:<key>`, totals per key rather than a value per day: orders placed
 * and money paid per province of delivery, goods views per device and per source (over the range), idle
 * assets per age group and assets overdue for return per unit (as they stand today). A statistic may
 * send both kinds of points (`splitStatPoints`).
 */
export const BREAKDOWN_DIMENSIONS = [
  'orders_in',
  'paid_in',
  'visits_in',
  'device',
  'order_device',
  'source',
  'order_source',
  'idle_age',
  'overdue_in',
] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

/**
 * The series of `statistic/assets` per day, as each day ended: public-warehouse assets lent, leased,
 * both (`shared`), the pool they come from (in the warehouse, lent or leased) and utilisation, the
 * share of the pool that was lent or leased. Summed over a range, the counts are asset-days, so the
 * range's utilisation is the share of the pool's days spent lent or leased.
 */
export const ASSET_SERIES = ['lent', 'leased', 'shared', 'pool', 'utilisation'] as const;

/**
 * The age groups of idle assets (`statistic/assets`, dimension `idle_age`): whole years since purchase,
 * each group with its lowest age, youngest first.
 */
export const IDLE_AGE_GROUPS = [
  { key: 'under_1', from: 0 },
  { key: '1_3', from: 1 },
  { key: '3_5', from: 3 },
  { key: '5_10', from: 5 },
  { key: '10_plus', from: 10 },
] as const;

/** The kinds of device a goods view is counted under (from the browser's User-Agent). */
export const VISIT_DEVICES = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];

/** A series' dimension and key (`source:h5` → `source`, `h5`), or null for a series of its own. */
export function seriesDimension(series: string): { dimension: BreakdownDimension; key: string } | null {
  const colon = series.indexOf(':');
  const dimension = BREAKDOWN_DIMENSIONS.find((d) => d === series.slice(0, colon));
  return colon > 0 && dimension ? { dimension, key: series.slice(colon + 1) } : null;
}

/**
 * The series of `statistic/members` per day: members registered, members active (who viewed goods or
 * placed an order), members who paid, those of them who had paid before (a repeat purchase), and the
 * repeat-purchase rate.
 */
export const MEMBER_SERIES = [
  'new_members',
  'active_members',
  'buyers',
  'repeat_buyers',
  'repeat_rate',
] as const;

/**
 * Series that are a percentage of two others (one decimal): a day's value is the server's, a total is
 * the ratio of the totals, never a sum of percentages.
 */
export const RATIO_SERIES: Readonly<Record<string, readonly [numerator: string, denominator: string]>> = {
  repeat_rate: ['repeat_buyers', 'buyers'],
  utilisation: ['shared', 'pool'],
};

/** `numerator / denominator` as a percentage with one decimal (0 when there is no denominator). */
export const percentOf = (numerator: number, denominator: number): number =>
  denominator > 0 ? Math.round((1000 * numerator) / denominator) / 10 : 0;

/** Series whose values are cents: shown and exported in yuan. */
const MONEY_SERIES: readonly string[] = ['paid_amount', 'refund_amount'];
export const isMoneySeries = (series: string) =>
  MONEY_SERIES.includes(series) || seriesDimension(series)?.dimension === 'paid_in';

/** The sex series of `statistic/age_and_sex`, from `members.gender` (1 man, 2 woman, else unknown). */
export const SEX_SERIES = ['male', 'female', 'unknown'] as const;
export type SexSeries = (typeof SEX_SERIES)[number];

/**
 * The age groups of `statistic/age_and_sex` (age in whole years as of today, from the birthday), each
 * with its lowest age, youngest first; members without a birthday are `age_unknown`.
 */
export const AGE_GROUPS = [
  { series: 'age_0_17', from: 0 },
  { series: 'age_18_24', from: 18 },
  { series: 'age_25_34', from: 25 },
  { series: 'age_35_44', from: 35 },
  { series: 'age_45_54', from: 45 },
  { series: 'age_55_64', from: 55 },
  { series: 'age_65_plus', from: 65 },
] as const;
export const AGE_UNKNOWN = 'age_unknown';
export const AGE_SERIES = [...AGE_GROUPS.map((g) => g.series), AGE_UNKNOWN] as const;
export type AgeSeries = (typeof AGE_SERIES)[number];

/** Statistic points `{series, date, value}` as one row per date with a value per series. */
export interface StatPivot {
  dates: string[];
  /** In first-seen order. */
  series: string[];
  rows: { date: string; values: Record<string, number> }[];
}

/** Pivots points (as `GET statistic/{kind}` returns them) into rows per date; missing values are 0. */
export function pivotStatPoints(points: readonly StatPoint[]): StatPivot {
  const series: string[] = [];
  const byDate = new Map<string, Record<string, number>>();
  for (const p of points) {
    if (!series.includes(p.series)) series.push(p.series);
    const row = byDate.get(p.date) ?? {};
    row[p.series] = p.value;
    byDate.set(p.date, row);
  }
  const dates = [...byDate.keys()];
  return {
    dates,
    series,
    rows: dates.map((date) => {
      const values = byDate.get(date) ?? {};
      for (const s of series) values[s] ??= 0;
      return { date, values };
    }),
  };
}

/**
 * Each series' sum over the rows (the totals row of the exports, the charts of sums); a ratio series
 * is the ratio of its two series' sums.
 */
export function statTotals(table: StatPivot): Record<string, number> {
  const sum = (s: string) => table.rows.reduce((total, r) => total + (r.values[s] ?? 0), 0);
  return Object.fromEntries(
    table.series.map((s) => {
      const ratio = RATIO_SERIES[s];
      return [s, ratio ? percentOf(sum(ratio[0]), sum(ratio[1])) : sum(s)];
    }),
  );
}

/** Visit and order sources with a name in the catalogs (`statistics.sources.*`); any other is shown as sent. */
export const KNOWN_SOURCES: readonly string[] = [
  'direct',
  'search',
  'share',
  'h5',
  'wechat',
  'app',
  'mini_program',
  'ad',
];

/** The name of a key of a breakdown dimension, through `t`: a device by its word, an empty key as "none". */
export function breakdownKeyName(
  of: { dimension: BreakdownDimension; key: string },
  t: (key: string, params?: Record<string, string>) => string,
): string {
  if (of.dimension === 'device' || of.dimension === 'order_device')
    return t(`statistics.devices.${of.key || 'unknown'}`);
  if (of.dimension === 'visits_in' && !of.key) return t('statistics.regionUnknown');
  if (of.dimension === 'idle_age') return t(`statistics.idleAges.${of.key}`);
  // The channels the storefront sends are named in the user's language; a campaign's own name stays.
  if ((of.dimension === 'source' || of.dimension === 'order_source') && KNOWN_SOURCES.includes(of.key))
    return t(`statistics.sources.${of.key}`);
  return of.key || t('statistics.none');
}

/**
 * A series' name through `t` (`statistics.series.<series>`; a series of a dimension names its key: a
 * source, a device, a province), for the pages (i18next) and the exports (`translate`) alike.
 */
export function statSeriesLabel(
  series: string,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  const of = seriesDimension(series);
  if (!of) return t(`statistics.series.${series}`);
  return t(`statistics.series.${of.dimension}`, { name: breakdownKeyName(of, t) });
}

/**
 * The one "date" of a breakdown's points: they are totals over the range (a breakdown is read as
 * totals, so its points are not repeated for every day).
 */
export const statRangeLabel = (days: readonly string[]) => {
  const first = days[0] ?? '';
  const last = days.at(-1) ?? first;
  return first === last ? first : `${first} ~ ${last}`;
};

/** One line of a breakdown: a key of a dimension (a province, a device, a source) and its total. */
export interface BreakdownRow {
  series: string;
  dimension: BreakdownDimension;
  key: string;
  value: number;
  /** Its share of the dimension's total, in percent with one decimal. */
  share: number;
}

/** Dimensions whose keys keep the order they are sent in (age groups, youngest first). */
const IN_ORDER: readonly BreakdownDimension[] = ['idle_age'];

/**
 * A breakdown statistic's totals over the range, per dimension (in the contract's order) and, within
 * one, largest first (or as sent, for `IN_ORDER`): the page's table and the export's sheet.
 */
export function breakdownRows(table: StatPivot): BreakdownRow[] {
  const totals = statTotals(table);
  const rows = table.series.flatMap((series) => {
    const of = seriesDimension(series);
    return of ? [{ series, ...of, value: totals[series] ?? 0, share: 0 }] : [];
  });
  return BREAKDOWN_DIMENSIONS.flatMap((dimension) => {
    const mine = rows.filter((r) => r.dimension === dimension);
    if (!IN_ORDER.includes(dimension)) mine.sort((a, b) => b.value - a.value);
    const sum = mine.reduce((total, r) => total + r.value, 0);
    return mine.map((r) => ({ ...r, share: percentOf(r.value, sum) }));
  });
}

/**
 * The dimensions each statistic sends as a breakdown (totals per key); a statistic's other series follow
 * the days (the visits' views per source, for one, are a series per source and day).
 */
export const STAT_BREAKDOWNS: Readonly<Record<StatKind, readonly BreakdownDimension[]>> = {
  visit: [],
  pay: [],
  age_and_sex: [],
  members: [],
  regions: ['orders_in', 'paid_in', 'visits_in', 'device', 'order_device', 'source', 'order_source'],
  assets: ['idle_age', 'overdue_in'],
};

/**
 * A statistic's points split in two: those that follow the days (a chart over time and a row per day)
 * and the totals of its breakdown (a chart per dimension and a row per key).
 */
export function splitStatPoints(
  kind: StatKind,
  points: readonly StatPoint[],
): { timeline: StatPoint[]; breakdown: StatPoint[] } {
  const timeline: StatPoint[] = [];
  const breakdown: StatPoint[] = [];
  const dimensions = STAT_BREAKDOWNS[kind];
  for (const p of points) {
    const of = seriesDimension(p.series);
    (of && dimensions.includes(of.dimension) ? breakdown : timeline).push(p);
  }
  return { timeline, breakdown };
}
