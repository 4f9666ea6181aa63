import { theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores/settings';

const ThemeColorPicker = lazy(async () => ({
  default: (await import('./ThemeColorPicker')).ThemeColorPicker,
}));

/**
 * The theme colour's swatch in the top bar. antd's colour picker (with the Select of its format switch,
 * about 30 KB) is fetched on the first click and replaces the swatch, open.
 */
export function ThemePicker() {
  const { t } = useTranslation();
  const { themeColor } = useSettings();
  const { token } = theme.useToken();
  const [wanted, setWanted] = useState(false);
  // Drawn like the small antd trigger, so nothing moves when the picker takes its place.
  const swatch = (
    <span title={t('layout.theme.title')} style={{ display: 'inline-flex' }}>
      <button
        type="button"
        className="ant-color-picker-trigger"
        aria-label={t('layout.theme.title')}
        onClick={() => setWanted(true)}
        style={{
          boxSizing: 'border-box',
          width: 24,
          height: 24,
          padding: 3,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusSM,
          background: token.colorBgContainer,
          cursor: 'pointer',
        }}
      >
        <span
          style={{ display: 'block', width: '100%', height: '100%', borderRadius: 2, background: themeColor }}
        />
      </button>
    </span>
  );
  if (!wanted) return swatch;
  return (
    <Suspense fallback={swatch}>
      <ThemeColorPicker />
    </Suspense>
  );
}
