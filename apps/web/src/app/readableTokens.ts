import type { GlobalToken, ThemeConfig } from 'antd';
import { theme } from 'antd';
import { readableOn } from './contrast';

type Token = NonNullable<ThemeConfig['token']>;
/** The tokens that hold a colour string. */
type ColourName = { [K in keyof GlobalToken]-?: GlobalToken[K] extends string ? K : never }[keyof GlobalToken];

/**
 * antd's colours that are drawn as text (links, danger links, tags, status text, the selected tab and
 * menu item's white text on the primary colour) and the pale tint each one is drawn on. The chosen
 * theme colour and antd's own palette (#1890ff, #ff4d4f, #52c41a, gold...) read at about 2–3.3:1 there.
 */
const FAMILIES = ['Primary', 'Success', 'Warning', 'Error', 'Info'] as const;
const TEXT_SHADES = ['', 'Hover', 'Active', 'Text', 'TextHover', 'TextActive'] as const;
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

type Pair = [text: ColourName, background: ColourName];

function textColours(): Pair[] {
  return [
    ...FAMILIES.flatMap((f) => TEXT_SHADES.map((s): Pair => [`color${f}${s}`, `color${f}Bg`])),
    // A link is also drawn in a selected (primary-tinted) table row.
    ...(['colorLink', 'colorLinkHover', 'colorLinkActive'] as const).map((t): Pair => [t, 'colorPrimaryBg']),
    ...PRESETS.map((p): Pair => [`${p}7`, `${p}1`]),
  ];
}

/**
 * Grey text: antd's tertiary grey (descriptions, breadcrumb links, statistic titles, empty states) and
 * its placeholder grey read at 3.4:1 and 1.8:1 on white. 58 % black reads at 4.7:1 even on a
 * primary-tinted row; disabled text keeps the faint grey (WCAG exempts inactive controls).
 */
const READABLE_GREY = 'rgba(0, 0, 0, 0.58)';

/**
 * The colour tokens of `config` that are drawn as text, each deepened until it reads at WCAG AA (4.5:1)
 * on the tint antd puts behind it. Given back as overrides: antd's tints, borders and the rest of the
 * palette keep following the chosen colours.
 */
export function readableTokens(config: ThemeConfig): Partial<Token> {
  const derived = theme.getDesignToken(config) as GlobalToken;
  const out: Partial<Record<ColourName, string>> = {
    colorTextTertiary: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    colorTextPlaceholder: READABLE_GREY,
  };
  for (const [text, background] of textColours()) {
    out[text] = readableOn(derived[text], derived[background]);
  }
  return out;
}
