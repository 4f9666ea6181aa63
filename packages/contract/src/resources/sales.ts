import { defineResource, type Resource } from './define.js';
import { SORT_FIELD, STATE_FIELD } from './fields.js';

/** Logistics companies: exactly one enabled company is the default (its rules are the server's). */
export const dhlResource = defineResource({
  name: 'dhl',
  path: 'dhl',
  table: 'dhls',
  permission: 'Dhl',
  title: { zh: '物流公司', en: 'Logistics Companies' },
  noun: { zh: '物流公司', en: 'logistics company' },
  menu: { group: 'Shop', path: 'dhl', icon: 'dhl', after: 'FreightEdit' },
  defaultSort: 'sort',
  fields: {
    name: { kind: 'text', max: 64, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    abbreviation: {
      kind: 'text',
      max: 32,
      required: true,
      searchable: true,
      label: { zh: '简称', en: 'Abbreviation' },
    },
    state: STATE_FIELD,
    is_default: {
      kind: 'switch',
      label: { zh: '默认', en: 'Default' },
      states: { on: { zh: '默认', en: 'Default' }, off: { zh: '否', en: 'No' } },
    },
    sort: SORT_FIELD,
  },
});

/** The plain resources of sales (each declared once; see define.ts). */
export const SALES_RESOURCES: readonly Resource[] = [dhlResource];
