import type { LargeScreen } from '@bo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../Panel';
import { chartBase, SCREEN } from '../screenTheme';
import { ScreenChart } from './ScreenChart';

/** Assets per status as a doughnut; statuses nobody is in are left out. */
export function StatusPie({ rows }: { rows: LargeScreen['assets_by_status'] | undefined }) {
  const { t } = useTranslation();
  const title = t('pages.largeScreen.byStatus');
  const data = useMemo(
    () =>
      (rows ?? [])
        .filter((r) => r.value > 0)
        .map((r) => ({ name: t(`asset.statuses.${r.status}`), value: r.value })),
    [rows, t],
  );
  const option = useMemo(
    () => ({
      ...chartBase,
      tooltip: { ...chartBase.tooltip, trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { ...chartBase.legend, orient: 'vertical', top: 'middle', right: 8 },
      series: [
        {
          type: 'pie',
          radius: ['42%', '68%'],
          center: ['40%', '52%'],
          itemStyle: { borderColor: '#041230', borderWidth: 2 },
          label: { color: SCREEN.text, fontSize: 14, formatter: '{b}\n{d}%' },
          data,
        },
      ],
    }),
    [data],
  );
  return (
    <Panel title={title} loaded={Boolean(rows)} empty={data.length === 0}>
      <ScreenChart option={option} label={title} />
    </Panel>
  );
}
