/**
 * WCAG 2.1 contrast arithmetic on `#rrggbb` colours (what axe measures), and the darkening (or, on a dark
 * background, lightening) that brings a colour up to a wanted ratio while keeping its hue.
 */

/** Normal-size text needs 4.5:1 against its background (WCAG 2.1 AA, 1.4.3). */
export const AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

/** Whether `colour` is written `#rrggbb`, the only form these functions read. */
export const isHex = (colour: string): boolean => HEX.test(colour.trim());

function parse(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance, 0 (black) to 1 (white). */
function luminance(rgb: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(parse(a)), luminance(parse(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * `color` as it is when it already reads at `ratio` on `background`, else mixed in 1 % steps with black
 * (on a light background) or white (on a dark one) until it does: the same hue, only deeper or lighter,
 * so a theme colour stays recognisable in either mode. A background no shade can reach the ratio on
 * gives black or white.
 */
export function readableOn(color: string, background: string, ratio = AA_TEXT): string {
  const extreme = extremeOn(background);
  for (let keep = 100; keep >= 0; keep--) {
    const shade = mix(color, extreme, keep / 100);
    if (contrast(shade, background) >= ratio) return shade;
  }
  return extreme;
}

/**
 * `color` made to read on every one of `backgrounds` (each at least as deep, or as light, as the last
 * made it): the backgrounds must all be light or all dark, so a shade that reads on one only gains on the
 * others.
 */
export const readableOnEach = (color: string, backgrounds: readonly string[], ratio = AA_TEXT): string =>
  backgrounds.reduce((shade, background) => readableOn(shade, background, ratio), color);

/** Black or white, whichever reads better on `background`: the way text moves to stand out on it. */
export const extremeOn = (background: string): '#000000' | '#ffffff' =>
  contrast(background, '#ffffff') > contrast(background, '#000000') ? '#ffffff' : '#000000';

const RGBA = /^rgba\(\s*(\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\s*\)$/i;

/**
 * What the eye sees of `colour` (`#rrggbb`, or `rgba(…)` as antd writes its fills and faint texts) drawn
 * on the opaque `under`.
 */
export function opaque(colour: string, under: string): string {
  if (isHex(colour)) return colour;
  const rgba = RGBA.exec(colour.trim());
  if (!rgba) throw new Error(`not a #rrggbb or rgba() colour: ${colour}`);
  const [r, g, b, alpha] = rgba.slice(1).map(Number) as [number, number, number, number];
  return mix(format([r, g, b]), under, alpha);
}

/** `top` laid over `bottom` at `opacity` (0 to 1): what the eye sees of a translucent colour. */
export function mix(top: string, bottom: string, opacity: number): string {
  const [a, b] = [parse(top), parse(bottom)];
  const over = (i: 0 | 1 | 2) => a[i] * opacity + b[i] * (1 - opacity);
  return format([over(0), over(1), over(2)]);
}
