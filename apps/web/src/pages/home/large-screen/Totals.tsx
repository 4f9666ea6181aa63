import { formatCompactCount, formatCount, formatMoney, type Lang, type LargeScreen } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/format/Figures';
import { SCREEN } from './screenTheme';

type Key = keyof LargeScreen['totals'];

const TILES: { key: Key; money?: boolean }[] = [
  { key: 'assets' },
  { key: 'asset_value', money: true },
  { key: 'organizations' },
  { key: 'members' },
  { key: 'goods' },
  { key: 'orders' },
  { key: 'sales', money: true },
];

/**
 * A figure as big digits, short as the language writes it (`1.2w`, `12.3k`), money in whole yuan; the
 * exact one for the title.
 */
function show(value: number, money: boolean | undefined, lang: Lang): { text: string; exact: string } {
  if (!money) return { text: formatCompactCount(value, lang), exact: formatCount(value) };
  return { text: formatCompactCount(Math.round(value / 100), lang), exact: formatMoney(value) };
}

/** The platform totals as a row of big-number tiles. */
export function Totals({ totals }: { totals: LargeScreen['totals'] | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section
      aria-label={t('route.largeScreen')}
      style={{ display: 'grid', gridTemplateColumns: `repeat(${TILES.length}, 1fr)`, gap: 16, flex: 'none' }}
    >
      {TILES.map(({ key, money }) => {
        const figure = totals ? show(totals[key], money, lang) : undefined;
        return (
          <div
            key={key}
            title={figure?.exact}
            style={{
              height: 112,
              border: '1px solid rgba(79, 210, 255, 0.35)',
              borderRadius: 8,
              background: 'linear-gradient(180deg, rgba(79, 210, 255, 0.14), rgba(9, 35, 78, 0.4))',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 6,
            }}
          >
            <div style={{ color: SCREEN.muted, fontSize: 16 }}>{t(`pages.largeScreen.totals.${key}`)}</div>
            <div
              style={{
                color: SCREEN.accent,
                fontSize: 40,
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                lineHeight: 1,
              }}
            >
              {figure?.text ?? '—'}
            </div>
          </div>
        );
      })}
    </section>
  );
}
