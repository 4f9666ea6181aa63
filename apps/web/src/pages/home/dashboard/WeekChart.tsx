import type { StatPoint } from '@bo/contract';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyEChart } from '../../../components/chart/LazyEChart';

/** Registrations and orders (left axis) and sales in yuan (right axis) over the last seven days. */
export function WeekChart({ points }: { points: StatPoint[] | undefined }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const dates = [...new Set((points ?? []).map((p) => p.date))];
    const series = (name: string) => (points ?? []).filter((p) => p.series === name).map((p) => p.value);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 64, bottom: 32, top: 40 },
      xAxis: { type: 'category', data: dates.map((d) => d.slice(5)) },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', position: 'right' },
      ],
      series: [
        { name: t('pages.dashboard.series.users'), type: 'line', smooth: true, data: series('users') },
        { name: t('pages.dashboard.series.orders'), type: 'line', smooth: true, data: series('orders') },
        {
          name: t('pages.dashboard.series.revenue'),
          type: 'bar',
          yAxisIndex: 1,
          barMaxWidth: 24,
          data: series('revenue').map((cents) => cents / 100),
        },
      ],
    };
  }, [points, t]);
  const total = (points ?? []).reduce((sum, p) => sum + p.value, 0);
  return (
    <Card title={t('pages.dashboard.week')} loading={!points}>
      {total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.dashboard.noData')} />
      ) : (
        <LazyEChart option={option} label={t('pages.dashboard.week')} />
      )}
    </Card>
  );
}
