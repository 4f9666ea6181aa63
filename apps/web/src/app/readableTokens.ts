import type { GlobalToken, ThemeConfig } from 'antd';
import { theme } from 'antd';
import { AA_TEXT, contrast, extremeOn, isHex, mix, opaque, readableOn, readableOnEach } from './contrast';

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
 * its placeholder grey read at 3.4:1 and 1.8:1 on white, about 4.4:1 and 2:1 on its dark cards. Here they
 * are the mode's text colour (black, or white in the dark) at the faintest opacity that reads at 4.5:1 on
 * every surface grey text is drawn on: the page, a card, a dropdown, a selected (primary-tinted) row. Never
 * fainter than 58 %, which leaves a margin for the surfaces in between (table headers, filled inputs).
 * Disabled text keeps the faint grey (WCAG exempts inactive controls).
 */
function readableGrey(derived: GlobalToken): string {
  const ink = extremeOn(derived.colorBgContainer);
  const surfaces = [
    derived.colorBgLayout,
    derived.colorBgContainer,
    derived.colorBgElevated,
    derived.colorPrimaryBg,
  ].filter(isHex);
  let percent = 58;
  while (percent < 100 && surfaces.some((s) => contrast(mix(ink, s, percent / 100), s) < AA_TEXT)) percent++;
  const channel = ink === '#ffffff' ? 255 : 0;
  return `rgba(${channel}, ${channel}, ${channel}, ${percent / 100})`;
}

/** The tint a family's text is drawn on (a link also sits in a selected, primary-tinted row). */
const tintOf = (family: (typeof FAMILIES)[number]): ColourName =>
  family === 'Link' ? 'colorPrimaryBg' : `color${family}Bg`;

/**
 * The families drawn as text inside table rows: row actions (links, danger links) and status text. The
 * primary family is not: in a row it is a checkbox or a switch, a background, and it is also the selected
 * tab's and the primary button's background, which deepening it for a selected row would darken for nothing.
 */
const ROW_TEXT = new Set<(typeof FAMILIES)[number]>(['Link', 'Error', 'Success', 'Warning', 'Info']);
/**
 * The backgrounds of a table row as antd's Table draws them (plain, under the pointer, selected, both):
 * row actions (links, danger links) and status text sit on each of them.
 */
const rowSurfaces = (t: GlobalToken): string[] => [
  t.colorBgContainer,
  opaque(t.colorFillAlter, t.colorBgContainer),
  t.controlItemBgActive,
  t.controlItemBgActiveHover,
];

/**
 * Overrides that make every colour antd draws as text read at WCAG AA (4.5:1) on the tint antd puts
 * behind it and on a table row in each of its states, each deepened (lightened, in the dark) in its own hue
 * (`readableOn`). A family's tints and
 * borders come back as antd derives them from the chosen colour: a changed base colour taken for a seed
 * would give new, greyer ones (see `buildTheme`, which lays these over antd's own).
 *
 * The base colours are also backgrounds (a primary button, a selected menu item or tab). In the light they
 * are deepened, so white text keeps reading on them; in the dark they are lightened past where white can
 * (no colour reads at 4.5:1 both on antd's dark tints and under white), so the text on them turns black.
 */
export function readableTokens(config: ThemeConfig): Partial<Token> {
  const derived = theme.getDesignToken(config) as GlobalToken;
  const grey = readableGrey(derived);
  const dark = extremeOn(derived.colorBgContainer) === '#ffffff';
  const out: Partial<Record<ColourName, string>> = {
    colorTextTertiary: grey,
    colorTextDescription: grey,
    colorTextPlaceholder: grey,
    ...(dark ? { colorTextLightSolid: '#000000' } : {}),
  };
  const rows = rowSurfaces(derived).filter(isHex);
  const names = Object.keys(derived) as (keyof GlobalToken)[];
  for (const family of FAMILIES) {
    const prefix = `color${family}`;
    for (const name of names) {
      const value = derived[name];
      if (!name.startsWith(prefix) || typeof value !== 'string') continue;
      const shade = name.slice(prefix.length);
      const tint = derived[tintOf(family)];
      const text = TEXT_SHADES.has(shade) && isHex(value) && isHex(tint);
      const surfaces = ROW_TEXT.has(family) ? [tint, ...rows] : [tint];
      out[name as ColourName] = text ? readableOnEach(value, surfaces) : value;
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
