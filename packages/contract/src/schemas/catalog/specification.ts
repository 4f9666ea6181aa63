import { z } from 'zod';
import { listQuerySchema, MAX_ID, textFilter, versionSchema } from '../list.js';
import { queryInt } from '../numbers.js';
import { flag, optionalRef, optionalText, requiredText, sortOrder } from './fields.js';

/** How a specification is filled in: free text, one of its values, or several of them. */
export const SPECIFICATION_TYPES = { text: 0, radio: 1, multi: 2 } as const;
/**
 * Where it shows: as a goods parameter (parameter page), as a purchase option that SKUs are built
 * from (detail page), or both.
 */
export const SPECIFICATION_LOCATIONS = { parameter: 0, detail: 1, both: 2 } as const;

/** At most this many values per specification, each at most 64 characters. */
export const MAX_SPECIFICATION_VALUES = 100;

/** Values as typed in the form, one per line: trimmed, blank lines dropped, repeats removed. */
export function specificationValuesFromLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** `POST specification` / `POST specification/{id}`. */
export const specificationInputSchema = z
  .object({
    name: requiredText(64),
    /** A note shown next to the input (e.g. the unit). */
    label: optionalText(64),
    group_id: optionalRef,
    type: z.union([z.literal(0), z.literal(1), z.literal(2)], 'validation.format').default(0),
    location: z.union([z.literal(0), z.literal(1), z.literal(2)], 'validation.format').default(0),
    values: z
      .array(z.string('validation.type').trim().min(1, 'validation.required').max(64, 'validation.max'))
      .max(MAX_SPECIFICATION_VALUES, 'validation.max')
      .default([])
      .transform((values) => [...new Set(values)]),
    is_search: flag(),
    sort: sortOrder,
    version: versionSchema,
  })
  .superRefine((spec, ctx) => {
    // Radio and multi-select choose among the values; a purchase option (SKU) needs values too.
    const needsValues =
      spec.type !== SPECIFICATION_TYPES.text || spec.location !== SPECIFICATION_LOCATIONS.parameter;
    if (needsValues && spec.values.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'validation.required' });
    }
  });
export type SpecificationInput = z.input<typeof specificationInputSchema>;

export const specificationListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  group_id: queryInt(0, MAX_ID).optional(),
  type: queryInt(0, 2).optional(),
  location: queryInt(0, 2).optional(),
});

export const specificationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  label: z.string(),
  group_id: z.number().nullable(),
  group_name: z.string().nullable(),
  type: z.number(),
  location: z.number(),
  values: z.array(z.string()),
  is_search: z.number(),
  sort: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type SpecificationRow = z.infer<typeof specificationRowSchema>;
