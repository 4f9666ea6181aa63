import { z } from 'zod';

/** The bounds a form can show before anything is sent: a text's length, a number's range. */
export interface FieldLimits {
  min?: number;
  max?: number;
}

/**
 * The schema a value is checked by, under what only wraps it: optional, nullable, a default, and the
 * input side of a transform (the output side of a preprocess, whose input is anything).
 */
function checked(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
    const next = def.innerType ?? (def.in instanceof z.ZodTransform ? def.out : def.in);
    if (!next) return current;
    current = next;
  }
}

/** One schema's limits: a text's length, a number's range (none for anything else). */
export function schemaLimits(schema: z.ZodType): FieldLimits {
  const inner = checked(schema);
  const bounds =
    inner instanceof z.ZodString
      ? { min: inner.minLength, max: inner.maxLength }
      : inner instanceof z.ZodNumber
        ? { min: inner.minValue, max: inner.maxValue }
        : {};
  return Object.fromEntries(
    Object.entries(bounds).filter(([, value]) => typeof value === 'number' && Number.isFinite(value)),
  );
}

/** Limits read once per schema: forms ask on every render, and a schema never changes. */
const known = new WeakMap<z.ZodObject, Record<string, FieldLimits>>();

/**
 * Each field's limits as the schema checks them, so a form's `maxLength` and number ranges come from
 * the schema the server validates with, never from a copy: `fieldLimits(memberInputSchema).account.max`.
 */
export function fieldLimits<S extends z.ZodRawShape>(schema: z.ZodObject<S>): Record<keyof S, FieldLimits> {
  let limits = known.get(schema);
  if (!limits) {
    limits = Object.fromEntries(
      Object.entries(schema.shape).map(([name, field]) => [name, schemaLimits(field as z.ZodType)]),
    );
    known.set(schema, limits);
  }
  return limits as Record<keyof S, FieldLimits>;
}
