import { tableSubject } from '../../../lib/audit-subject.js';

/**
 * A SKU's options as one text ("Colour: Red / Memory: 8G"): stored as `{key, value}` pairs, whose `key`
 * the log would mask as a secret's name.
 */
function optionsText(spec: unknown): string {
  if (!Array.isArray(spec)) return '';
  return spec
    .map((option: { key?: unknown; value?: unknown }) => `${option.key}: ${option.value}`)
    .join(' / ');
}

/**
 * Goods as the admin log compares them: the goods form's fields with the figures its SKUs give (price,
 * inventory), each SKU's options, prices, stock and picture, and how many card keys it holds. What a
 * buyer pays for (card keys, virtual codes, download files) is never read: whoever may read the log may
 * not see it. A deleted goods (soft-deleted) is gone.
 */
export const GOOD_SUBJECT = tableSubject({
  type: 'good',
  table: 'goods',
  live: true,
  fields: [
    'type',
    'name',
    'number',
    'category_id',
    'brand_id',
    'freight_id',
    'price',
    'market_price',
    'cost_price',
    'inventory',
    'master_image',
    'images',
    'video',
    'poster',
    'keywords',
    'short_description',
    'details',
    'parameters',
    'sort',
    'is_show',
    'timing',
    'is_inventory',
    'is_recommend',
    'is_new',
    'is_hot',
  ],
  json: ['images', 'parameters'],
  children: {
    skus: {
      table: 'goods_skus',
      owner: 'goods_id',
      columns: ['spec', 'price', 'market_price', 'cost_price', 'inventory', 'image', 'sort'],
      json: ['spec'],
      live: true,
      shown: ({ spec, ...row }) => ({ spec: optionsText(spec), ...row }),
    },
  },
  counted: { card_codes: { table: 'goods_card_codes', owner: 'goods_id' } },
});
