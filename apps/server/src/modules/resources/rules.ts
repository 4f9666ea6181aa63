import type { Trx } from '../../db/database.js';
import type { ResourceRules } from '../../lib/resource-routes.js';

/** The rules of declared resources beyond their declaration, by resource name. */
export const RESOURCE_RULES: Readonly<Record<string, ResourceRules>> = {
  brand: {
    // Deleted goods keep no live reference: their brand is cleared, and the category links go, so the
    // brand's row can go.
    async beforeDestroy(trx: Trx, ids: number[]) {
      await trx.deleteFrom('category_brands').where('brand_id', 'in', ids).execute();
      await trx.updateTable('goods').set({ brand_id: null }).where('brand_id', 'in', ids).execute();
    },
  },
};
