import type { StatPoint } from './dashboard.js';

/** The statistics of `GET statistic/{kind}` (and its XLSX export `GET statistic/{kind}/export`). */
export const STAT_KINDS = ['visit', 'pay', 'age_and_sex'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** Series whose values are cents: shown and exported in yuan. */
export const MONEY_SERIES: readonly string[] = ['paid_amount', 'refund_amount'];

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

/** Each series' sum over the rows (the totals row of the exports, the charts of sums). */
export function statTotals(table: StatPivot): Record<string, number> {
  return Object.fromEntries(
    table.series.map((s) => [s, table.rows.reduce((sum, r) => sum + (r.values[s] ?? 0), 0)]),
  );
}

/**
 * A series' name through `t` (`statistics.series.<series>`; `source:<name>` names its source), for the
 * pages (i18next) and the exports (`translate`) alike.
 */
export function statSeriesLabel(
  series: string,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  if (series.startsWith('source:')) return t('statistics.series.source', { name: series.slice(7) });
  return t(`statistics.series.${series}`);
}
