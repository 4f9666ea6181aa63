import type { ThemeConfig } from 'antd';
import { theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import type { LayoutSize } from '../stores/settings';

/** antd component size per layout size; mini adds the compact algorithm and a smaller font. */
export const COMPONENT_SIZE: Record<LayoutSize, SizeType> = {
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/** The antd theme of a layout size and primary colour; without animations when `reducedMotion`. */
export function buildTheme(size: LayoutSize, primary: string, reducedMotion = false): ThemeConfig {
  return {
    algorithm: size === 'mini' ? theme.compactAlgorithm : theme.defaultAlgorithm,
    token: {
      motion: !reducedMotion,
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      ...(size === 'mini' ? { fontSize: 12 } : {}),
    },
  };
}
