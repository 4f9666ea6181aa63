import { z } from 'zod';
import { listQuerySchema, textFilter, versionSchema } from '../list.js';
import { flag, optionalFile, refIds, requiredText, sortOrder } from './fields.js';

/** Categories nest at most this deep (top, sub, leaf). */
export const MAX_CATEGORY_LEVEL = 3;

/** `POST category` / `POST category/{id}` (contract: `{name, pid, icon, sort, visible, recommend, specification_ids, brand_ids}`). */
export const categoryInputSchema = z.object({
  name: requiredText(64),
  /** The parent category; 0 = top level. */
  pid: z
    .number('validation.type')
    .int('validation.type')
    .min(0, 'validation.format')
    .max(2_147_483_647)
    .default(0),
  icon: optionalFile,
  sort: sortOrder,
  visible: flag(1),
  /** Shown on the storefront home page. */
  recommend: flag(),
  specification_ids: refIds(100),
  brand_ids: refIds(500),
  version: versionSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** `GET category`: the whole tree (default), or a page of matches for `keyword`. */
export const categoryListQuerySchema = listQuerySchema.extend({ keyword: textFilter(64) });

/** `POST category/sort`: new parent and order of categories after a drag (siblings in order). */
export const categoryMoveSchema = z.object({
  pid: z.number().int().min(0).max(2_147_483_647),
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000),
});
export type CategoryMove = z.infer<typeof categoryMoveSchema>;

export const categoryRowSchema = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  icon: z.string(),
  sort: z.number(),
  level: z.number(),
  visible: z.number(),
  recommend: z.number(),
  specification_ids: z.array(z.number()),
  brand_ids: z.array(z.number()),
  goods_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = categoryRowSchema
  .extend({
    get children() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode' });
