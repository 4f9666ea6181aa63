import type { GoodCount, GoodDetail, GoodFilter, GoodRow, ListQuery, Page, SkuRow } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { parseJson } from '../../../lib/json.js';
import { applySort, cachedTally, idOrderOf, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { type KeywordSearch, keywordSearch } from '../../../lib/search.js';
import { getSetting } from '../../system/index.js';
import { applyGoodFilters, tabCondition, tabOf } from './filters.js';

/** API sort field → column. */
export const GOOD_SORT_COLUMNS = {
  id: 'goods.id',
  price: 'goods.price_min',
  inventory: 'goods.inventory',
  sales: 'goods.sales',
  sort: 'goods.sort',
  created_at: 'goods.created_at',
} as const;

/** The columns of a list row, with the category and brand names. */
export function goodRowsQuery(db: Db) {
  return db
    .selectFrom('goods')
    .leftJoin('categories', 'categories.id', 'goods.category_id')
    .leftJoin('brands', 'brands.id', 'goods.brand_id')
    .select([
      'goods.id',
      'goods.type',
      'goods.name',
      'goods.number',
      'goods.master_image',
      'goods.category_id',
      'categories.name as category_name',
      'goods.brand_id',
      'brands.name as brand_name',
      'goods.price',
      'goods.price_min',
      'goods.price_max',
      'goods.market_price',
      'goods.inventory',
      'goods.sales',
      'goods.is_show',
      'goods.timing',
      'goods.sort',
      'goods.is_recommend',
      'goods.is_new',
      'goods.is_hot',
      'goods.created_at',
      'goods.updated_at',
      'goods.version',
    ]);
}

export async function listGoods(db: Db, query: GoodFilter & ListQuery): Promise<Page<GoodRow>> {
  const threshold = await getSetting(db, 'low_inventory_threshold');
  const idOrder = idOrderOf(query.sort, GOOD_SORT_COLUMNS, '-id', 'goods.id');
  const search = query.keyword
    ? await keywordSearch(db, 'goods', query.keyword, { idOrder, reach: query.page * query.limit })
    : undefined;
  const tabbed = async (keyword: KeywordSearch['page'] | undefined) =>
    (await applyGoodFilters(db, db.selectFrom('goods').select('goods.id'), query, keyword)).where(
      tabCondition(tabOf(query.activeIndex), Number(threshold)),
    );
  const sorted = async (keyword: KeywordSearch['page'] | undefined) =>
    applySort(await tabbed(keyword), query.sort, GOOD_SORT_COLUMNS, '-id', 'goods.id');
  return paginate(
    db,
    await sorted(search?.page),
    query,
    (ids) => goodRowsQuery(db).where('goods.id', 'in', ids),
    await tabbed(search?.count),
    { counting: search?.counting, idsIfShort: search?.pageIfShort && (await sorted(search.pageIfShort)) },
  );
}

/** Goods per tab under the search filters, in one pass. */
export async function countGoods(db: Db, filter: GoodFilter): Promise<GoodCount> {
  const threshold = Number(await getSetting(db, 'low_inventory_threshold'));
  const filtered = await applyGoodFilters(db, db.selectFrom('goods'), filter);
  const query = filtered.select([
    sql<number>`count(*)`.as('all'),
    sql<number>`coalesce(sum(case when goods.is_show = 1 then 1 else 0 end), 0)`.as('sell'),
    sql<number>`coalesce(sum(case when goods.is_show <> 1 then 1 else 0 end), 0)`.as('warehouse'),
    sql<number>`coalesce(sum(case when goods.inventory > 0 and goods.inventory < ${threshold} then 1 else 0 end), 0)`.as(
      'lowInventory',
    ),
    sql<number>`coalesce(sum(case when goods.inventory = 0 then 1 else 0 end), 0)`.as('sellOut'),
  ]);
  const row = await cachedTally(db, query, () => query.executeTakeFirstOrThrow());
  return {
    all: Number(row.all),
    sell: Number(row.sell),
    warehouse: Number(row.warehouse),
    lowInventory: Number(row.lowInventory),
    sellOut: Number(row.sellOut),
  };
}

/**
 * The goods' category and the ones above it, the top one first, in one read beside the goods' own
 * (three levels at most; the depth guard stops a corrupted cycle). Read a level at a time, each was a
 * round trip after the others.
 */
async function categoryPath(db: Db, goodsId: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`with recursive up (id, name, pid, depth) as (
      select c.id, c.name, c.pid, 0 from categories c
      where c.id = (select g.category_id from goods g where g.id = ${goodsId})
      union all
      select c.id, c.name, c.pid, up.depth + 1 from categories c inner join up on c.id = up.pid
      where up.depth < ${sql.lit(9)}
    ) select id, name from up order by depth desc`.execute(db);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/** `GET good/{id}`: the goods with its live SKUs and every card entry; deleted goods respond with 40400. */
export async function goodDetail(db: Db, id: number): Promise<GoodDetail> {
  // Read side by side: the card entries are those of the goods' live SKUs, reached by a join.
  const [row, skus, codes, path] = await Promise.all([
    goodRowsQuery(db)
      .leftJoin('freights', 'freights.id', 'goods.freight_id')
      .select([
        'goods.freight_id',
        'freights.name as freight_name',
        'goods.cost_price',
        'goods.images',
        'goods.video',
        'goods.poster',
        'goods.keywords',
        'goods.short_description',
        'goods.details',
        'goods.is_inventory',
        'goods.parameters',
        'goods.has_spec',
        'goods.deleted_at',
      ])
      .where('goods.id', '=', id)
      .where('goods.deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('goods_skus')
      .selectAll()
      .where('goods_id', '=', id)
      .where('deleted_at', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('goods_card_codes as c')
      .innerJoin('goods_skus as s', 's.id', 'c.sku_id')
      .select(['c.id', 'c.sku_id', 'c.name', 'c.code', 'c.state', 'c.used_at'])
      .where('s.goods_id', '=', id)
      .where('s.deleted_at', 'is', null)
      .orderBy('c.id')
      .execute(),
    categoryPath(db, id),
  ]);
  const good = found(row);
  const skuRows: SkuRow[] = skus.map((sku) => ({
    id: sku.id,
    price: sku.price,
    market_price: sku.market_price,
    cost_price: sku.cost_price,
    inventory: sku.inventory,
    sales: sku.sales,
    image: sku.image,
    spec: parseJson(sku.spec, []),
    virtual_code: sku.virtual_code,
    code_type: sku.code_type,
    is_fixed: sku.is_fixed,
    file: sku.file,
    codes: codes.filter((c) => c.sku_id === sku.id).map(({ sku_id: _, ...code }) => code),
  }));
  const { images, parameters, has_spec, ...rest } = good;
  return {
    ...rest,
    images: parseJson(images, []),
    parameters: parseJson(parameters, []),
    has_spec: has_spec === 1,
    skus: skuRows,
    category_path: path,
  };
}
