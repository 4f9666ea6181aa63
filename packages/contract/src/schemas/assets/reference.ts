import { z } from 'zod';
import { optionalText, requiredText, sortOrder, typeError } from '../catalog/fields.js';
import { listQuerySchema, MAX_ID, textFilter, versionSchema } from '../list.js';
import { queryInt } from '../numbers.js';

/** Place levels: a warehouse holds zones, a zone holds shelves. */
export const PLACE_LEVELS = { warehouse: 1, zone: 2, shelf: 3 } as const;
export const MAX_PLACE_LEVEL = PLACE_LEVELS.shelf;

/** `POST storageLocation/create` and `POST storageLocation/{id}`: a place with its code and capacity. */
export const placeInputSchema = z.object({
  name: requiredText(64),
  /** Letters, digits and dashes; unique among all places (printed on labels). */
  code: requiredText(32).regex(/^[A-Za-z0-9-]+$/, 'validation.format'),
  /** The enclosing place; 0 for a warehouse. */
  pid: z.number(typeError).int('validation.type').min(0, 'validation.min').default(0),
  /** How many assets it holds; 0 for no limit. */
  capacity: z
    .number(typeError)
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(1_000_000, 'validation.max')
    .default(0),
  remark: optionalText(200),
  sort: sortOrder,
  version: versionSchema,
});
export type PlaceInput = z.input<typeof placeInputSchema>;

export const placeListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  /** A place: itself and everything inside it. */
  pid: queryInt(0, MAX_ID).optional(),
});

export const placeRowSchema = z.object({
  id: z.number(),
  pid: z.number(),
  level: z.number(),
  name: z.string(),
  code: z.string(),
  capacity: z.number(),
  remark: z.string(),
  sort: z.number(),
  /** Names from the warehouse down, e.g. "Main warehouse / Zone A / Shelf 3". */
  path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type PlaceRow = z.infer<typeof placeRowSchema>;

export interface PlaceNode extends PlaceRow {
  children: PlaceNode[];
}
export const placeNodeSchema: z.ZodType<PlaceNode> = placeRowSchema
  .extend({
    children: z.lazy(() => z.array(placeNodeSchema)),
  })
  .meta({ id: 'PlaceNode' });

/** An asset class of the classification tree (`BaseDataTree` / `BaseDataList`). */
export const baseDataRowSchema = z.object({
  id: z.number(),
  pid: z.number(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  /** Years; 0 when the class is not depreciated (land, relics). */
  useful_life: z.number(),
});
export type BaseDataRow = z.infer<typeof baseDataRowSchema>;
export interface BaseDataNode extends BaseDataRow {
  children: BaseDataNode[];
}
export const baseDataNodeSchema: z.ZodType<BaseDataNode> = baseDataRowSchema
  .extend({
    children: z.lazy(() => z.array(baseDataNodeSchema)),
  })
  .meta({ id: 'BaseDataNode' });
export const baseDataListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  pid: queryInt(0, MAX_ID).optional(),
});
