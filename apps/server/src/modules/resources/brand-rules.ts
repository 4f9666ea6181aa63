import type { ResourceRules } from '../../lib/resource-routes.js';

/** Brands: what deleted goods still point at is cleared, so a brand no live goods carry can go. */
export const brandRules: ResourceRules = {
  async beforeDestroy(trx, ids) {
    await trx.deleteFrom('category_brands').where('brand_id', 'in', ids).execute();
    await trx.updateTable('goods').set({ brand_id: null }).where('brand_id', 'in', ids).execute();
  },
};
