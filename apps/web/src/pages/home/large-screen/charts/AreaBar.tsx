import type { LargeScreen } from '@bo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN } from '../screenTheme';
import { RankBar } from './RankBar';

/** Assets per area, the ten largest and then the others together. */
export function AreaBar({ areas }: { areas: LargeScreen['assets_by_area'] | undefined }) {
  const { t } = useTranslation();
  const entries = useMemo(() => {
    if (!areas) return undefined;
    const named = areas.top.map((a) => ({
      name: a.id === null ? t('pages.largeScreen.noArea') : a.name,
      value: a.value,
    }));
    return areas.other > 0
      ? [...named, { name: t('pages.largeScreen.otherAreas'), value: areas.other }]
      : named;
  }, [areas, t]);
  return <RankBar title={t('pages.largeScreen.byArea')} entries={entries} color={SCREEN.palette[1]} />;
}
