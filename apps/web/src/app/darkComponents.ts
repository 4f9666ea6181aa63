import type { GlobalToken, ThemeConfig } from 'antd';
import { readableOn } from './contrast';

/**
 * antd draws its "light solid" text colour on two kinds of background: on a theme colour (a primary
 * button, a selected item), where the dark theme's text is black (`readableTokens`), and on dark neutral
 * surfaces of its own (a tooltip, an image preview's mask, an avatar), where it has to stay white.
 */
const WHITE_ON_DARK_SURFACE = { colorTextLightSolid: '#ffffff' };

/**
 * Component tokens of the dark theme, from its global tokens `t`: the surfaces that keep white text, and
 * the sidebar in the theme's neutral greys rather than antd's fixed navy (drawn for a light page beside).
 */
export function darkComponents(t: GlobalToken): NonNullable<ThemeConfig['components']> {
  return {
    Tooltip: WHITE_ON_DARK_SURFACE,
    Image: WHITE_ON_DARK_SURFACE,
    Upload: WHITE_ON_DARK_SURFACE,
    Avatar: WHITE_ON_DARK_SURFACE,
    Spin: WHITE_ON_DARK_SURFACE,
    Layout: { siderBg: t.colorBgContainer },
    Menu: {
      // The sidebar's menu (theme "dark") writes its items in white, and the selected one's text colour
      // also marks the title of the group it is in, on the sidebar itself: so the selected item keeps
      // white text, on the primary colour deepened until white reads on it.
      ...WHITE_ON_DARK_SURFACE,
      darkItemBg: t.colorBgContainer,
      darkSubMenuItemBg: t.colorBgLayout,
      darkPopupBg: t.colorBgElevated,
      darkItemSelectedBg: readableOn(t.colorPrimary, '#ffffff'),
      darkDangerItemSelectedBg: readableOn(t.colorError, '#ffffff'),
    },
  };
}
