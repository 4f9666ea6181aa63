import { z } from 'zod';
import { flag, requiredText, sortOrder } from '../catalog/fields.js';
import { listQuerySchema, textFilter, versionSchema } from '../list.js';
import { queryInt } from '../numbers.js';

/** `POST dhl` / `POST dhl/{id}`: a logistics company; exactly one enabled company is the default. */
export const dhlInputSchema = z.object({
  name: requiredText(64),
  abbreviation: requiredText(32),
  state: flag(1),
  is_default: flag(),
  sort: sortOrder,
  version: versionSchema,
});
export type DhlInput = z.input<typeof dhlInputSchema>;

export const dhlListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  state: queryInt(0, 1).optional(),
});

export const dhlRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  abbreviation: z.string(),
  state: z.number(),
  is_default: z.number(),
  sort: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type DhlRow = z.infer<typeof dhlRowSchema>;
