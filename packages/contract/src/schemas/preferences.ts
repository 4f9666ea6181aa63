import { z } from 'zod';
import { COLOR_MODES, LAYOUT_SIZES, THEME_COLOR } from '../look.js';

/**
 * How an administrator likes the back-office to look (the sidebar, folded by the window's width as
 * often as by choice, stays with the browser), kept with the account so it follows them to
 * another browser: `GET account/preferences`, `POST account/preferences` (the fields sent replace
 * those kept; the others stay), and in `GET userInfo`. A field never chosen is absent.
 */
export const preferencesSchema = z
  .object({
    color_mode: z.enum(COLOR_MODES, 'validation.format'),
    theme_color: z.string('validation.type').regex(THEME_COLOR, 'validation.format'),
    size: z.enum(LAYOUT_SIZES, 'validation.format'),
  })
  .partial();
export type Preferences = z.infer<typeof preferencesSchema>;
