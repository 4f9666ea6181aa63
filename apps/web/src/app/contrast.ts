/**
 * WCAG 2.1 contrast arithmetic on `#rrggbb` colours (what axe measures), and the darkening that brings a
 * colour up to a wanted ratio while keeping its hue.
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
 * `color` as it is when it already reads at `ratio` on `background`, else mixed with black in 1 % steps
 * until it does: the same hue, only deeper, so a theme colour stays recognisable. A background too dark
 * for any shade to reach the ratio gives black.
 */
export function readableOn(color: string, background: string, ratio = AA_TEXT): string {
  const [r, g, b] = parse(color);
  for (let keep = 100; keep >= 0; keep--) {
    const f = keep / 100;
    const shade = format([r * f, g * f, b * f]);
    if (contrast(shade, background) >= ratio) return shade;
  }
  return '#000000';
}
