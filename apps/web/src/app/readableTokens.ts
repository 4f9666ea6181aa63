import type { GlobalToken, ThemeConfig } from 'antd';
import { theme } from 'antd';
import { isHex, readableOn } from './contrast';

type Token = NonNullable<ThemeConfig['token']>;
/** The tokens that hold a colour string. */
type ColourName = {
  [K in keyof GlobalToken]-?: GlobalToken[K] extends string ? K : never;
}[keyof GlobalToken];

/**
 * antd's colour families whose base shade is drawn as text: links, danger links, status tags and text,
 * and (as a background under white text) the primary button, the selected menu item and tab. The chosen
 * theme colour and antd's own (#1890ff, #ff4d4f, #52c41a, #faad14) read at only 2–3.3:1 on white.
 */
const FAMILIES = ['Primary', 'Success', 'Warning', 'Error', 'Info', 'Link'] as const;
/** The shades of a family that are drawn as text or under white text; the rest are tints and borders. */
const TEXT_SHADES = new Set(['', 'Hover', 'Active', 'Text', 'TextHover', 'TextActive']);
/** antd's preset tag colours (`<Tag color="gold">`): text in shade 7 on shade 1. */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * Grey text: antd's tertiary grey (descriptions, breadcrumb links, statistic titles, empty states) and
 * its placeholder grey read at 3.4:1 and 1.8:1 on white. 58 % black reads at 4.7:1 even on a
 * primary-tinted row; disabled text keeps the faint grey (WCAG exempts inactive controls).
 */
const READABLE_GREY = 'rgba(0, 0, 0, 0.58)';

/** The tint a family's text is drawn on (a link also sits in a selected, primary-tinted row). */
const tintOf = (family: (typeof FAMILIES)[number]): ColourName =>
  family === 'Link' ? 'colorPrimaryBg' : `color${family}Bg`;

/**
 * Overrides that make every colour antd draws as text read at WCAG AA (4.5:1) on the tint antd puts
 * behind it, each deepened in its own hue (`readableOn`). A family's base colour is also a seed: antd
 * would derive new, greyer tints from a deepened one, so the family's tints and borders are pinned to
 * what the chosen colour gives.
 */
export function readableTokens(config: ThemeConfig): Partial<Token> {
  const derived = theme.getDesignToken(config) as GlobalToken;
  const out: Partial<Record<ColourName, string>> = {
    colorTextTertiary: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    colorTextPlaceholder: READABLE_GREY,
  };
  const names = Object.keys(derived) as (keyof GlobalToken)[];
  for (const family of FAMILIES) {
    const prefix = `color${family}`;
    for (const name of names) {
      const value = derived[name];
      if (!name.startsWith(prefix) || typeof value !== 'string') continue;
      const shade = name.slice(prefix.length);
      const tint = derived[tintOf(family)];
      const text = TEXT_SHADES.has(shade) && isHex(value) && isHex(tint);
      out[name as ColourName] = text ? readableOn(value, tint) : value;
    }
  }
  for (const preset of PRESETS) {
    const [shade, tint] = [derived[`${preset}7`], derived[`${preset}1`]];
    if (!isHex(shade) || !isHex(tint)) continue;
    const text = readableOn(shade, tint);
    // Both spellings: with CSS variables they share one variable (`--ant-gold-7`), the later one wins.
    out[`${preset}7`] = text;
    out[`${preset}-7`] = text;
  }
  return out;
}
