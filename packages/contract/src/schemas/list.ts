import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../envelope.js';

/** Largest id the API accepts (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** A record id in a path (`res/{id}`); `0` is the batch id of `destroy/0`. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().min(0).max(MAX_ID) });

/** A positive record id in a body or query. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);

/** An optional reference to another record: empty, `null` or `0` mean none. */
export const optionalIdSchema = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' ? null : v),
  idSchema.nullable().optional(),
);

/** Body of a batch action on id `0` (DESIGN §2). */
export const idsBodySchema = z.object({ ids: z.array(idSchema).min(1, 'validation.required').max(1000) });

/** Body of `destroy/{id}`: nothing for one id, `{ids}` for the batch id `0`. */
export const destroyBodySchema = z.object({ ids: z.array(idSchema).max(1000).optional() }).nullish();

/** `version` of an editable record; an edit with a stale one answers 40900 (DESIGN §2). */
export const versionSchema = z.coerce.number().int().positive().max(MAX_ID).optional();

/** Paging and sorting every list accepts: `page` (1-based), `limit` (≤ 200), `sort` (`-field` = desc). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  sort: z
    .string()
    .max(64)
    .regex(/^-?[a-z_]+$/, 'validation.format')
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** An optional trimmed text filter; empty means no filter. */
export const textFilter = (max = 64) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** An optional ISO date or date-time filter (`2026-01-31` or a full ISO string). */
export const dateFilter = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), 'validation.format');

/** Response schema of a success envelope carrying `payload` (DESIGN §2). */
export const okSchema = <T extends z.ZodType>(payload: T) =>
  z.object({ result: z.literal('ok'), status: z.literal(200), message: payload });

/** Response schema of a list page of `row` (DESIGN §2). */
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number(),
    per_page: z.number(),
    current_page: z.number(),
    last_page: z.number(),
    total_capped: z.boolean().optional(),
  });

/** Response payload of a write that answers a localized success text. */
export const messageSchema = okSchema(z.string());
