import { z } from 'zod';
import { listQuerySchema, textFilter, versionSchema } from '../list.js';
import { queryInt } from '../numbers.js';
import { flag, optionalLink, requiredFile, requiredText, sortOrder } from './fields.js';

/** Banner types: index banner, index advertising, landing advertisement, link. */
export const BANNER_TYPES = [0, 1, 2, 3] as const;

/** `POST banner` / `POST banner/{id}`. */
export const bannerInputSchema = z.object({
  name: requiredText(64),
  image: requiredFile,
  url: optionalLink,
  type: z
    .union(
      BANNER_TYPES.map((t) => z.literal(t)),
      'validation.format',
    )
    .default(0),
  state: flag(1),
  sort: sortOrder,
  version: versionSchema,
});
export type BannerInput = z.input<typeof bannerInputSchema>;

export const bannerListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  type: queryInt(0, 3).optional(),
  state: queryInt(0, 1).optional(),
});

export const bannerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  url: z.string(),
  type: z.number(),
  state: z.number(),
  sort: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type BannerRow = z.infer<typeof bannerRowSchema>;
