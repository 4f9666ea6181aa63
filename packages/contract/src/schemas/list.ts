import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../envelope.js';
import { jsonInt, queryInt } from './numbers.js';

export { dateFilter } from './dates.js';

/** Largest id the API accepts (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** A record id in a path (`res/{id}`); `0` is the batch id of `destroy/0`. */
export const idParamsSchema = z.object({ id: queryInt(0, MAX_ID) });

/** A positive record id in a JSON body. */
export const idSchema = jsonInt(1, MAX_ID);

/** A positive record id in a query string (`?role_id=3`). */
export const queryIdSchema = queryInt(1, MAX_ID);

/** An optional reference to another record in a body: `null` or `0` mean none, missing leaves it. */
export const optionalIdSchema = z.preprocess((v) => (v === 0 ? null : v), idSchema.nullable().optional());

/** Body of a batch action on id `0`: the ids are in the body. */
export const idsBodySchema = z.object({ ids: z.array(idSchema).min(1, 'validation.required').max(1000) });

/** Body of `destroy/{id}`: nothing for one id, `{ids}` for the batch id `0`. */
export const destroyBodySchema = z.object({ ids: z.array(idSchema).max(1000).optional() }).nullish();

/**
 * `version` of an editable record, the one the form was opened with: every edit must send it (42200
 * without), and a stale one responds with 40900, so nobody overwrites an edit unseen. A create has none,
 * which is why the field is optional in the schemas shared by create and edit.
 */
export const versionSchema = jsonInt(1, MAX_ID).optional();

/** Paging and sorting every list accepts: `page` (1-based), `limit` (≤ 200), `sort` (`-field` = desc). */
export const listQuerySchema = z.object({
  page: queryInt(1, 1_000_000).default(1),
  limit: queryInt(1, LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
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

/** Response schema of a success envelope carrying `payload`. */
export const okSchema = <T extends z.ZodType>(payload: T) =>
  z.object({ result: z.literal('ok'), status: z.literal(200), message: payload });

/**
 * Every refused request's response: HTTP 4xx/5xx with a localized message and, for invalid input, the
 * messages per field. Named, so an API document lists it once and its operations refer to it.
 */
export const errorEnvelopeSchema = z
  .object({
    result: z.literal('error'),
    status: z.number(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** Seconds until a rate-limited request may be retried (42900 only). */
    retry_after: z.number().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

/** Response schema of a list page of `row`. */
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number(),
    per_page: z.number(),
    current_page: z.number(),
    last_page: z.number(),
    total_capped: z.boolean().optional(),
  });

/** Response payload of a write that returns a localized success text. */
export const messageSchema = okSchema(z.string());
