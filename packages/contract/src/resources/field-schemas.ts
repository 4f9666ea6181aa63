import { z } from 'zod';
import {
  cents,
  flag,
  optionalFile,
  optionalLink,
  optionalText,
  refIds,
  requiredFile,
  requiredText,
  typeError,
} from '../schemas/catalog/fields.js';
import { isIsoInstant } from '../schemas/dates.js';
import { idSchema, MAX_ID, optionalIdSchema, queryIdSchema } from '../schemas/list.js';
import { queryInt } from '../schemas/numbers.js';
import type { ChoiceField, FieldSpec, NumberMessages } from './field-kinds.js';

/** The schemas of one declared field: in a body, in the list's query, in a row. */
const COLOR = /^#[0-9a-f]{6}$/i;

const wholeNumber = (min: number, max: number, messages: NumberMessages = {}) =>
  z
    .number(typeError)
    .int(messages.whole ?? 'validation.type')
    .min(min, messages.min ?? 'validation.min')
    .max(max, messages.max ?? 'validation.max');

/** The body schema of one field: its limits and its messages (catalog keys). */
export function inputOf(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const { pattern } = field;
      if (field.required) {
        const text = requiredText(field.max);
        return pattern ? text.regex(pattern, 'validation.format') : text;
      }
      // An optional text may stay empty; the pattern applies to what was entered.
      const text = optionalText(field.max);
      return pattern ? text.refine((v) => v === '' || pattern.test(v), 'validation.format') : text;
    }
    case 'richText':
      // Anything but text is no content at all (what a notice body has always answered).
      return field.required
        ? z.string('validation.required').min(1, 'validation.required').max(field.max, 'validation.max')
        : z.string('validation.type').max(field.max, 'validation.max').default('');
    case 'integer':
      return wholeNumber(field.min, field.max, field.messages).default(field.default ?? field.min);
    case 'money':
      return cents.default(field.default ?? 0);
    case 'color':
      return z.string(typeError).trim().regex(COLOR, 'validation.format').default(field.default);
    case 'image':
      return field.required ? requiredFile : optionalFile;
    case 'switch':
      return field.wholeNumber ? wholeNumber(0, 1).default(field.default ?? 0) : flag(field.default ?? 0);
    case 'icon':
      return optionalText(field.max);
    case 'link':
      return optionalLink;
    case 'choice': {
      const words = wordsOf(field);
      if (words) return z.enum(words, 'validation.format').default(String(field.default));
      // A union of its values, so the API documents name them; anything but a number is a wrong type.
      const values = field.options.map((o) => z.literal(Number(o.value)));
      const wrongType = field.messages?.type ?? 'validation.type';
      return z
        .union(values, {
          error: (issue) => (typeof issue.input === 'number' ? 'validation.format' : wrongType),
        })
        .default(Number(field.default));
    }
    case 'datetime':
      // Empty is none; anything else must be an instant with its zone.
      return z
        .string()
        .trim()
        .max(40)
        .optional()
        .transform((v) => v || undefined)
        .refine((v) => v === undefined || isIsoInstant(v), 'validation.format');
    case 'parent':
      return field.nullAtTop ? optionalIdSchema : wholeNumber(0, MAX_ID, field.messages).default(0);
    case 'ref':
      return field.required ? idSchema : optionalIdSchema;
    case 'refs':
      return refIds(field.max);
  }
}

/** A choice's values when they are words, else undefined (numbers). */
export function wordsOf(field: ChoiceField): [string, ...string[]] | undefined {
  const values = field.options.map((o) => o.value);
  return values.every((v) => typeof v === 'string') ? (values as [string, ...string[]]) : undefined;
}

/** The query parameter of a filterable field: a switch's 0/1, one of a choice's values, a record's id. */
export function filterOf(field: FieldSpec): z.ZodType {
  if (field.kind === 'ref') return queryIdSchema.optional();
  if (field.kind !== 'choice') return queryInt(0, 1).optional();
  const words = wordsOf(field);
  if (words) return z.enum(words, 'validation.format').optional();
  const values = field.options.map((o) => Number(o.value));
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const bounded = queryInt(min, max);
  // Options with gaps also refuse the values between them (one message either way).
  const contiguous = max - min + 1 === new Set(values).size;
  return (contiguous ? bounded : bounded.refine((v) => values.includes(v), 'validation.format')).optional();
}

/** The schema of one field in a row. */
export function rowOf(field: FieldSpec): z.ZodType {
  if (field.kind === 'choice') {
    const words = wordsOf(field);
    return words ? z.enum(words) : z.number();
  }
  if (field.kind === 'datetime') return z.string().nullable();
  if (field.kind === 'parent' && field.nullAtTop) return z.number().nullable();
  if (field.kind === 'ref') return field.required ? z.number() : z.number().nullable();
  if (field.kind === 'integer' || field.kind === 'money' || field.kind === 'parent') return z.number();
  if (field.kind === 'refs') return z.array(z.number());
  if (field.kind === 'switch') return field.wholeNumber ? z.number() : z.union([z.literal(0), z.literal(1)]);
  if ((field.kind === 'text' || field.kind === 'textarea') && field.nullable) return z.string().nullable();
  return z.string();
}

/** What a row carries beside a field: the name of the record a `named` reference points at. */
export function besideOf(field: FieldSpec): Record<string, z.ZodType> {
  if (field.kind !== 'ref' || !field.named) return {};
  return { [field.named]: field.required ? z.string() : z.string().nullable() };
}
