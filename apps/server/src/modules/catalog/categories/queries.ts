import type { CategoryNode, CategoryRow } from '@bo/contract';
import type { Db } from '../../../db/database.js';

/** Category rows with their links and the number of live goods in each. */
export async function categoryRows(db: Db, ids?: number[]): Promise<CategoryRow[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('categories')
    .select((eb) => [
      'categories.id',
      'categories.pid',
      'categories.name',
      'categories.icon',
      'categories.sort',
      'categories.level',
      'categories.visible',
      'categories.recommend',
      'categories.created_at',
      'categories.updated_at',
      'categories.version',
      eb
        .selectFrom('goods')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('goods.category_id', '=', 'categories.id')
        .where('goods.deleted_at', 'is', null)
        .as('goods_count'),
    ])
    .orderBy('categories.sort')
    .orderBy('categories.id');
  if (ids) query = query.where('categories.id', 'in', ids);
  const rows = await query.execute();
  const specLinks = await db
    .selectFrom('category_specifications')
    .select(['category_id', 'specification_id'])
    .$if(ids !== undefined, (q) => q.where('category_id', 'in', ids ?? []))
    .orderBy('specification_id')
    .execute();
  const brandLinks = await db
    .selectFrom('category_brands')
    .select(['category_id', 'brand_id'])
    .$if(ids !== undefined, (q) => q.where('category_id', 'in', ids ?? []))
    .orderBy('brand_id')
    .execute();
  const group = <L extends { category_id: number }>(links: L[], pick: (l: L) => number) => {
    const map = new Map<number, number[]>();
    for (const link of links) map.set(link.category_id, [...(map.get(link.category_id) ?? []), pick(link)]);
    return map;
  };
  const specs = group(specLinks, (l) => l.specification_id);
  const brands = group(brandLinks, (l) => l.brand_id);
  return rows.map((row) => ({
    ...row,
    // Switches are 0/1 columns; the row type names just those two values.
    visible: row.visible ? 1 : 0,
    recommend: row.recommend ? 1 : 0,
    goods_count: Number(row.goods_count ?? 0),
    specification_ids: specs.get(row.id) ?? [],
    brand_ids: brands.get(row.id) ?? [],
  }));
}

/** The whole tree, siblings by sort then id, in three queries whatever its size. */
export async function categoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await categoryRows(db);
  const nodes = new Map<number, CategoryNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
