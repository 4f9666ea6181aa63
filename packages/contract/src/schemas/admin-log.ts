import { z } from 'zod';
import { dateFilter, listQuerySchema, textFilter } from './list.js';
import { queryInt } from './numbers.js';

/** The request methods the admin log records and can be filtered by. */
export const LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const adminLogListQuerySchema = listQuerySchema.extend({
  operator: textFilter(64),
  method: z
    .enum(LOG_METHODS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  path: textFilter(128),
  status: queryInt(100, 599).optional(),
  from: dateFilter,
  to: dateFilter,
});

/** A row of `GET admin/log`; `input` is the submitted data with passwords and tokens redacted. */
export const adminLogRowSchema = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  operator: z.string(),
  path: z.string(),
  method: z.string(),
  ip: z.string(),
  input: z.unknown(),
  status: z.number(),
  created_at: z.string(),
});
export type AdminLogRow = z.infer<typeof adminLogRowSchema>;
