import { z } from 'zod';
import { idSchema, listQuerySchema, textFilter, versionSchema } from './list.js';

/** `POST manage` / `POST manage/{id}`. */
export const roleInputSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(64, 'validation.max'),
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.max')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.format'),
  introduction: z.string().trim().max(512, 'validation.max').optional().default(''),
  permission_ids: z.array(idSchema).max(2000).optional().default([]),
  version: versionSchema,
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const roleListQuerySchema = listQuerySchema.extend({ keyword: textFilter(64) });

/** A row of `GET manage`. */
export const roleRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  introduction: z.string(),
  permission_ids: z.array(z.number()),
  members: z.number(),
  created_at: z.string(),
  version: z.number(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;
