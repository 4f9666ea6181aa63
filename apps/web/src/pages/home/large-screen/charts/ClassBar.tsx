import type { LargeScreen } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { SCREEN } from '../screenTheme';
import { RankBar } from './RankBar';

/** Assets per top-level class, most first. */
export function ClassBar({ rows }: { rows: LargeScreen['assets_by_class'] | undefined }) {
  const { t } = useTranslation();
  return <RankBar title={t('pages.largeScreen.byClass')} entries={rows} color={SCREEN.palette[0]} />;
}
