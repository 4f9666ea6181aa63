import {
  AGE_SERIES,
  isMoneySeries,
  RATIO_SERIES,
  SEX_SERIES,
  STAT_PAGES,
  type StatKind,
  statTotals,
} from '@bo/contract';
import { Card, Col, Empty, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/chart/EChart';
import '../../components/chart/roundCharts';
import { BreakdownCharts } from './Breakdown';
import type { StatTable } from './statisticModel';

interface ChartProps {
  table: StatTable;
  label: (series: string) => string;
}

/**
 * The line chart of a table: counts on the left axis, money in yuan or percentages on the right one, so
 * a day's few orders do not vanish under its takings. Straight segments: a smoothed curve would show
 * figures between the points that never happened.
 */
export function lineChartOption(table: StatTable, label: (series: string) => string) {
  const money = isMoneySeries;
  const right = (s: string) => money(s) || s in RATIO_SERIES;
  const withRight = table.series.some(right);
  const percent = table.series.some((s) => s in RATIO_SERIES);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: withRight ? 64 : 24, bottom: 32, top: 48 },
    xAxis: { type: 'category', data: table.dates },
    yAxis: [
      { type: 'value', minInterval: 1 },
      ...(withRight
        ? [percent ? { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } } : { type: 'value' }]
        : []),
    ],
    series: table.series.map((s) => ({
      name: label(s),
      type: 'line',
      yAxisIndex: right(s) ? 1 : 0,
      data: table.rows.map((r) => (money(s) ? (r.values[s] ?? 0) / 100 : (r.values[s] ?? 0))),
    })),
  };
}

/** Lines per series over the dates (visits, payments). */
function LineChart({ table, label, title }: ChartProps & { title: string }) {
  const option = useMemo(() => lineChartOption(table, label), [table, label]);
  return <EChart option={option} label={title} />;
}

/**
 * The members of the range by sex (a doughnut) and by age group (bars), summed over the days; each
 * chart's label lists its figures for assistive technology.
 */
function AgeSexCharts({ table, label }: ChartProps) {
  const { t } = useTranslation();
  const { sexes, ages } = useMemo(() => {
    const sums = statTotals(table);
    const of = (series: readonly string[]) => series.map((s) => ({ name: label(s), value: sums[s] ?? 0 }));
    return { sexes: of(SEX_SERIES), ages: of(AGE_SERIES) };
  }, [table, label]);
  const summary = (title: string, data: { name: string; value: number }[]) =>
    `${title}: ${data.map((d) => `${d.name} ${d.value}`).join(', ')}`;
  const sexOption = useMemo(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', radius: ['40%', '68%'], data: sexes, label: { formatter: '{b}\n{c}' } }],
    }),
    [sexes],
  );
  const ageOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 24, bottom: 48, top: 24 },
      xAxis: { type: 'category', data: ages.map((a) => a.name), axisLabel: { interval: 0, rotate: 30 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: ages.map((a) => a.value), barMaxWidth: 40 }],
    }),
    [ages],
  );
  return (
    <Row gutter={16}>
      <Col xs={24} lg={10}>
        <EChart option={sexOption} label={summary(t('statistics.sexes'), sexes)} />
      </Col>
      <Col xs={24} lg={14}>
        <EChart option={ageOption} label={summary(t('statistics.ages'), ages)} />
      </Col>
    </Row>
  );
}

/**
 * The chart card of a statistic: lines over time (for ages and sexes, the shares of the range), then a
 * chart per dimension of its breakdown.
 */
export function StatisticCharts({
  kind,
  loading,
  breakdown,
  ...props
}: ChartProps & { kind: StatKind; loading: boolean; breakdown: StatTable }) {
  const { t } = useTranslation();
  const overTime = props.table.series.length > 0;
  return (
    <Card loading={loading}>
      {!overTime && breakdown.series.length === 0 ? <Empty description={t('statistics.empty')} /> : null}
      {overTime && kind === 'age_and_sex' ? <AgeSexCharts {...props} /> : null}
      {overTime && kind !== 'age_and_sex' ? (
        <LineChart {...props} title={t(`route.${STAT_PAGES[kind]}`)} />
      ) : null}
      {breakdown.series.length > 0 ? <BreakdownCharts table={breakdown} /> : null}
    </Card>
  );
}
