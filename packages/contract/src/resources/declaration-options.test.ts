import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { PERMISSION_REGISTRY } from '../permissions.js';
import type { ResourceInputOf } from './define.js';
import {
  type PowerNode,
  powerListQuerySchema,
  powerResource,
  type RegionNode,
  type RegionRow,
  regionListQuerySchema,
  regionResource,
} from './system-trees.js';
import { resourceTexts } from './texts.js';
import { type Ancestor, defineTreeResource, type TreeRowOf } from './tree.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** Menu entries: a group holds links, each link names an icon and maybe an address; a rule across two. */
const links = defineTreeResource({
  name: 'linkSample',
  path: 'linkSample',
  table: 'link_samples',
  permission: 'LinkSample',
  title: { zh: '链接', en: 'Links' },
  noun: { zh: '链接', en: 'link' },
  menu: { group: 'System', path: 'link', icon: 'power' },
  defaultSort: 'sort',
  timestamps: false,
  actions: ['LinkSampleCheck'],
  tree: { maxLevel: 2, treeQuery: { all: '1' }, top: { zh: '无', en: 'None' }, level: false },
  fields: {
    pid: { kind: 'parent', list: false, label: { zh: '所在', en: 'Inside' } },
    code: {
      kind: 'text',
      max: 8,
      nullable: true,
      createOnly: true,
      pattern: /^[a-z]+$/,
      label: { zh: '代码', en: 'Code' },
    },
    icon: { kind: 'icon', max: 8, label: { zh: '图标', en: 'Icon' } },
    shown: { kind: 'switch', default: 1, wholeNumber: true, label: { zh: '显示', en: 'Shown' } },
  },
  rule: {
    fields: ['code', 'pid'],
    holds: (values) => Boolean(values.code) || Boolean(values.pid),
    message: 'power.apiOrParent',
    text: { zh: '代码与上级至少填一项', en: 'A code or a parent' },
  },
});

describe('declaration options', () => {
  it('checks a rule across fields once each is valid, with its message on each of them', () => {
    expect(issues(links.input.safeParse({}))).toEqual({
      code: 'power.apiOrParent',
      pid: 'power.apiOrParent',
    });
    expect(links.input.safeParse({ code: 'abc' }).success).toBe(true);
    expect(links.input.safeParse({ pid: 3 }).success).toBe(true);
    // A field's own message first: the rule waits for valid fields.
    expect(issues(links.input.safeParse({ code: 'A' }))).toEqual({ code: 'validation.format' });
    const rule = links.rule as NonNullable<typeof links.rule>;
    expect(() => defineTreeResource({ ...links, rule: { ...rule, fields: ['nope'] } })).toThrow(
      /no field nope/,
    );
  });

  it('leaves out the times and the level when declared without them', () => {
    const row = { id: 1, pid: 0, code: null, icon: '', shown: 1, version: 1 };
    expect(links.row.parse(row)).toEqual(row);
    expect(links.row.parse({ ...row, level: 1, created_at: '' })).toEqual(row);
    expect(links.sortable).not.toContain('created_at');
    const fields = resourceTexts(links, 'en').fields;
    expect(fields).not.toHaveProperty('created_at');
    expect(fields).not.toHaveProperty('level');
    type Row = TreeRowOf<typeof links>;
    expectTypeOf<Row>().not.toHaveProperty('created_at');
    expectTypeOf<Row>().not.toHaveProperty('updated_at');
    expectTypeOf<Row>().not.toHaveProperty('level');
    expectTypeOf<Row>().not.toHaveProperty('has_children');
  });

  it('refuses a tree option it does not know where it is written', () => {
    const misspelt = () =>
      // @ts-expect-error: `lazzy` is no option of a tree (it would be ignored).
      defineTreeResource({ ...links, tree: { ...links.tree, lazzy: true } });
    expect(misspelt).toBeTypeOf('function');
  });

  it('reads a whole-number switch with the number messages and rows with null for an empty text', () => {
    expect(issues(links.input.safeParse({ pid: 1, shown: 2 }))).toEqual({ shown: 'validation.max' });
    expect(issues(links.input.safeParse({ pid: 1, shown: 0.5 }))).toEqual({ shown: 'validation.type' });
    expect(links.input.parse({ pid: 1 })).toMatchObject({ shown: 1, code: '', icon: '' });
    expect(links.row.safeParse({ id: 1, pid: 0, code: null, icon: '', shown: 3, version: 1 }).success).toBe(
      true,
    );
    expectTypeOf<TreeRowOf<typeof links>['code']>().toEqualTypeOf<string | null>();
    expectTypeOf<TreeRowOf<typeof links>['shown']>().toEqualTypeOf<number>();
    // A body sends an empty text, and the switch's number.
    expectTypeOf<ResourceInputOf<typeof links>['code']>().toEqualTypeOf<string>();
    expectTypeOf<ResourceInputOf<typeof links>['shown']>().toEqualTypeOf<number>();
    expect(issues(links.input.safeParse({ pid: 1, icon: 'x'.repeat(9) }))).toEqual({
      icon: 'validation.max',
    });
  });

  it('puts its own actions in the registry and its rule and tree texts in the catalogs', () => {
    expect(resourceTexts(links, 'en')).toMatchObject({ rule: 'A code or a parent', top: 'None' });
    expect(resourceTexts(links, 'en')).not.toHaveProperty('addChild');
    expect(links.tree.treeQuery).toEqual({ all: '1' });
    const system = PERMISSION_REGISTRY.find((g) => g.api === 'System');
    expect(system?.pages.find((p) => p.api === 'PowerList')?.actions).toEqual([
      'PowerCreate',
      'PowerEdit',
      'PowerDestroy',
      'PowerRefresh',
    ]);
  });
});

