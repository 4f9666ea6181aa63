/**
 * The look an administrator chooses (colour mode, layout size, theme colour), apart from the schema of
 * the kept preferences: the login page reads these from its cookies, and should not fetch zod for that.
 */

/** Light or dark colours, or whichever the system asks for (the default). */
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Layout size: medium (default), small, mini. */
export const LAYOUT_SIZES = ['medium', 'small', 'mini'] as const;
export type LayoutSize = (typeof LAYOUT_SIZES)[number];

/** A theme colour as `#rrggbb`. */
export const THEME_COLOR = /^#[0-9a-f]{6}$/i;
