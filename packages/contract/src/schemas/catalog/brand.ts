import { z } from 'zod';
import { listQuerySchema, textFilter, versionSchema } from '../list.js';
import { optionalFile, requiredText, sortOrder } from './fields.js';

/** `POST brand` / `POST brand/{id}` (contract: `{name, logo}`). */
export const brandInputSchema = z.object({
  name: requiredText(64),
  logo: optionalFile,
  sort: sortOrder,
  version: versionSchema,
});
export type BrandInput = z.input<typeof brandInputSchema>;

export const brandListQuerySchema = listQuerySchema.extend({ keyword: textFilter(64) });

export const brandRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  sort: z.number(),
  /** Goods (not deleted) of this brand. */
  goods_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type BrandRow = z.infer<typeof brandRowSchema>;
