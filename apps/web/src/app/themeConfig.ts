import type { ThemeConfig } from 'antd';
import { theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import type { LayoutSize } from '../stores/settings';
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

/**
 * The antd theme of a layout size and primary colour; without animations when `reducedMotion`. Every
 * colour antd draws as text is deepened where it would read under WCAG AA (`readableTokens`), so any
 * theme colour chosen in the top bar gives readable links, buttons, tabs and tags.
 */
export function buildTheme(size: LayoutSize, primary: string, reducedMotion = false): ThemeConfig {
  const base: ThemeConfig = {
    algorithm: size === 'mini' ? theme.compactAlgorithm : theme.defaultAlgorithm,
    token: {
      motion: !reducedMotion,
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      ...(size === 'mini' ? MINI_SMALL_TEXT : {}),
    },
  };
  return { ...base, token: { ...base.token, ...readableTokens(base) } };
}
