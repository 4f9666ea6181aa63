import { formatCompactCount, type LargeScreen } from '@bo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../components/format/Figures';
import { Panel } from '../Panel';
import { chartBase, SCREEN } from '../screenTheme';
import { ScreenChart } from './ScreenChart';

/** The share of assets in the public warehouse or offered by their units, as a gauge. */
export function SharingGauge({ sharing }: { sharing: LargeScreen['sharing'] | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = t('pages.largeScreen.sharing');
  const percent = Math.round((sharing?.rate ?? 0) * 1000) / 10;
  const option = useMemo(
    () => ({
      ...chartBase,
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          radius: '92%',
          center: ['50%', '58%'],
          progress: { show: true, width: 18, itemStyle: { color: SCREEN.accent } },
          axisLine: { lineStyle: { width: 18, color: [[1, 'rgba(127, 156, 200, 0.2)']] } },
          axisTick: { show: false },
          splitLine: { length: 10, lineStyle: { color: SCREEN.muted } },
          axisLabel: { color: SCREEN.muted, fontSize: 12, distance: 24 },
          pointer: { show: false },
          anchor: { show: false },
          detail: {
            valueAnimation: true,
            offsetCenter: [0, '10%'],
            fontSize: 44,
            fontWeight: 700,
            color: SCREEN.title,
            formatter: '{value}%',
          },
          data: [{ value: percent }],
        },
      ],
    }),
    [percent],
  );
  return (
    <Panel title={title} loaded={Boolean(sharing)} empty={!sharing?.total}>
      <ScreenChart option={option} label={`${title} ${percent}%`} />
      {sharing ? (
        <div style={{ display: 'flex', justifyContent: 'space-around', fontSize: 16, color: SCREEN.text }}>
          <span>
            {t('pages.largeScreen.sharingDetail', {
              shared: formatCompactCount(sharing.shared, lang),
              total: formatCompactCount(sharing.total, lang),
            })}
          </span>
          <span>
            {t('pages.largeScreen.publicAssets', { value: formatCompactCount(sharing.public, lang) })}
          </span>
          <span>{t('pages.largeScreen.offered', { value: formatCompactCount(sharing.offered, lang) })}</span>
        </div>
      ) : null}
    </Panel>
  );
}
