import { z } from 'zod';

/**
 * The two kinds of whole number the API reads. Loose coercion (`z.coerce.number()`) must never be used
 * at the edge: it reads `""`, `false`, `[]` and `null` as 0, `true` as 1, `"0x1"` as 1 and `"1e3"` as
 * 1000, so `{"state": []}` once disabled an administrator.
 */

/** Plain decimal digits (optionally negative): the only text a whole number may arrive as. */
const DIGITS = /^-?\d{1,20}$/;

/** A whole number in a JSON body: a real JSON number, never text, a boolean, an array or `null`. */
export const jsonInt = (min: number, max: number) =>
  z.number('validation.type').int('validation.type').min(min).max(max);

/**
 * A whole number in a query string or a path, where every value is text (and in a body that mirrors a
 * list's query, such as an export of the filtered list): plain digits only (`12`), never `""`, `" 1"`,
 * `"1.5"`, `"0x1"`, `"1e3"`, `"true"` or a repeated key. A JSON number is taken too.
 */
export const queryInt = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v), jsonInt(min, max));

/** A finite decimal in a JSON body (`NaN` and infinities cannot be written in JSON anyway). */
export const jsonNumber = (min: number, max: number) => z.number('validation.type').min(min).max(max);
