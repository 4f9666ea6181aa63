import {
  type Lang,
  MONEY_SERIES,
  pivotStatPoints,
  type StatKind,
  type StatPoint,
  statSeriesLabel,
  statTotals,
  translate,
} from '@bo/contract';
import ExcelJS from 'exceljs';
import { workbookBytes } from '../../lib/inert-cells.js';

/** The download name of an export: the kind and the range. */
export const statExportName = (kind: StatKind, days: readonly string[]) =>
  `statistic-${kind}-${days[0] ?? ''}-${days.at(-1) ?? ''}.xlsx`;

/**
 * `GET statistic/{kind}/export`: the points as a sheet, one row per date (or hour) and a column per
 * series under its localized name, money in yuan with two decimals, and a totals row.
 */
export async function statWorkbook(
  kind: StatKind,
  points: readonly StatPoint[],
  lang: Lang,
): Promise<Buffer> {
  const table = pivotStatPoints(points);
  const money = (series: string) => MONEY_SERIES.includes(series);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, `statistics.kinds.${kind}`));
  sheet.columns = [
    { header: translate(lang, 'statistics.date'), key: 'date', width: 18 },
    ...table.series.map((s) => ({
      header: statSeriesLabel(s, (key, params) => translate(lang, key, params)),
      key: s,
      width: 16,
      style: money(s) ? { numFmt: '0.00' } : {},
    })),
  ];
  const cells = (values: Record<string, number>) =>
    Object.fromEntries(table.series.map((s) => [s, money(s) ? (values[s] ?? 0) / 100 : (values[s] ?? 0)]));
  for (const row of table.rows) sheet.addRow({ date: row.date, ...cells(row.values) });
  sheet.addRow({ date: translate(lang, 'statistics.total'), ...cells(statTotals(table)) }).font = {
    bold: true,
  };
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return workbookBytes(workbook);
}
