import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { PAGE_APIS, PERMISSION_REGISTRY } from '../permissions.js';
import { defineResource, type Resource, type ResourceRowOf } from './define.js';
import { categoryResource, DECLARED_RESOURCES, placeResource } from './index.js';
import { resourceCatalogs } from './texts.js';
import { defineTreeResource, type TreeNodeOf, type TreeRowOf } from './tree.js';

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

  it('types its rows and query as its fields declare them, with both times by default', () => {
    expectTypeOf<ResourceRowOf<typeof shelves>>().branded.toEqualTypeOf<{
      id: number;
      name: string;
      color: string;
      sort: number;
      open: 0 | 1;
      created_at: string;
      updated_at: string;
      version: number;
    }>();
    type Query = z.output<typeof shelves.query>;
    expectTypeOf<Query['keyword']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Query['open']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query>().not.toHaveProperty('from');
    // Any resource's rows may have either time or none.
    expectTypeOf<ResourceRowOf<Resource>['created_at']>().toEqualTypeOf<string | undefined>();
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

  it('takes formatted text up to its limit, required when declared so', () => {
    const notes = defineResource({
      ...shelves,
      fields: {
        body: { kind: 'richText', max: 20, required: true, label: { zh: '内容', en: 'Content' } },
        note: { kind: 'richText', max: 20, label: { zh: '备注', en: 'Note' } },
      },
    });
    expect(notes.input.parse({ body: '<p>Hi</p>' })).toEqual({ body: '<p>Hi</p>', note: '' });
    expect(issues(notes.input.safeParse({ body: '', note: `<p>${'x'.repeat(20)}</p>` }))).toEqual({
      body: 'validation.required',
      note: 'validation.max',
    });
    expect(issues(notes.input.safeParse({}))).toEqual({ body: 'validation.required' });
    expect(issues(notes.input.safeParse({ body: 5 }))).toEqual({ body: 'validation.required' });
    const times = { created_at: '', updated_at: '', version: 1 };
    expect(notes.row.parse({ id: 1, body: '<p>a</p>', note: '', ...times })).toEqual({
      id: 1,
      body: '<p>a</p>',
      note: '',
      ...times,
    });
    // A list's rows leave the rich text out, unless it is listed.
    expect(notes.detailOnly).toEqual(['body', 'note']);
    expect(notes.row.parse({ id: 1, ...times })).toEqual({ id: 1, ...times });
    const listed = defineResource({ ...notes, fields: { note: { ...notes.fields.note, list: true } } });
    expect(listed.detailOnly).toEqual([]);
    expect(listed.row.safeParse({ id: 1, ...times }).success).toBe(false);
    expectTypeOf<ResourceRowOf<typeof notes>['body']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ResourceRowOf<typeof listed>['note']>().toEqualTypeOf<string>();
  });

  it('takes word choices and a time, filters by a range of the time, and names a view of a row', () => {
    const posts = defineResource({
      ...shelves,
      fields: {
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
        at: { kind: 'datetime', sortable: true, filterable: true, label: { zh: '时间', en: 'Time' } },
      },
      view: {
        when: (row) => row.state === 'published',
        path: (row) => `/post/${row.id}`,
        label: shelves.title,
      },
    });
    expect(posts.input.parse({})).toEqual({ state: 'draft' });
    expect(posts.input.parse({ state: 'published', at: ' 2026-01-02T08:00:00Z ' })).toEqual({
      state: 'published',
      at: '2026-01-02T08:00:00Z',
    });
    expect(posts.input.parse({ at: '' })).toEqual({ state: 'draft' });
    expect(issues(posts.input.safeParse({ state: 'archived', at: 'someday' }))).toEqual({
      state: 'validation.format',
      at: 'validation.format',
    });
    expect(posts.ranged).toBe('at');
    expect(posts.sortable).toEqual(['id', 'at', 'created_at']);
    expect(posts.query.parse({ state: 'draft', from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      state: 'draft',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(posts.query.safeParse({ state: '1' }).success).toBe(false);
    type Query = z.output<typeof posts.query>;
    expectTypeOf<Query['state']>().toEqualTypeOf<'draft' | 'published' | undefined>();
    expectTypeOf<Query>().toHaveProperty('from');
    expectTypeOf<ResourceRowOf<typeof posts>['state']>().toEqualTypeOf<'draft' | 'published'>();
    expectTypeOf<ResourceRowOf<typeof posts>['at']>().toEqualTypeOf<string | null>();
    expect(
      posts.row.safeParse({ id: 1, state: 'draft', at: null, created_at: '', updated_at: '', version: 1 })
        .success,
    ).toBe(true);
    expect(resourceCatalogs([posts], 'en').resources.shelf?.view).toBe('Shelves');
    expect(posts.view?.path({ id: 4 })).toBe('/post/4');
    const twoRanges = { kind: 'datetime', filterable: true, label: shelves.title } as const;
    expect(() => defineResource({ ...shelves, fields: { a: twoRanges, b: twoRanges } })).toThrow(
      'shelf: one filterable time field at most',
    );
  });

  it('names the rows it locks, and gives the catalogs the reason in both languages', () => {
    const locked = defineResource({
      ...shelves,
      locked: {
        when: (row) => row.name === 'A1',
        destroy: true,
        fields: ['name'],
        reason: { zh: '内置货架不可删除', en: 'Built-in shelves cannot be deleted' },
      },
    });
    expect(locked.locked?.when({ name: 'A1' })).toBe(true);
    expect(locked.locked?.when({ name: 'B2' })).toBe(false);
    expect(resourceCatalogs([locked], 'zh').resources.shelf?.locked).toBe('内置货架不可删除');
    expect(resourceCatalogs([locked], 'en').resources.shelf?.locked).toBe(
      'Built-in shelves cannot be deleted',
    );
    expect(() =>
      defineResource({ ...shelves, locked: { when: () => true, fields: ['nmae'], reason: shelves.title } }),
    ).toThrow('shelf: no field nmae to lock');
    // A resource that locks nothing has no reason to show.
    expect(resourceCatalogs([shelves], 'en').resources.shelf).not.toHaveProperty('locked');
  });

  it('puts every declared resource in its menu group with its actions', () => {
    for (const resource of DECLARED_RESOURCES) {
      expect(resource.menu, `${resource.name}: no menu`).toBeDefined();
      const group = PERMISSION_REGISTRY.find((g) => g.api === resource.menu?.group);
      expect(group, `${resource.name}: no menu group ${resource.menu?.group}`).toBeDefined();
      expect(group?.pages.find((p) => p.api === resource.page)?.actions).toEqual([
        resource.permissions.create,
        resource.permissions.edit,
        resource.permissions.destroy,
        ...(resource.actions ?? []),
      ]);
    }
    expect(new Set(PAGE_APIS).size).toBe(PAGE_APIS.length);
  });
});

/** Rooms nest two deep (a hall, its rooms), each with a code and the shelves kept in it. */
const rooms = defineTreeResource({
  ...shelves,
  name: 'room',
  path: 'room',
  permission: 'Room',
  noun: { zh: '房间', en: 'room' },
  tree: {
    maxLevel: 2,
    treePath: 'roomTree',
    top: { zh: '无', en: 'None' },
    addChild: [{ zh: '添加房间', en: 'Add room' }],
    levels: [
      { zh: '大厅', en: 'Hall' },
      { zh: '房间', en: 'Room' },
    ],
    pathNames: true,
  },
  fields: {
    code: {
      kind: 'text',
      max: 8,
      required: true,
      pattern: /^[A-Z0-9]+$/,
      label: { zh: '编码', en: 'Code' },
      hint: { zh: '大写字母和数字', en: 'Capitals and digits' },
    },
    pid: { kind: 'parent', list: false, label: { zh: '所在', en: 'Inside' } },
    shelf_ids: { kind: 'refs', max: 2, options: 'shelf', list: false, label: { zh: '货架', en: 'Shelves' } },
  },
});

describe('a declared tree resource', () => {
  it('takes its parent in bodies (0 at the top), a pattern for text and linked ids without repeats', () => {
    expect(rooms.tree.parent).toBe('pid');
    expect(rooms.input.parse({ code: 'A1', shelf_ids: [4, 4] })).toEqual({
      code: 'A1',
      pid: 0,
      shelf_ids: [4],
    });
    expect(issues(rooms.input.safeParse({ code: 'a-1', pid: -1, shelf_ids: [1, 2, 3] }))).toEqual({
      code: 'validation.format',
      pid: 'validation.min',
      shelf_ids: 'validation.max',
    });
  });

  it('names its paths, its rows carry their level and path, its nodes their children', () => {
    expect(rooms.tree.paths).toEqual({
      tree: 'roomTree',
      create: 'room',
      detail: 'room/{id}',
      edit: 'room/{id}',
      destroy: 'room/destroy/{id}',
    });
    const row = { id: 1, code: 'H', pid: 0, shelf_ids: [], created_at: '', updated_at: '', version: 1 };
    expect(rooms.row.safeParse(row).success).toBe(false);
    const hall = { ...row, level: 1, path: 'H' };
    expect(rooms.row.parse(hall)).toEqual(hall);
    const tree = { ...hall, children: [{ ...hall, id: 2, pid: 1, level: 2, path: 'H / R', children: [] }] };
    expect(rooms.node.parse(tree)).toEqual(tree);
    expect(rooms.node.safeParse({ ...hall, children: [hall] }).success).toBe(false);
    expectTypeOf<TreeRowOf<typeof rooms>['level']>().toEqualTypeOf<number>();
    expectTypeOf<TreeRowOf<typeof rooms>['path']>().toEqualTypeOf<string>();
    expectTypeOf<TreeNodeOf<typeof rooms>['children']>().toEqualTypeOf<TreeNodeOf<typeof rooms>[]>();
    expectTypeOf<TreeRowOf<typeof rooms>>().not.toHaveProperty('has_children');
  });

  it('has exactly one parent field', () => {
    const { pid: _pid, ...noParent } = rooms.fields;
    expect(() => defineTreeResource({ ...rooms, fields: noParent })).toThrow(/exactly one parent/);
    const twoParents = { ...rooms.fields, other: rooms.fields.pid };
    expect(() => defineTreeResource({ ...rooms, fields: twoParents })).toThrow(/exactly one parent/);
  });

  it('gives the catalogs its "no parent", "add inside" and level names by level, and its hints', () => {
    for (const [lang, expected] of [
      [
        'zh',
        { top: '无', addChild: { 1: '添加房间' }, levels: { 1: '大厅', 2: '房间' }, hint: '大写字母和数字' },
      ],
      [
        'en',
        {
          top: 'None',
          addChild: { 1: 'Add room' },
          levels: { 1: 'Hall', 2: 'Room' },
          hint: 'Capitals and digits',
        },
      ],
    ] as const) {
      expect(resourceCatalogs([rooms], lang).resources.room).toMatchObject({
        top: expected.top,
        addChild: expected.addChild,
        levels: expected.levels,
        hints: { code: expected.hint },
        fields: expect.objectContaining({
          pid: lang === 'zh' ? '所在' : 'Inside',
          level: lang === 'zh' ? '层级' : 'Level',
        }),
      });
    }
    // One text for every level but the deepest, whose rows get no "add inside".
    const one = defineTreeResource({
      ...rooms,
      tree: { ...rooms.tree, maxLevel: 3, addChild: { zh: '加', en: 'Add' } },
    });
    expect(resourceCatalogs([one], 'en').resources.room?.addChild).toEqual({ 1: 'Add', 2: 'Add' });
  });

  it('keeps the messages clients already read for a negative parent category and a part of a place', () => {
    expect(issues(categoryResource.input.safeParse({ name: 'A', pid: -1 }))).toEqual({
      pid: 'validation.format',
    });
    expect(issues(placeResource.input.safeParse({ name: 'A', code: 'A-1', capacity: 1.5 }))).toEqual({
      capacity: 'validation.integer',
    });
    expect(issues(placeResource.input.safeParse({ name: 'A', code: 'A 1', pid: -1 }))).toEqual({
      code: 'validation.format',
      pid: 'validation.min',
    });
  });

  it('keeps the menu: categories after the goods pages, brands after categories, places before asset tags', () => {
    const pages = (group: string) =>
      PERMISSION_REGISTRY.find((g) => g.api === group)?.pages.map((p) => p.api) ?? [];
    expect(pages('Shop').slice(3, 6)).toEqual(['GoodDetail', 'CategoryList', 'BrandList']);
    expect(pages('Assets').slice(-3)).toEqual(['AllList', 'PlaceList', 'AssetTagList']);
  });
});
