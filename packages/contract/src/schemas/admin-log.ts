import { z } from 'zod';
import { AUDIT_SUBJECT_TYPES } from '../audit-subjects.js';
import { dateFilter, listQuerySchema, MAX_ID, textFilter } from './list.js';
import { queryInt } from './numbers.js';

/** The request methods the admin log records and can be filtered by. */
export const LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `''` from an emptied select means no filter. */
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const adminLogListQuerySchema = listQuerySchema.extend({
  operator: textFilter(64),
  method: optionalEnum(LOG_METHODS),
  path: textFilter(128),
  status: queryInt(100, 599).optional(),
  from: dateFilter,
  to: dateFilter,
  /** Everything done to one record: its kind (`good`), and its id (`42`). */
  subject_type: optionalEnum(AUDIT_SUBJECT_TYPES),
  subject_id: queryInt(1, MAX_ID).optional(),
});

/**
 * A row of `GET admin/log`; `input` is the submitted data with passwords and tokens redacted, the subject
 * the record a write changed (none for other requests; a write of several records has a row for each).
 */
export const adminLogRowSchema = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  operator: z.string(),
  path: z.string(),
  method: z.string(),
  ip: z.string(),
  input: z.unknown(),
  status: z.number(),
  subject_type: z.string().nullable(),
  subject_id: z.number().nullable(),
  created_at: z.string(),
});
export type AdminLogRow = z.infer<typeof adminLogRowSchema>;

/**
 * What a write changed, field by field: `[before, after]` (`null` before a creation, after a deletion);
 * secrets (passwords, tokens, keys) show as `***` on both sides.
 */
export const auditChangesSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** `GET admin/log/{id}`: the row and its record's changes (null when the request changed none). */
export const adminLogDetailSchema = adminLogRowSchema.extend({ changes: auditChangesSchema.nullable() });
export type AdminLogDetail = z.infer<typeof adminLogDetailSchema>;
