import { defineResource, type Resource } from './define.js';
import { SORT_FIELD, STATE_FIELD } from './fields.js';

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

/** The plain resources of the shop catalogue (each declared once; see define.ts). */
export const CATALOG_RESOURCES: readonly Resource[] = [
  brandResource,
  specificationGroupResource,
  bannerResource,
];
