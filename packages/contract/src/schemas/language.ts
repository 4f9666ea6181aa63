import { z } from 'zod';
import { listQuerySchema, textFilter, versionSchema } from './list.js';
import { jsonInt } from './numbers.js';

/** The built-in languages: they cannot be deleted, disabled or recoded. */
export const BUILT_IN_LANGUAGES: readonly string[] = ['zh', 'en'];

export const languageInputSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(32, 'validation.max'),
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(16, 'validation.max')
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'validation.format'),
  sort: jsonInt(0, 9999).optional().default(0),
  state: jsonInt(0, 1).optional().default(1),
  version: versionSchema,
});
export type LanguageInput = z.input<typeof languageInputSchema>;

export const languageListQuerySchema = listQuerySchema.extend({ keyword: textFilter(32) });

export const languageRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  sort: z.number(),
  state: z.number(),
  version: z.number(),
});
export type LanguageRow = z.infer<typeof languageRowSchema>;
