import {
  BREAKDOWN_DIMENSIONS,
  type BreakdownDimension,
  type BreakdownRow,
  breakdownKeyName,
  breakdownRows,
  isMoneySeries,
} from '@bo/contract';
import { Col, Row, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/chart/EChart';
import type { StatTable } from './statisticModel';

interface BreakdownProps {
  table: StatTable;
}

/** The provinces a bar chart shows, largest first; the table lists them all. */
const MOST_BARS = 15;
/** Dimensions drawn as shares of a whole (a doughnut); the others as bars. */
const AS_SHARES: readonly BreakdownDimension[] = ['device', 'order_device', 'source', 'order_source'];

/** A key's name as the chart and table show it: the series' label without its dimension's words. */
function useKeyName() {
  const { t } = useTranslation();
  return (row: BreakdownRow) => breakdownKeyName(row, (key, params) => t(key, params ?? {}));
}

/**
 * One chart a dimension: bars for the provinces, doughnuts for devices and sources, each with its
 * figures in its label for assistive technology.
 */
export function BreakdownCharts({ table }: BreakdownProps) {
  const { t } = useTranslation();
  const name = useKeyName();
  const rows = useMemo(() => breakdownRows(table), [table]);
  return (
    <Row gutter={[16, 16]}>
      {BREAKDOWN_DIMENSIONS.map((dimension) => {
        const mine = rows.filter((r) => r.dimension === dimension);
        if (mine.length === 0) return null;
        const title = t(`statistics.breakdown.dimensions.${dimension}`);
        const data = mine.map((r) => ({
          name: name(r),
          value: isMoneySeries(r.series) ? r.value / 100 : r.value,
        }));
        const option = AS_SHARES.includes(dimension)
          ? {
              tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
              legend: { bottom: 0 },
              series: [{ type: 'pie', radius: ['40%', '65%'], data, label: { formatter: '{b}\n{d}%' } }],
            }
          : {
              tooltip: { trigger: 'axis' },
              grid: { left: 64, right: 24, bottom: 56, top: 16 },
              xAxis: {
                type: 'category',
                data: data.slice(0, MOST_BARS).map((d) => d.name),
                axisLabel: { interval: 0, rotate: 30 },
              },
              yAxis: { type: 'value' },
              series: [{ type: 'bar', data: data.slice(0, MOST_BARS).map((d) => d.value), barMaxWidth: 32 }],
            };
        const summary = `${title}: ${data.map((d) => `${d.name} ${d.value}`).join(', ')}`;
        return (
          <Col key={dimension} xs={24} lg={12}>
            <Typography.Title level={5}>{title}</Typography.Title>
            <EChart option={option} label={summary} />
          </Col>
        );
      })}
    </Row>
  );
}

/** The totals of the range: a line per province, device or source, with its share of its dimension. */
export function BreakdownTable({ table, loading }: BreakdownProps & { loading: boolean }) {
  const { t } = useTranslation();
  const name = useKeyName();
  const rows = useMemo(() => breakdownRows(table), [table]);
  return (
    <Table<BreakdownRow>
      size="small"
      rowKey="series"
      loading={loading}
      dataSource={rows}
      pagination={false}
      columns={[
        {
          key: 'dimension',
          title: t('statistics.breakdown.dimension'),
          render: (_, r) => t(`statistics.breakdown.dimensions.${r.dimension}`),
        },
        { key: 'name', title: t('statistics.breakdown.name'), render: (_, r) => name(r) },
        {
          key: 'value',
          title: t('statistics.breakdown.value'),
          align: 'right',
          render: (_, r) => table.format(r.series, r.value),
        },
        {
          key: 'share',
          title: t('statistics.breakdown.share'),
          align: 'right',
          render: (_, r) => `${r.share}%`,
        },
      ]}
    />
  );
}
