import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { useSettings } from '../stores/settings';
import { useReducedMotion } from './reducedMotion';
import { buildTheme } from './themeConfig';

/**
 * The app's antd theme in light or dark colours: the layout size and theme colour of the settings, and
 * the system's motion setting. The large screen, dark in either mode, takes the same dark theme.
 */
export function useThemeConfig(dark: boolean): ThemeConfig {
  const { size, themeColor } = useSettings();
  const reducedMotion = useReducedMotion();
  return useMemo(
    () => buildTheme(size, themeColor, { reducedMotion, dark }),
    [size, themeColor, reducedMotion, dark],
  );
}
