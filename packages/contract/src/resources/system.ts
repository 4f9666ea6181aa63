import { defineResource, type Resource } from './define.js';
import { STATE_FIELD } from './fields.js';

/** The built-in languages: they cannot be deleted, disabled or recoded. */
export const BUILT_IN_LANGUAGES: readonly string[] = ['zh', 'en'];

/** Languages of the language menu; zh and en are built in (the server's rules keep them). */
export const languageResource = defineResource({
  name: 'language',
  path: 'language',
  table: 'languages',
  permission: 'Language',
  title: { zh: '语言管理', en: 'Languages' },
  noun: { zh: '语言', en: 'language' },
  menu: { group: 'System', path: 'language', icon: 'language', after: 'RegionList' },
  defaultSort: 'sort',
  fields: {
    name: { kind: 'text', max: 32, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    code: {
      kind: 'text',
      max: 16,
      required: true,
      searchable: true,
      unique: true,
      pattern: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/,
      label: { zh: '编码', en: 'Code' },
    },
    // Its clients sort within 0–9999, as before it was declared.
    sort: { kind: 'integer', min: 0, max: 9999, sortable: true, label: { zh: '排序', en: 'Sort' } },
    // The list has never been filtered by state.
    state: { ...STATE_FIELD, filterable: false },
  },
  locked: {
    when: (row) => BUILT_IN_LANGUAGES.includes(String(row.code)),
    destroy: true,
    fields: ['code', 'state'],
    reason: { zh: '中文与英文不可删除', en: 'Chinese and English cannot be deleted' },
  },
});

/** The plain resources of the system group (each declared once; see define.ts). */
export const SYSTEM_RESOURCES: readonly Resource[] = [languageResource];
