import {
  breakdownKeyName,
  breakdownRows,
  isMoneySeries,
  type Lang,
  pivotStatPoints,
  type StatKind,
  type StatPoint,
  splitStatPoints,
  statSeriesLabel,
  statTotals,
  translate,
} from '@bo/contract';
import { type XlsxSheet, xlsxBytes } from '../../lib/xlsx-writer.js';

/** The download name of an export: the kind and the range. */
export const statExportName = (kind: StatKind, days: readonly string[]) =>
  `statistic-${kind}-${days[0] ?? ''}-${days.at(-1) ?? ''}.xlsx`;

/**
 * `GET statistic/{kind}/export`: what follows the days as a sheet, one row per date (or hour) and a
 * column per series under its localized name, money in yuan with two decimals, and a totals row; a
 * breakdown as a sheet of its own (the first when there is nothing by day).
 */
export async function statWorkbook(
  kind: StatKind,
  points: readonly StatPoint[],
  lang: Lang,
): Promise<Buffer> {
  const { timeline, breakdown } = splitStatPoints(kind, points);
  const sheets = [
    ...(timeline.length > 0 || breakdown.length === 0 ? [timelineSheet(kind, timeline, lang)] : []),
    ...(breakdown.length > 0 ? [breakdownSheet(kind, breakdown, lang, timeline.length > 0)] : []),
  ];
  return xlsxBytes(...sheets);
}

function timelineSheet(kind: StatKind, points: readonly StatPoint[], lang: Lang): XlsxSheet {
  const table = pivotStatPoints(points);
  const money = isMoneySeries;
  const cells = (values: Record<string, number>) =>
    table.series.map((s) => (money(s) ? (values[s] ?? 0) / 100 : (values[s] ?? 0)));
  return {
    name: translate(lang, `statistics.kinds.${kind}`),
    columns: [
      { header: translate(lang, 'statistics.date'), width: 18 },
      ...table.series.map((s) => ({
        header: statSeriesLabel(s, (key, params) => translate(lang, key, params)),
        width: 16,
        format: money(s) ? ('0.00' as const) : undefined,
      })),
    ],
    batches: [table.rows.map((row) => [row.date, ...cells(row.values)])],
    frozenHeader: true,
    totals: [translate(lang, 'statistics.total'), ...cells(statTotals(table))],
  };
}

/**
 * A breakdown as the page's table shows it: a row per key (a province, a device, a source, an age
 * group, a unit) with its dimension, its total (money in yuan) and its share of the dimension.
 */
function breakdownSheet(
  kind: StatKind,
  points: readonly StatPoint[],
  lang: Lang,
  second: boolean,
): XlsxSheet {
  const t = (key: string, params?: Record<string, string>) => translate(lang, key, params);
  const name = t(`statistics.kinds.${kind}`);
  return {
    name: second ? `${name} (${t('statistics.breakdown.dimension')})` : name,
    columns: [
      { header: t('statistics.breakdown.dimension'), width: 26 },
      { header: t('statistics.breakdown.name'), width: 22 },
      { header: t('statistics.breakdown.value'), width: 16 },
      { header: `${t('statistics.breakdown.share')} (%)`, width: 12 },
    ],
    batches: [
      breakdownRows(pivotStatPoints(points)).map((r) => [
        t(`statistics.breakdown.dimensions.${r.dimension}`),
        breakdownKeyName(r, t),
        isMoneySeries(r.series) ? r.value / 100 : r.value,
        r.share,
      ]),
    ],
    frozenHeader: true,
  };
}
