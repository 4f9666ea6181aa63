import { z } from 'zod';
import { listQuerySchema, MAX_ID, textFilter, versionSchema } from './list.js';
import { jsonInt, queryInt } from './numbers.js';

/** `POST region` / `POST region/{id}`: the level follows the parent (0 = a province). */
export const regionInputSchema = z.object({
  parent_id: jsonInt(0, MAX_ID).optional().default(0),
  name: z.string().trim().min(1, 'validation.required').max(64, 'validation.max'),
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(12, 'validation.max')
    .regex(/^\d{2,12}$/, 'validation.format'),
  sort: jsonInt(0, 99999).optional().default(0),
  version: versionSchema,
});
export type RegionInput = z.input<typeof regionInputSchema>;

/**
 * `GET region`: with `parent_id` the children of that region as a plain array (lazy tree); otherwise a
 * page of regions matching `keyword` (name or code).
 */
export const regionListQuerySchema = listQuerySchema.extend({
  parent_id: queryInt(0, MAX_ID).optional(),
  keyword: textFilter(64),
});

/** A node of `GET region?parent_id=`. */
export const regionNodeSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  parent_id: z.number(),
  has_children: z.boolean(),
});
export type RegionNode = z.infer<typeof regionNodeSchema>;

/** A row of the region search list and `GET region/{id}`; `path` names the ancestors. */
export const regionRowSchema = regionNodeSchema.extend({
  level: z.number(),
  sort: z.number(),
  path: z.array(z.object({ id: z.number(), name: z.string() })),
  version: z.number(),
});
export type RegionRow = z.infer<typeof regionRowSchema>;
