import type { z } from 'zod';
import { defineResource, type Resource } from './define.js';
import { SORT_FIELD } from './fields.js';
import { defineTreeResource, type TreeNodeOf, type TreeResource, type TreeRowOf } from './tree.js';

/**
 * Places where assets are kept: warehouses hold zones, zones hold shelves. Each has a code printed on
 * labels; only an empty place is deleted. They keep their `storageLocation*` API paths.
 */
export const placeResource = defineTreeResource({
  name: 'place',
  path: 'storageLocation',
  table: 'storage_locations',
  permission: 'Place',
  title: { zh: '存放地点', en: 'Places' },
  noun: { zh: '存放地点', en: 'place' },
  menu: { group: 'Assets', path: 'place', icon: 'place', after: 'AllList' },
  defaultSort: 'sort',
  tree: {
    maxLevel: 3,
    treePath: 'storageLocationTree',
    createPath: 'storageLocation/create',
    top: { zh: '无（作为仓库）', en: 'None (a warehouse)' },
    addChild: [
      { zh: '添加库区', en: 'Add zone' },
      { zh: '添加货架', en: 'Add shelf' },
    ],
    levels: [
      { zh: '仓库', en: 'Warehouse' },
      { zh: '库区', en: 'Zone' },
      { zh: '货架', en: 'Shelf' },
    ],
    pathNames: true,
  },
  fields: {
    name: { kind: 'text', max: 64, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    code: {
      kind: 'text',
      max: 32,
      required: true,
      searchable: true,
      unique: true,
      pattern: /^[A-Za-z0-9-]+$/,
      label: { zh: '编码', en: 'Code' },
      hint: {
        zh: '字母、数字和短横线，打印在标签上，全局唯一',
        en: 'Letters, digits and dashes; printed on labels, unique',
      },
    },
    pid: { kind: 'parent', list: false, label: { zh: '上级地点', en: 'Inside' } },
    capacity: {
      kind: 'integer',
      min: 0,
      max: 1_000_000,
      label: { zh: '容量', en: 'Capacity' },
      messages: { whole: 'validation.integer' },
      hint: { zh: '可存放的资产数量，0 表示不限', en: 'How many assets it holds; 0 for no limit' },
    },
    remark: { kind: 'textarea', max: 200, label: { zh: '备注', en: 'Remark' } },
    sort: SORT_FIELD,
  },
});

/** Asset tags: a name and a colour to mark assets with, in the order of `sort`. */
export const assetTagResource = defineResource({
  name: 'assetTag',
  path: 'assetTag',
  table: 'asset_tags',
  permission: 'AssetTag',
  title: { zh: '资产标签', en: 'Asset tags' },
  noun: { zh: '资产标签', en: 'asset tag' },
  menu: { group: 'Assets', path: 'tag', icon: 'tag' },
  defaultSort: 'sort',
  fields: {
    name: {
      kind: 'text',
      max: 32,
      required: true,
      searchable: true,
      unique: true,
      label: { zh: '标签名称', en: 'Tag name' },
    },
    color: { kind: 'color', default: '#1677ff', label: { zh: '颜色', en: 'Colour' } },
    sort: SORT_FIELD,
  },
});

export type PlaceRow = TreeRowOf<typeof placeResource>;
export type PlaceNode = TreeNodeOf<typeof placeResource>;
export type PlaceInput = z.input<typeof placeResource.input>;

/** The tree resources of asset management (see tree.ts). */
export const ASSET_TREES: readonly TreeResource[] = [placeResource];

/** The plain resources of asset management (each declared once; see define.ts). */
export const ASSET_RESOURCES: readonly Resource[] = [assetTagResource];
