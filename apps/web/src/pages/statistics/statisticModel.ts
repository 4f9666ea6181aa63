import { formatPrice, type StatPoint } from '@bo/contract';
import type { TFunction } from 'i18next';

/** Money series are cents from the server; they are shown and exported in yuan. */
const MONEY = new Set(['paid_amount', 'refund_amount']);

export interface StatTable {
  dates: string[];
  series: string[];
  rows: { date: string; values: Record<string, number> }[];
  format: (series: string, value: number) => string;
}

/** Points `{series, date, value}` as one row per date with a column per series (in first-seen order). */
export function pivot(points: readonly StatPoint[]): StatTable {
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
    rows: dates.map((date) => ({ date, values: byDate.get(date) ?? {} })),
    format: (s, value) => (MONEY.has(s) ? formatPrice(value) : String(value)),
  };
}

/** A series' name: `source:<name>` names its source. */
export function seriesLabel(series: string, t: TFunction): string {
  if (series.startsWith('source:')) return t('statistics.series.source', { name: series.slice(7) });
  return t(`statistics.series.${series}`);
}

/** The table as CSV (quoted where needed), money in yuan. */
export function toCsv(table: StatTable, label: (series: string) => string, dateTitle: string): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [[dateTitle, ...table.series.map(label)].map(cell).join(',')];
  for (const row of table.rows) {
    lines.push(
      [row.date, ...table.series.map((s) => table.format(s, row.values[s] ?? 0))].map(cell).join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
