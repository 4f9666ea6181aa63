import type { IntegerField, SwitchField } from './define.js';

/** The order of a list: smaller first, sortable. */
export const SORT_FIELD = {
  kind: 'integer',
  min: 0,
  max: 99_999,
  sortable: true,
  label: { zh: '排序', en: 'Sort' },
} as const satisfies IntegerField;

/** Enabled (1, the default) or disabled, a filter of the list. */
export const STATE_FIELD = {
  kind: 'switch',
  default: 1,
  filterable: true,
  label: { zh: '状态', en: 'State' },
  states: { on: { zh: '启用', en: 'Enabled' }, off: { zh: '停用', en: 'Disabled' } },
} as const satisfies SwitchField;
