import { describe, expect, it } from 'vitest';
import { PAGE_APIS, PERMISSION_REGISTRY } from '../permissions.js';
import { defineResource } from './define.js';
import { RESOURCES } from './index.js';
import { resourceCatalogs } from './texts.js';

const shelves = defineResource({
  name: 'shelf',
  path: 'shelf',
  table: 'shelves',
  permission: 'Shelf',
  title: { zh: '货架', en: 'Shelves' },
  noun: { zh: '货架', en: 'shelf' },
  menu: { group: 'Assets', path: 'shelf', icon: 'place' },
  defaultSort: 'sort',
  fields: {
    name: {
      kind: 'text',
      max: 8,
      required: true,
      searchable: true,
      unique: true,
      label: { zh: '名称', en: 'Name' },
    },
    color: { kind: 'color', default: '#1677ff', label: { zh: '颜色', en: 'Colour' } },
    sort: { kind: 'integer', min: 0, max: 99, sortable: true, label: { zh: '排序', en: 'Order' } },
    open: {
      kind: 'switch',
      default: 1,
      filterable: true,
      label: { zh: '开放', en: 'Open' },
      states: { on: { zh: '开放', en: 'Open' }, off: { zh: '关闭', en: 'Closed' } },
    },
  },
});

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a declared resource', () => {
  it('derives its body schema: limits, defaults and formats from the fields', () => {
    expect(shelves.input.parse({ name: ' A1 ' })).toEqual({ name: 'A1', color: '#1677ff', sort: 0, open: 1 });
    expect(issues(shelves.input.safeParse({ name: '', color: 'red', sort: 100, open: 2 }))).toEqual({
      name: 'validation.required',
      color: 'validation.format',
      sort: 'validation.max',
      open: 'validation.format',
    });
    expect(issues(shelves.input.safeParse({ name: '123456789' }))).toEqual({ name: 'validation.max' });
  });

  it('derives its query, sortable, searchable and unique fields and its permission names', () => {
    expect(shelves.query.parse({ keyword: ' x ', open: '0', page: '2' })).toMatchObject({
      keyword: 'x',
      open: 0,
      page: 2,
    });
    expect(shelves.query.safeParse({ open: '2' }).success).toBe(false);
    expect(shelves.sortable).toEqual(['id', 'sort', 'created_at']);
    expect(shelves.searchable).toEqual(['name']);
    expect(shelves.unique).toEqual(['name']);
    expect(shelves.permissions).toEqual({
      list: 'ShelfList',
      create: 'ShelfCreate',
      edit: 'ShelfEdit',
      destroy: 'ShelfDestroy',
    });
  });

  it('refuses a choice filter outside its options with one message, gaps between options included', () => {
    const option = (value: number) => ({ value, label: { zh: String(value), en: String(value) } });
    const withChoice = (values: number[]) =>
      defineResource({
        ...shelves,
        fields: {
          kind: {
            kind: 'choice',
            default: values[0] ?? 0,
            filterable: true,
            label: { zh: '类', en: 'Kind' },
            options: values.map(option),
          },
        },
      });
    expect(issues(withChoice([0, 1, 2]).query.safeParse({ kind: '9' }))).toEqual({ kind: 'validation.type' });
    expect(issues(withChoice([0, 5]).query.safeParse({ kind: '3' }))).toEqual({ kind: 'validation.format' });
    expect(withChoice([0, 5]).query.parse({ kind: '5' })).toMatchObject({ kind: 5 });
  });

  it('gives the catalogs its page title, dialog titles and labels in both languages', () => {
    expect(resourceCatalogs([shelves], 'zh')).toEqual({
      route: { ShelfList: '货架' },
      resources: {
        shelf: {
          title: '货架',
          createTitle: '新增货架',
          editTitle: '编辑货架',
          options: { open: { 0: '关闭', 1: '开放' } },
          fields: expect.objectContaining({ name: '名称', open: '开放', keyword: '名称', id: 'ID' }),
        },
      },
    });
    expect(resourceCatalogs([shelves], 'en').resources.shelf?.createTitle).toBe('New shelf');
  });

  it('puts every declared resource in its menu group with its actions', () => {
    for (const resource of RESOURCES) {
      const group = PERMISSION_REGISTRY.find((g) => g.api === resource.menu.group);
      expect(group, `${resource.name}: no menu group ${resource.menu.group}`).toBeDefined();
      expect(group?.pages.find((p) => p.api === resource.page)?.actions).toEqual([
        resource.permissions.create,
        resource.permissions.edit,
        resource.permissions.destroy,
      ]);
    }
    expect(new Set(PAGE_APIS).size).toBe(PAGE_APIS.length);
  });
});