describe('the permission declaration', () => {
  it('keeps the body, row and query clients already send and read', () => {
    expect(issues(powerResource.input.safeParse({ title: 'x' }))).toEqual({
      api: 'power.apiOrParent',
      pid: 'power.apiOrParent',
    });
    expect(powerResource.input.parse({ title: ' Reports ', api: 'Reports' })).toEqual({
      pid: 0,
      title: 'Reports',
      icon: '',
      api: 'Reports',
      url: '',
      sort: 0,
      state: 1,
    });
    expect(
      issues(powerResource.input.safeParse({ title: 'x', api: '1a', url: 'ftp://x', state: 2 })),
    ).toEqual({ api: 'validation.format', url: 'validation.format', state: 'validation.max' });
    const row = {
      id: 1,
      pid: 0,
      title: 'Shop',
      icon: 'shop',
      api: null,
      url: '',
      sort: 0,
      state: 1,
      version: 1,
    };
    expect(Object.keys(powerResource.node.parse({ ...row, children: [] })).sort()).toEqual(
      ['api', 'children', 'icon', 'id', 'pid', 'sort', 'state', 'title', 'url', 'version'].sort(),
    );
    expectTypeOf<keyof PowerNode>().toEqualTypeOf<
      'api' | 'children' | 'icon' | 'id' | 'pid' | 'sort' | 'state' | 'title' | 'url' | 'version'
    >();
    expectTypeOf<PowerNode['api']>().toEqualTypeOf<string | null>();
    expectTypeOf<PowerNode['state']>().toEqualTypeOf<number>();
    expect(powerListQuerySchema.parse({ all: '1', keyword: ' Good ', pid: '3' })).toMatchObject({
      all: 1,
      keyword: 'Good',
      pid: 3,
    });
  });
});

describe('a lazy tree', () => {
  it('answers one level of records with their listed fields and whether they hold others', () => {
    const node = { id: 2, parent_id: 1, name: '东城区', code: '110101', has_children: false };
    expect(regionResource.branch?.parse({ ...node, sort: 3, level: 3, version: 1 })).toEqual(node);
    expect(regionResource.branch?.safeParse({ ...node, has_children: undefined }).success).toBe(false);
    const row = { ...node, sort: 0, level: 2, version: 1, path: [{ id: 1, name: '北京市' }] };
    expect(regionResource.row.parse(row)).toEqual(row);
    expect(regionResource.row.safeParse({ ...row, path: '北京市' }).success).toBe(false);
    expectTypeOf<RegionNode>().branded.toEqualTypeOf<{
      id: number;
      parent_id: number;
      name: string;
      code: string;
      has_children: boolean;
    }>();
    expectTypeOf<RegionRow>().branded.toEqualTypeOf<{
      id: number;
      parent_id: number;
      name: string;
      code: string;
      sort: number;
      level: number;
      has_children: boolean;
      path: Ancestor[];
      version: number;
    }>();
  });

  it('is asked for the records of one parent, and names its search, level and path as declared', () => {
    expect(regionListQuerySchema.parse({ parent_id: '0' })).toMatchObject({ parent_id: 0, page: 1 });
    expect(regionListQuerySchema.safeParse({ parent_id: '-1' }).success).toBe(false);
    expectTypeOf<z.output<typeof regionListQuerySchema>['parent_id']>().toEqualTypeOf<number | undefined>();
    expect(powerResource.query.safeParse({ pid: 'x' }).success).toBe(true);
    expect(resourceTexts(regionResource, 'zh').fields).toMatchObject({
      keyword: '名称或代码',
      level: '级别',
      path: '所属',
      code: '区划代码',
    });
    expect(issues(regionResource.input.safeParse({ name: 'x', code: '1a' }))).toEqual({
      code: 'validation.format',
    });
  });
});
