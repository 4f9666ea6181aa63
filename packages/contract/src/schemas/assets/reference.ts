import { z } from 'zod';
import { listQuerySchema, MAX_ID, textFilter } from '../list.js';
import { queryInt } from '../numbers.js';

/** `GET storageLocationList`: a page of places by keyword (name or code). */
export const placeListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  /** A place: itself and everything inside it. */
  pid: queryInt(0, MAX_ID).optional(),
});

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
