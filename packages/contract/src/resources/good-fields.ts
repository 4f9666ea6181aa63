import { MAX_INVENTORY } from '../schemas/catalog/fields.js';
import { defineFields } from './field-set.js';
import { SORT_FIELD } from './fields.js';

const money = (zh: string, en: string) => ({ kind: 'money', label: { zh, en } }) as const;
const flag = (zh: string, en: string) => ({ kind: 'switch', label: { zh, en } }) as const;

/**
 * The plain fields of a goods (`POST good`, `POST good/{id}`): the goods form's inputs, the SKU
 * editor's prices and inventory, and the type, release and inventory-mode names the list and detail
 * show. The category, brand, freight template, pictures, video, shelf time, parameters and SKUs are
 * the form's own parts (`schemas/catalog/good.ts`).
 */
export const goodFields = defineFields({
  texts: 'goodForm',
  fields: {
    type: {
      kind: 'choice',
      default: 0,
      widget: 'buttons',
      messages: { type: 'validation.format' },
      label: { zh: '商品类型', en: 'Goods type' },
      options: [
        { value: 0, label: { zh: '普通商品', en: 'General' } },
        { value: 1, label: { zh: '虚拟商品', en: 'Virtual' } },
        { value: 2, label: { zh: '卡密/网盘', en: 'Card key / net disk' } },
        { value: 3, label: { zh: '下载商品', en: 'Download' } },
      ],
    },
    name: { kind: 'text', max: 120, required: true, label: { zh: '商品名称', en: 'Goods name' } },
    /** Article number; unique among goods that are not deleted. */
    number: { kind: 'text', max: 64, label: { zh: '货号', en: 'Article number' } },
    /** Fixed prices and inventory of goods without SKUs (with SKUs: taken from them). */
    price: money('销售价（元）', 'Sale price (yuan)'),
    market_price: money('市场价（元）', 'Market price (yuan)'),
    cost_price: money('成本价（元）', 'Cost price (yuan)'),
    inventory: {
      kind: 'integer',
      min: 0,
      max: MAX_INVENTORY,
      messages: { whole: 'validation.integer' },
      label: { zh: '库存', en: 'Inventory' },
    },
    poster: { kind: 'image', label: { zh: '海报', en: 'Poster' } },
    keywords: { kind: 'text', max: 120, label: { zh: '关键词', en: 'Keywords' } },
    short_description: {
      kind: 'textarea',
      max: 255,
      label: { zh: '简短描述', en: 'Short description' },
    },
    /** The server keeps only safe HTML. */
    details: { kind: 'richText', max: 200_000, label: { zh: '商品详情', en: 'Details' } },
    sort: SORT_FIELD,
    is_show: {
      kind: 'choice',
      default: 0,
      widget: 'radio',
      messages: { type: 'validation.format' },
      label: { zh: '发布方式', en: 'Release mode' },
      options: [
        { value: 0, label: { zh: '放入仓库', en: 'Keep in warehouse' } },
        { value: 1, label: { zh: '立即上架', en: 'Sell immediately' } },
        { value: 2, label: { zh: '定时上架', en: 'Timed shelving' } },
      ],
    },
    is_inventory: {
      kind: 'choice',
      default: 0,
      widget: 'radio',
      messages: { type: 'validation.format' },
      label: { zh: '减库存方式', en: 'Inventory reduction' },
      options: [
        { value: 0, label: { zh: '下单减库存', en: 'Reduce on order' } },
        { value: 1, label: { zh: '付款减库存', en: 'Reduce on payment' } },
      ],
    },
    is_recommend: flag('推荐', 'Recommend'),
    is_new: flag('新品', 'New'),
    is_hot: flag('热卖', 'Hot'),
    /** What a buyer of a virtual goods receives. */
    virtual_code: { kind: 'text', max: 255, label: { zh: '虚拟码', en: 'Virtual code' } },
  },
});
