import type { z } from 'zod';
import { defineResource, type Resource } from './define.js';
import { SORT_FIELD, STATE_FIELD } from './fields.js';
import { defineTreeResource, type TreeNodeOf, type TreeResource, type TreeRowOf } from './tree.js';

/**
 * Categories: three levels, each with the specifications and brands its goods choose from. Only an empty
 * leaf is deleted; a drag saves a new parent and order (`POST category/sort`, the server's own route).
 */
export const categoryResource = defineTreeResource({
  name: 'category',
  path: 'category',
  table: 'categories',
  permission: 'Category',
  title: { zh: '商品分类', en: 'Categories' },
  noun: { zh: '分类', en: 'category' },
  menu: { group: 'Shop', path: 'category', icon: 'category', after: 'GoodDetail' },
  defaultSort: 'sort',
  tree: {
    maxLevel: 3,
    top: { zh: '顶级分类', en: 'Top level' },
    addChild: { zh: '新增下级', en: 'Add sub-category' },
  },
  fields: {
    name: { kind: 'text', max: 64, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    pid: {
      kind: 'parent',
      list: false,
      label: { zh: '上级分类', en: 'Parent category' },
      messages: { min: 'validation.format' },
    },
    icon: { kind: 'image', label: { zh: '图标', en: 'Icon' } },
    specification_ids: {
      kind: 'refs',
      max: 100,
      options: 'specification',
      list: false,
      label: { zh: '关联规格', en: 'Linked specifications' },
    },
    brand_ids: {
      kind: 'refs',
      max: 500,
      options: 'brand',
      list: false,
      label: { zh: '关联品牌', en: 'Linked brands' },
    },
    sort: SORT_FIELD,
    visible: { kind: 'switch', default: 1, label: { zh: '显示', en: 'Visible' } },
    recommend: { kind: 'switch', label: { zh: '首页推荐', en: 'Recommend on home' } },
  },
  counts: {
    goods_count: {
      label: { zh: '商品数', en: 'Goods' },
      table: 'goods',
      column: 'category_id',
      live: true,
      refuse: 'category.hasGoods',
    },
  },
});

/** Brands: a name and a logo; a brand still carried by goods is not deleted. */
export const brandResource = defineResource({
  name: 'brand',
  path: 'brand',
  table: 'brands',
  permission: 'Brand',
  title: { zh: '品牌管理', en: 'Brands' },
  noun: { zh: '品牌', en: 'brand' },
  menu: { group: 'Shop', path: 'brand', icon: 'brand', after: 'CategoryList' },
  defaultSort: 'sort',
  fields: {
    name: { kind: 'text', max: 64, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    logo: { kind: 'image', label: { zh: '标志', en: 'Logo' } },
    sort: SORT_FIELD,
  },
  counts: {
    goods_count: {
      label: { zh: '商品数', en: 'Goods' },
      table: 'goods',
      column: 'brand_id',
      live: true,
      refuse: 'brand.hasGoods',
    },
  },
});

/** Specification groups: a name to file specifications under; a group still holding some is not deleted. */
export const specificationGroupResource = defineResource({
  name: 'specificationGroup',
  path: 'specificationGroup',
  table: 'specification_groups',
  permission: 'SpecificationGroup',
  title: { zh: '规格组', en: 'Specification Groups' },
  noun: { zh: '规格组', en: 'specification group' },
  menu: {
    group: 'Shop',
    path: 'specification-group',
    icon: 'specificationGroup',
    after: 'SpecificationList',
  },
  defaultSort: 'sort',
  fields: {
    name: { kind: 'text', max: 64, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    sort: SORT_FIELD,
  },
  counts: {
    specifications_count: {
      label: { zh: '规格数', en: 'Specifications' },
      table: 'specifications',
      column: 'group_id',
      refuse: 'specificationGroup.hasSpecifications',
    },
  },
});

/** Banners: the storefront's carousels and adverts, each a picture with a link. */
export const bannerResource = defineResource({
  name: 'banner',
  path: 'banner',
  table: 'banners',
  permission: 'Banner',
  title: { zh: '轮播广告', en: 'Banners' },
  noun: { zh: '广告', en: 'banner' },
  menu: { group: 'Shop', path: 'banner', icon: 'banner', after: 'MemberList' },
  defaultSort: 'sort',
  fields: {
    name: { kind: 'text', max: 64, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    image: { kind: 'image', required: true, label: { zh: '图片', en: 'Image' } },
    url: { kind: 'link', label: { zh: '链接', en: 'Link' } },
    type: {
      kind: 'choice',
      default: 0,
      filterable: true,
      label: { zh: '类型', en: 'Type' },
      options: [
        { value: 0, label: { zh: '首页轮播', en: 'Index banner' } },
        { value: 1, label: { zh: '首页广告', en: 'Index advertising' } },
        { value: 2, label: { zh: '落地页广告', en: 'Landing advertisement' } },
        { value: 3, label: { zh: '链接', en: 'Link' } },
      ],
    },
    state: STATE_FIELD,
    sort: SORT_FIELD,
  },
});

export type CategoryRow = TreeRowOf<typeof categoryResource>;
export type CategoryNode = TreeNodeOf<typeof categoryResource>;
export type CategoryInput = z.input<typeof categoryResource.input>;

/** The tree resources of the shop catalogue (see tree.ts). */
export const CATALOG_TREES: readonly TreeResource[] = [categoryResource];

/** The plain resources of the shop catalogue (each declared once; see define.ts). */
export const CATALOG_RESOURCES: readonly Resource[] = [
  brandResource,
  specificationGroupResource,
  bannerResource,
];
