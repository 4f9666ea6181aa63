import type { ThemeConfig } from 'antd';
import { theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import type { LayoutSize } from '../stores/settings';
import { darkComponents } from './darkComponents';
import { readableTokens } from './readableTokens';

/** antd component size per layout size; mini adds the compact algorithm. */
export const COMPONENT_SIZE: Record<LayoutSize, SizeType> = {
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/**
 * The smallest text the mini size draws. The compact algorithm already takes antd's small size (12 px)
 * as its body size, but derives its own small size from that (10 px: tags, table filters, badges): kept
 * at 12 px so no text drops below a readable size.
 */
const MINI_SMALL_TEXT = { fontSizeSM: 12, lineHeightSM: 20 / 12, fontHeightSM: 20 };

/** How the theme is drawn beside its size and colour: without animations, in dark colours. */
export interface ThemeOptions {
  reducedMotion?: boolean;
  dark?: boolean;
}

/** antd's algorithms for a size and mode: the dark one replaces the default, the compact one adds to it. */
function algorithmOf(size: LayoutSize, dark: boolean): ThemeConfig['algorithm'] {
  if (!dark) return size === 'mini' ? theme.compactAlgorithm : theme.defaultAlgorithm;
  return size === 'mini' ? [theme.darkAlgorithm, theme.compactAlgorithm] : theme.darkAlgorithm;
}

/**
 * The antd theme of a layout size and primary colour; without animations when `reducedMotion`, in antd's
 * dark colours when `dark`. Every colour antd draws as text is deepened (lightened, in the dark) where it
 * would not read under WCAG AA (`readableTokens`), so any theme colour chosen in the top bar gives
 * readable links, buttons, tabs and tags in either mode.
 */
export function buildTheme(size: LayoutSize, primary: string, options: ThemeOptions = {}): ThemeConfig {
  const { reducedMotion = false, dark = false } = options;
  const base: ThemeConfig = {
    algorithm: algorithmOf(size, dark),
    token: {
      motion: !reducedMotion,
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      ...(size === 'mini' ? MINI_SMALL_TEXT : {}),
    },
  };
  const readable: ThemeConfig = { ...base, token: { ...base.token, ...readableTokens(base) } };
  if (!dark) return readable;
  return { ...readable, components: darkComponents(theme.getDesignToken(readable)) };
}
