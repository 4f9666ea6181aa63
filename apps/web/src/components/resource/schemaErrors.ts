import type { TFunction } from 'i18next';

/** The part of a zod issue the form needs (messages are catalog keys, e.g. `validation.required`). */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

/** Anything with zod's `safeParse` (the contract's create/update schemas). */
export interface SchemaLike {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly ValidationIssue[] } };
}

/**
 * Per-field messages of a schema run, translated: `{{attribute}}` is the field's label under
 * `labelPrefix`, `{{place}}` the bound of a min/max issue. Only the first message of a field is kept.
 */
export function schemaErrors(
  schema: SchemaLike,
  value: unknown,
  t: TFunction,
  labelPrefix: string,
  exists: (key: string) => boolean,
): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success || !result.error) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    const bound = issue.maximum ?? issue.minimum;
    const place = typeof bound === 'number' || typeof bound === 'bigint' ? String(bound) : '';
    const label = `${labelPrefix}.${field}`;
    const attribute = exists(label) ? t(label) : field;
    errors[field] = exists(issue.message) ? t(issue.message, { attribute, place }) : issue.message;
  }
  return errors;
}
