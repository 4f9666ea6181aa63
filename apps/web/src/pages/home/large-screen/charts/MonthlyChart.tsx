import type { LargeScreen } from '@bo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../Panel';
import { categoryAxis, chartBase, valueAxis } from '../screenTheme';
import { ScreenChart } from './ScreenChart';

/** `2026-01` stays whole at the first month and every January; other months show as `03`. */
const monthLabel = (month: string, i: number) => (i === 0 || month.endsWith('-01') ? month : month.slice(5));

/** Assets taken into the public warehouse beside those allocated out of it, per month. */
export function MonthlyChart({ months }: { months: LargeScreen['monthly'] | undefined }) {
  const { t } = useTranslation();
  const title = t('pages.largeScreen.monthly');
  const option = useMemo(
    () => ({
      ...chartBase,
      tooltip: { ...chartBase.tooltip, trigger: 'axis' },
      grid: { left: 16, right: 16, top: 40, bottom: 8 },
      xAxis: categoryAxis(
        (months ?? []).map((m, i) => monthLabel(m.month, i)),
        {},
        { interval: 0, fontSize: 12 },
      ),
      yAxis: valueAxis({ minInterval: 1 }),
      series: [
        {
          name: t('pages.largeScreen.intake'),
          type: 'bar',
          barMaxWidth: 14,
          data: (months ?? []).map((m) => m.intake),
        },
        {
          name: t('pages.largeScreen.allocation'),
          type: 'bar',
          barMaxWidth: 14,
          data: (months ?? []).map((m) => m.allocation),
        },
      ],
    }),
    [months, t],
  );
  const empty = !months?.some((m) => m.intake + m.allocation > 0);
  return (
    <Panel title={title} loaded={Boolean(months)} empty={empty}>
      <ScreenChart option={option} label={title} />
    </Panel>
  );
}
