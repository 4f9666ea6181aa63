import type { z } from 'zod';
import { type listQuerySchema, MAX_ID, type textFilter } from '../schemas/list.js';
import { queryInt } from '../schemas/numbers.js';
import { SORT_FIELD } from './fields.js';
import { defineTreeResource, type TreeResource, type TreeRowOf } from './tree.js';
import { departmentResource } from './units.js';

/**
 * Permissions: menu groups hold pages, pages hold actions; the code's registry puts its own in place
 * ("refresh", `POST power/refresh`) and the server's rules keep them there. Their rows never had a level
 * or times, their tree is `GET power?all=1` (the plain `GET power` is a page of them), and an api names
 * a permission once made.
 */
export const powerResource = defineTreeResource({
  name: 'power',
  path: 'power',
  table: 'permissions',
  permission: 'Power',
  title: { zh: '权限管理', en: 'Permissions' },
  noun: { zh: '权限', en: 'permission' },
  menu: { group: 'System', path: 'power', icon: 'power', after: 'ManageList' },
  defaultSort: 'sort',
  timestamps: false,
  actions: ['PowerRefresh'],
  tree: {
    maxLevel: 3,
    treeQuery: { all: '1' },
    top: { zh: '顶级分组', en: 'Top level' },
    level: false,
    idColumn: false,
  },
  fields: {
    pid: { kind: 'parent', list: false, label: { zh: '上级分组', en: 'Parent group' } },
    title: {
      kind: 'text',
      max: 64,
      required: true,
      searchable: true,
      textsIn: 'route',
      label: { zh: '标题', en: 'Title' },
    },
    icon: { kind: 'icon', max: 64, label: { zh: '图标', en: 'Icon' } },
    api: {
      kind: 'text',
      max: 64,
      searchable: true,
      unique: true,
      nullable: true,
      createOnly: true,
      pattern: /^[A-Za-z][A-Za-z0-9]*$/,
      placeholder: 'GoodList',
      label: { zh: 'API', en: 'API' },
      hint: { zh: '以 List 结尾的 API 会显示在菜单中', en: 'An API ending in List appears in the menu' },
    },
    url: {
      kind: 'text',
      max: 512,
      pattern: /^https?:\/\/\S+$/i,
      placeholder: 'https://',
      label: { zh: '外部链接', en: 'External link' },
    },
    sort: SORT_FIELD,
    state: {
      kind: 'switch',
      default: 1,
      wholeNumber: true,
      label: { zh: '菜单显示', en: 'In menu' },
      states: { on: { zh: '显示', en: 'Shown' }, off: { zh: '隐藏', en: 'Hidden' } },
    },
  },
  rule: {
    fields: ['api', 'pid'],
    holds: (values) => Boolean(values.api) || Boolean(values.pid),
    message: 'power.apiOrParent',
    text: { zh: 'API 与上级分组，至少填写一项', en: 'API and parent group, fill in at least one' },
  },
});

/**
 * A permission as clients read it: no level or times, `api` null for a group without one and `state` a
 * number. The row types of declarations know none of these options, so the permission's are stated here.
 */
export type PowerRow = Omit<
  TreeRowOf<typeof powerResource>,
  'level' | 'created_at' | 'updated_at' | 'api' | 'state'
> & { api: string | null; state: number };
/** A node of `GET power?all=1`. */
export type PowerNode = PowerRow & { children: PowerNode[] };
/** The declaration's row and node schemas, typed as they parse. */
export const powerRowSchema = powerResource.row as unknown as z.ZodType<PowerRow>;
export const powerNodeSchema = powerResource.node as unknown as z.ZodType<PowerNode>;

const declaredQuery = powerResource.query as unknown as z.ZodObject<
  typeof listQuerySchema.shape & { keyword: ReturnType<typeof textFilter> }
>;
/** `GET power`: the whole tree with `all=1`, else a page by keyword (title or api) and parent. */
export const powerListQuerySchema = declaredQuery.extend({
  all: queryInt(0, 1).optional(),
  pid: queryInt(0, MAX_ID).optional(),
});

/**
 * Regions: provinces hold cities, cities hold districts, each with its division code. There are
 * thousands, so their children load one level at a time and a search finds any (with its ancestors).
 */
export const regionResource = defineTreeResource({
  name: 'region',
  path: 'region',
  table: 'regions',
  permission: 'Region',
  title: { zh: '行政区域', en: 'Regions' },
  noun: { zh: '区域', en: 'region' },
  menu: { group: 'System', path: 'region', icon: 'region', after: 'DepartmentList' },
  defaultSort: 'code',
  timestamps: false,
  tree: {
    maxLevel: 3,
    lazy: true,
    ancestors: true,
    levelAfter: 'code',
    idColumn: false,
    top: { zh: '（顶级：省级）', en: '(top level: province)' },
    addChild: { zh: '新增下级', en: 'Add child' },
    levels: [
      { zh: '省级', en: 'Province' },
      { zh: '市级', en: 'City' },
      { zh: '区县', en: 'District' },
    ],
  },
  labels: {
    keyword: { zh: '名称或代码', en: 'Name or code' },
    level: { zh: '级别', en: 'Level' },
    path: { zh: '所属', en: 'Within' },
  },
  fields: {
    parent_id: { kind: 'parent', list: false, label: { zh: '上级区域', en: 'Parent region' } },
    name: { kind: 'text', max: 64, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    code: {
      kind: 'text',
      max: 12,
      required: true,
      searchable: true,
      unique: true,
      pattern: /^\d{2,12}$/,
      label: { zh: '区划代码', en: 'Division code' },
    },
    sort: { ...SORT_FIELD, list: false },
  },
});

/** A region as the search list and its detail give it: ancestors from the top, whether it holds others. */
export type RegionRow = Omit<TreeRowOf<typeof regionResource>, 'created_at' | 'updated_at'> & {
  has_children: boolean;
  path: { id: number; name: string }[];
};
/** A region of `GET region?parent_id=`. */
export type RegionNode = Pick<RegionRow, 'id' | 'name' | 'code' | 'parent_id' | 'has_children'>;
export const regionRowSchema = regionResource.row as unknown as z.ZodType<RegionRow>;
export const regionNodeSchema = regionResource.branch as unknown as z.ZodType<RegionNode>;
export const regionListQuerySchema = regionResource.query as unknown as z.ZodObject<
  typeof listQuerySchema.shape & {
    keyword: ReturnType<typeof textFilter>;
    parent_id: z.ZodOptional<ReturnType<typeof queryInt>>;
  }
>;

/** The tree resources of the system group (see tree.ts). */
// Departments before regions: the regions' menu entry follows theirs.
export const SYSTEM_TREES: readonly TreeResource[] = [powerResource, departmentResource, regionResource];
