import { GOOD_SHOW, GOOD_TABS, type GoodFilter, type GoodTab } from '@bo/contract';
import { type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { timeRange } from '../../../lib/list.js';
import { textMatch } from '../../../lib/search.js';

type GoodsQuery<O> = SelectQueryBuilder<Database, 'goods', O>;

/**
 * The condition of a goods list tab (docs/shop-catalogue.md#list-tabs-and-counts); `threshold` is the
 * configured low-inventory level.
 */
export function tabCondition(tab: GoodTab, threshold: number) {
  return (eb: ExpressionBuilder<Database, 'goods'>) => {
    switch (tab) {
      case 'sell':
        return eb('goods.is_show', '=', GOOD_SHOW.sale);
      case 'warehouse':
        // Warehouse and timed goods (they wait there until their time). Written as "not on sale": an
        // IN list would make SQLite sort the whole tab instead of walking the id index.
        return eb('goods.is_show', '<>', GOOD_SHOW.sale);
      case 'lowInventory':
        return eb.and([eb('goods.inventory', '>', 0), eb('goods.inventory', '<', threshold)]);
      case 'sellOut':
        return eb('goods.inventory', '=', 0);
      default:
        return sql<boolean>`1 = 1`;
    }
  };
}

export const tabOf = (activeIndex: number): GoodTab => GOOD_TABS[activeIndex - 1] ?? 'all';

/** The category and all its descendants (categories are few: one query, walked here). */
export async function categorySubtree(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('categories').select(['id', 'pid']).execute();
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(row.pid, [...(children.get(row.pid) ?? []), row.id]);
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i] ?? 0) ?? []));
  return ids;
}

/**
 * Live (not deleted) goods matching the search filters; the tab is applied by the caller. `keyword` is
 * the keyword's condition when the caller has it already (a list's page or count, lib/search.ts).
 */
export async function applyGoodFilters<O>(
  db: Db,
  query: GoodsQuery<O>,
  filter: GoodFilter,
  keyword?: RawBuilder<SqlBool>,
): Promise<GoodsQuery<O>> {
  let q = query.where('goods.deleted_at', 'is', null);
  // The name or the article number, read from their full-text index.
  if (filter.keyword) q = q.where(keyword ?? (await textMatch(db, 'goods', filter.keyword)));
  if (filter.category_id)
    q = q.where('goods.category_id', 'in', await categorySubtree(db, filter.category_id));
  if (filter.brand_id) q = q.where('goods.brand_id', '=', filter.brand_id);
  if (filter.type !== undefined) q = q.where('goods.type', '=', filter.type);
  // A goods matches when its price range overlaps the wanted one.
  if (filter.price_min !== undefined) q = q.where('goods.price_max', '>=', filter.price_min);
  if (filter.price_max !== undefined) q = q.where('goods.price_min', '<=', filter.price_max);
  const { from, to } = timeRange(filter.from, filter.to);
  if (from) q = q.where('goods.created_at', '>=', from);
  if (to) q = q.where('goods.created_at', '<', to);
  return q;
}
