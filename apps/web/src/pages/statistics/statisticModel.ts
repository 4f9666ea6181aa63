import {
  formatCount,
  formatMoney,
  formatPrice,
  isMoneySeries,
  pivotStatPoints,
  type StatPivot,
  type StatPoint,
  statSeriesLabel,
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
