import { LANGS, LANGUAGE_CODE_PATTERN } from '../i18n/shape.js';
import { defineResource, type Resource } from './define.js';
import { STATE_FIELD } from './fields.js';

/** The built-in languages: they cannot be deleted, disabled or recoded. */
export const BUILT_IN_LANGUAGES: readonly string[] = LANGS;

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
      pattern: LANGUAGE_CODE_PATTERN,
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

/** Longest notice body accepted, in characters of HTML. */
export const NOTICE_BODY_MAX = 200_000;

/**
 * Notices: shown on the dashboard (`notice/latest`) and at /content/info/{id} (`notice/content/{id}`),
 * routes of their own. Their rules (the server's) set the author and the publish time.
 */
export const noticeResource = defineResource({
  name: 'notice',
  path: 'notice',
  table: 'notices',
  permission: 'Notice',
  title: { zh: '通知公告', en: 'Notices' },
  noun: { zh: '公告', en: 'notice' },
  menu: { group: 'System', path: 'notice', icon: 'notice', after: 'ConfigDetail' },
  defaultSort: '-id',
  fields: {
    title: { kind: 'text', max: 128, required: true, searchable: true, label: { zh: '标题', en: 'Title' } },
    body: { kind: 'richText', max: NOTICE_BODY_MAX, required: true, label: { zh: '内容', en: 'Content' } },
    author: {
      kind: 'text',
      max: 64,
      searchable: true,
      label: { zh: '作者', en: 'Author' },
      hint: { zh: '留空则为当前管理员', en: 'Empty means you' },
    },
    state: {
      kind: 'choice',
      default: 'draft',
      filterable: true,
      label: { zh: '状态', en: 'State' },
      options: [
        { value: 'draft', label: { zh: '草稿', en: 'Draft' } },
        { value: 'published', label: { zh: '已发布', en: 'Published' } },
      ],
    },
    published_at: {
      kind: 'datetime',
      sortable: true,
      filterable: true,
      label: { zh: '发布时间', en: 'Publish time' },
      hint: { zh: '留空则在发布时取当前时间', en: 'Empty means the moment it is published' },
    },
  },
  view: {
    when: (row) => row.state === 'published',
    path: (row) => `/content/info/${row.id}`,
    label: { zh: '查看', en: 'View' },
  },
});

/** The plain resources of the system group (each declared once; see define.ts). */
export const SYSTEM_RESOURCES: readonly Resource[] = [languageResource, noticeResource];
