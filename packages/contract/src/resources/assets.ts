import { defineResource, type Resource } from './define.js';
import { SORT_FIELD } from './fields.js';

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

/** The plain resources of asset management (each declared once; see define.ts). */
export const ASSET_RESOURCES: readonly Resource[] = [assetTagResource];
