import type { StatPoint } from '@bo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../Panel';
import { categoryAxis, chartBase, valueAxis } from '../screenTheme';
import { ScreenChart } from './ScreenChart';

/** Orders (left axis) and sales in yuan (right axis) per day over the last 30 days. */
export function TrendChart({ points }: { points: StatPoint[] | undefined }) {
  const { t } = useTranslation();
  const title = t('pages.largeScreen.trend');
  const option = useMemo(() => {
    const of = (series: string) => (points ?? []).filter((p) => p.series === series);
    const days = of('orders').map((p) => p.date.slice(5));
    return {
      ...chartBase,
      tooltip: { ...chartBase.tooltip, trigger: 'axis' },
      grid: { left: 16, right: 16, top: 40, bottom: 8 },
      xAxis: categoryAxis(days, { boundaryGap: false }),
      yAxis: [valueAxis({ minInterval: 1 }), valueAxis({ position: 'right', splitLine: { show: false } })],
      series: [
        {
          name: t('pages.largeScreen.orders'),
          type: 'line',
          smooth: true,
          showSymbol: false,
          data: of('orders').map((p) => p.value),
        },
        {
          name: t('pages.largeScreen.sales'),
          type: 'line',
          smooth: true,
          showSymbol: false,
          yAxisIndex: 1,
          areaStyle: { opacity: 0.2 },
          data: of('sales').map((p) => p.value / 100),
        },
      ],
    };
  }, [points, t]);
  return (
    <Panel title={title} loaded={Boolean(points)} empty={!points?.some((p) => p.value > 0)}>
      <ScreenChart option={option} label={title} />
    </Panel>
  );
}
