import { type GoodSpecification, SPECIFICATION_LOCATIONS } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { found } from '../../../lib/records.js';

const values = (text: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/** `GET good/specification/{categoryId}`: the category's parameter inputs, SKU options and brands. */
export async function goodSpecification(db: Db, categoryId: number): Promise<GoodSpecification> {
  found(await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst());
  const specs = await db
    .selectFrom('specifications')
    .innerJoin('category_specifications', 'category_specifications.specification_id', 'specifications.id')
    .leftJoin('specification_groups', 'specification_groups.id', 'specifications.group_id')
    .select([
      'specifications.id',
      'specifications.name',
      'specifications.label',
      'specifications.type',
      'specifications.location',
      'specifications.values',
      'specification_groups.name as group_name',
    ])
    .where('category_specifications.category_id', '=', categoryId)
    .orderBy('specifications.sort')
    .orderBy('specifications.id')
    .execute();
  const brands = await db
    .selectFrom('brands')
    .innerJoin('category_brands', 'category_brands.brand_id', 'brands.id')
    .select(['brands.id', 'brands.name', 'brands.logo'])
    .where('category_brands.category_id', '=', categoryId)
    .orderBy('brands.sort')
    .orderBy('brands.id')
    .execute();
  const { parameter, detail, both } = SPECIFICATION_LOCATIONS;
  return {
    parameters: specs
      .filter((s) => s.location === parameter || s.location === both)
      .map((s) => ({
        id: s.id,
        name: s.name,
        label: s.label,
        group_name: s.group_name,
        type: s.type,
        values: values(s.values),
      })),
    options: specs
      .filter((s) => s.location === detail || s.location === both)
      .map((s) => ({ id: s.id, name: s.name, label: s.label, values: values(s.values) })),
    brands,
  };
}
