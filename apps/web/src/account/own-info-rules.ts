import { type OwnInfoInput, ownInfoSchema } from '@bo/contract';
import type { TFunction } from 'i18next';

export type OwnInfoField = keyof OwnInfoInput;

/**
 * Runs the contract's own-info rules on the whole form and returns, per field, the first
 * message translated into the user's language. The schema's messages are catalog keys.
 */
export function ownInfoErrors(
  values: Partial<OwnInfoInput>,
  t: TFunction,
): Partial<Record<OwnInfoField, string>> {
  const result = ownInfoSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<OwnInfoField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'nickname') as OwnInfoField;
    if (errors[field]) continue;
    const place = 'maximum' in issue ? String(issue.maximum) : '';
    errors[field] = t(issue.message, { attribute: t(`fields.${field}`), place });
  }
  return errors;
}

/** Nickname, password, old password and portrait all empty: "No information filled in". */
export function nothingFilled(values: Partial<OwnInfoInput>): boolean {
  const result = ownInfoSchema.safeParse(values);
  return !result.success && result.error.issues.some((i) => i.message === 'info.nothingFilled');
}

/** An antd rule for `field` that fails with the field's message from {@link ownInfoErrors}. */
export function ownInfoRule(field: OwnInfoField, t: TFunction) {
  return ({ getFieldsValue }: { getFieldsValue: () => Partial<OwnInfoInput> }) => ({
    validator: () => {
      const message = ownInfoErrors(getFieldsValue(), t)[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}
