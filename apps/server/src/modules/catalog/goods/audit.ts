import { tableSubject } from '../../../lib/audit-subject.js';

/**
 * Goods as the admin log compares them: the goods form's fields with the figures its SKUs give (price,
 * inventory). A deleted goods (soft-deleted) is gone.
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
});
