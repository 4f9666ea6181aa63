import type { z } from 'zod';
import { MAX_ID } from '../schemas/list.js';
import { queryInt } from '../schemas/numbers.js';
import { SORT_FIELD } from './fields.js';
import {
  type BranchOf,
  defineTreeResource,
  type TreeNodeOf,
  type TreeResource,
  type TreeRowOf,
} from './tree.js';
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

/** A permission as clients read it: no level or times, `api` null for a group without one, `state` a number. */
export type PowerRow = TreeRowOf<typeof powerResource>;
/** A node of `GET power?all=1`. */
export type PowerNode = TreeNodeOf<typeof powerResource>;
// Annotated with their own types, which declaration files name instead of expanding.
export const powerRowSchema: z.ZodType<PowerRow> = powerResource.row;
export const powerNodeSchema: z.ZodType<PowerNode> = powerResource.node;

/** `GET power`: the whole tree with `all=1`, else a page by keyword (title or api) and parent. */
export const powerListQuerySchema = powerResource.query.extend({
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
export type RegionRow = TreeRowOf<typeof regionResource>;
/** A region of `GET region?parent_id=`. */
export type RegionNode = BranchOf<typeof regionResource>;
export const regionRowSchema: z.ZodType<RegionRow> = regionResource.row;
export const regionNodeSchema: z.ZodType<RegionNode> = regionResource.branch;
export const regionListQuerySchema: typeof regionResource.query = regionResource.query;

/** The tree resources of the system group (see tree.ts). */
// Departments before regions: the regions' menu entry follows theirs.
export const SYSTEM_TREES: readonly TreeResource[] = [powerResource, departmentResource, regionResource];
