import type { LayoutSize } from '@bo/contract';
import type { MappingAlgorithm, ThemeConfig } from 'antd';
import { theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { darkComponents } from './darkComponents';
import { readableTokens } from './readableTokens';

/** The tokens antd's algorithms derive from the seed. */
type MapToken = ReturnType<MappingAlgorithm>;

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
function algorithmsOf(size: LayoutSize, dark: boolean): MappingAlgorithm[] {
  const colours = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  return size === 'mini' ? [colours, theme.compactAlgorithm] : [colours];
}

/** antd's seed tokens: a colour given under one of these names is derived again by the algorithms. */
const SEEDS = new Set(Object.keys(theme.defaultSeed));

/**
 * An algorithm that lays `colours` over what the algorithms before it derived. The readable base colours
 * (`colorPrimary`, `colorError`…) are also seed names: given as tokens, they would be taken for seeds
 * and derived again (the dark algorithm turns every seed into a darker shade of it).
 */
const laidOver =
  (colours: Partial<MapToken>): MappingAlgorithm =>
  (seed, map) => ({ ...(map ?? theme.defaultAlgorithm(seed)), ...colours });

/**
 * The antd theme of a layout size and primary colour; without animations when `reducedMotion`, in antd's
 * dark colours when `dark`. Every colour antd draws as text is deepened (lightened, in the dark) where it
 * would not read under WCAG AA (`readableTokens`), so any theme colour chosen in the top bar gives
 * readable links, buttons, tabs and tags in either mode.
 */
export function buildTheme(size: LayoutSize, primary: string, options: ThemeOptions = {}): ThemeConfig {
  const { reducedMotion = false, dark = false } = options;
  const algorithms = algorithmsOf(size, dark);
  const base: ThemeConfig = {
    algorithm: algorithms.length === 1 ? algorithms[0] : algorithms,
    token: {
      motion: !reducedMotion,
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      ...(size === 'mini' ? MINI_SMALL_TEXT : {}),
    },
  };
  const readable = Object.entries(readableTokens(base));
  const readableTheme: ThemeConfig = {
    algorithm: [...algorithms, laidOver(Object.fromEntries(readable.filter(([name]) => SEEDS.has(name))))],
    token: { ...base.token, ...Object.fromEntries(readable.filter(([name]) => !SEEDS.has(name))) },
  };
  if (!dark) return readableTheme;
  return { ...readableTheme, components: darkComponents(theme.getDesignToken(readableTheme)) };
}
