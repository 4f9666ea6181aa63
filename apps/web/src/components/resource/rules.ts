import type { TFunction } from 'i18next';

/** antd rule: required, with the catalog's "Please enter {{attribute}}". */
export function requiredRule(t: TFunction, label: string) {
  return { required: true, whitespace: true, message: t('validation.required', { attribute: label }) };
}

/** antd rule for a choice (select, cascader, date): required, with the catalog's "Please enter". */
export function requiredChoiceRule(t: TFunction, label: string) {
  return { required: true, message: t('validation.required', { attribute: label }) };
}

/** antd rule: at most `max` characters, with the catalog's message. */
export function maxRule(t: TFunction, label: string, max: number | undefined) {
  // No limit in the schema: nothing to check.
  return max === undefined ? {} : { max, message: t('validation.max', { attribute: label, place: max }) };
}
