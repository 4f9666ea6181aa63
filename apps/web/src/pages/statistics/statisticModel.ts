import {
  BREAKDOWN_DIMENSIONS,
  type BreakdownDimension,
  formatCount,
  formatMoney,
  formatPrice,
  isMoneySeries,
  percentOf,
  pivotStatPoints,
  type StatPivot,
  type StatPoint,
  seriesDimension,
  statSeriesLabel,
  statTotals,
} from '@bo/contract';
import type { TFunction } from 'i18next';

export interface StatTable extends StatPivot {
  /** Money series are cents from the server; they are shown and exported in yuan. */
  format: (series: string, value: number) => string;
}

/** Points `{series, date, value}` as one row per date with a column per series (in first-seen order). */
export function pivot(points: readonly StatPoint[]): StatTable {
  return {
    ...pivotStatPoints(points),
    format: (s, value) => (isMoneySeries(s) ? formatMoney(value) : formatCount(value)),
  };
}

/** A series' name: `source:<name>` names its source. */
export function seriesLabel(series: string, t: TFunction): string {
  return statSeriesLabel(series, (key, params) => t(key, params ?? {}));
}

/** A value as a spreadsheet reads it: plain digits, money in yuan with two decimals, no separators. */
const csvValue = (series: string, value: number) =>
  isMoneySeries(series) ? formatPrice(value) : String(value);

/** The table as CSV (quoted where needed), money in yuan. */
export function toCsv(table: StatTable, label: (series: string) => string, dateTitle: string): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [[dateTitle, ...table.series.map(label)].map(cell).join(',')];
  for (const row of table.rows) {
    lines.push([row.date, ...table.series.map((s) => csvValue(s, row.values[s] ?? 0))].map(cell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** One line of a breakdown: a key of a dimension (a province, a device, a source) and its total. */
export interface BreakdownRow {
  series: string;
  dimension: BreakdownDimension;
  key: string;
  value: number;
  /** Its share of the dimension's total, in percent with one decimal. */
  share: number;
}

/**
 * A breakdown statistic's totals over the range, per dimension (in the contract's order) and, within
 * one, largest first.
 */
export function breakdown(table: StatTable): BreakdownRow[] {
  const totals = statTotals(table);
  const rows = table.series.flatMap((series) => {
    const of = seriesDimension(series);
    return of ? [{ series, ...of, value: totals[series] ?? 0, share: 0 }] : [];
  });
  return BREAKDOWN_DIMENSIONS.flatMap((dimension) => {
    const mine = rows.filter((r) => r.dimension === dimension).sort((a, b) => b.value - a.value);
    const sum = mine.reduce((total, r) => total + r.value, 0);
    return mine.map((r) => ({ ...r, share: percentOf(r.value, sum) }));
  });
}
