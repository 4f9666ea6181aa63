import { z } from 'zod';
import { MAX_ID } from '../list.js';

/** The message of a wrong-typed value: a missing one asks for it, anything else is a wrong type. */
export const typeError = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'validation.required' : 'validation.type',
};

/** A required trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z.string(typeError).trim().min(1, 'validation.required').max(max, 'validation.max');

/** An optional trimmed text of at most `max` characters; missing means empty. */
export const optionalText = (max: number) =>
  z.string('validation.type').trim().max(max, 'validation.max').default('');

/**
 * An uploaded file (`/uploads/...`) or an absolute http(s) URL, or empty for none. Nothing else
 * (`javascript:`, `data:`) because pages render it as `src`/`href`.
 */
export const optionalFile = z
  .string('validation.type')
  .trim()
  .max(512, 'validation.max')
  .refine(
    (v) => v === '' || /^\/uploads\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'validation.format',
  )
  .default('');

/** The same as {@link optionalFile}, but required. */
export const requiredFile = z
  .string(typeError)
  .trim()
  .min(1, 'validation.required')
  .max(512, 'validation.max')
  .refine(
    // Empty is reported once, by the minimum above.
    (v) => v === '' || /^\/uploads\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'validation.format',
  );

/** A link target: a site path (`/goods/12`) or an http(s) URL; empty for none. */
export const optionalLink = z
  .string('validation.type')
  .trim()
  .max(512, 'validation.max')
  .regex(/^(?:https?:\/\/[^\s]+|\/[^\s]*)?$/, 'validation.format')
  .default('');

/** A 0/1 switch, `fallback` when missing. */
export const flag = (fallback: 0 | 1 = 0) =>
  z.union([z.literal(0), z.literal(1)], 'validation.format').default(fallback);

/** Sort order: smaller first. */
export const sortOrder = z
  .number('validation.type')
  .int('validation.type')
  .min(0, 'validation.min')
  .max(99_999, 'validation.max')
  .default(0);

/** Largest amount of money the shop accepts, in cents (99 999 999.99). */
export const MAX_CENTS = 9_999_999_999;

/** Largest inventory of a goods or SKU. */
export const MAX_INVENTORY = 99_999_999;

/** Money in integer cents (`1999` = 19.99), so sums never round; the web parses at most two decimals. */
export const cents = z
  .number(typeError)
  .int('validation.price')
  .min(0, 'validation.min')
  .max(MAX_CENTS, 'validation.max');

/** A reference to another record in a body. */
export const refId = z
  .number('validation.type')
  .int('validation.type')
  .positive('validation.format')
  .max(MAX_ID);

/** An optional reference: `0` or `null` mean none. */
export const optionalRef = z
  .union([refId, z.literal(0), z.null()], 'validation.format')
  .optional()
  .transform((v) => (v ? v : null));

/** A list of record references without repeats. */
export const refIds = (max: number) =>
  z
    .array(refId, 'validation.type')
    .max(max, 'validation.max')
    .default([])
    .transform((ids) => [...new Set(ids)]);
