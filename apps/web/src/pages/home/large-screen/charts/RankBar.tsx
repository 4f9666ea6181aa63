import { useMemo } from 'react';
import { Panel } from '../Panel';
import { categoryAxis, chartBase, SCREEN, valueAxis } from '../screenTheme';
import { ScreenChart } from './ScreenChart';

/** Named counts as horizontal bars, the first on top (assets by class, by area). */
export function RankBar({
  title,
  entries,
  color,
}: {
  title: string;
  entries: { name: string; value: number }[] | undefined;
  color: string;
}) {
  const option = useMemo(
    () => ({
      ...chartBase,
      tooltip: { ...chartBase.tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 16, right: 56, top: 8, bottom: 8 },
      xAxis: valueAxis({ minInterval: 1 }),
      yAxis: categoryAxis(
        (entries ?? []).map((e) => e.name),
        { inverse: true },
        { fontSize: 14, width: 150, overflow: 'truncate' },
      ),
      series: [
        {
          type: 'bar',
          barMaxWidth: 18,
          itemStyle: { color, borderRadius: [0, 9, 9, 0] },
          label: { show: true, position: 'right', color: SCREEN.title, fontSize: 14 },
          data: (entries ?? []).map((e) => e.value),
        },
      ],
    }),
    [entries, color],
  );
  return (
    <Panel title={title} loaded={Boolean(entries)} empty={!entries?.some((e) => e.value > 0)}>
      <ScreenChart option={option} label={title} />
    </Panel>
  );
}
