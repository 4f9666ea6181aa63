import type { FastifyInstance } from 'fastify';
import { nowIso } from '../src/lib/time.js';

export interface CatalogFixture {
  /** A top category and its child; the child links the specifications and the brand. */
  parentId: number;
  categoryId: number;
  brandId: number;
  otherBrandId: number;
}

/**
 * Factory: a category tree with SKU options Colour (Red, Blue) and Memory (8G, 16G), a parameter
 * Material (text), and two brands, written straight to the database.
 */
export async function seedCatalog(app: FastifyInstance, tag = ''): Promise<CatalogFixture> {
  const db = app.db;
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  const group = await db
    .insertInto('specification_groups')
    .values({ name: `Main${tag}`, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const spec = (name: string, type: number, location: number, values: string[]) =>
    db
      .insertInto('specifications')
      .values({
        name,
        label: '',
        group_id: group.id,
        type,
        location,
        values: JSON.stringify(values),
        is_search: 0,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const colour = await spec('Colour', 1, 1, ['Red', 'Blue']);
  const memory = await spec('Memory', 2, 2, ['8G', '16G']);
  const material = await spec('Material', 0, 0, []);
  const category = (name: string, pid: number, level: number) =>
    db
      .insertInto('categories')
      .values({ name, pid, level, icon: '', visible: 1, recommend: 0, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
  const parent = await category(`Phones${tag}`, 0, 1);
  const child = await category(`Smart phones${tag}`, parent.id, 2);
  await db
    .insertInto('category_specifications')
    .values([colour, memory, material].map((s) => ({ category_id: child.id, specification_id: s.id })))
    .execute();
  const brand = await db
    .insertInto('brands')
    .values({ name: `Acme${tag}`, logo: '', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('brands')
    .values({ name: `Globex${tag}`, logo: '', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('category_brands').values({ category_id: child.id, brand_id: brand.id }).execute();
  return { parentId: parent.id, categoryId: child.id, brandId: brand.id, otherBrandId: other.id };
}

/** A goods request body as tests build it (loosely typed: tests also send bad values). */
export type GoodBody = Record<string, unknown> & { skus?: Record<string, unknown>[] };

/** The contract body of a general goods without SKUs (money in cents). */
export function generalGood(categoryId: number, overrides: Record<string, unknown> = {}): GoodBody {
  return {
    type: 0,
    name: 'Plain mug',
    number: '',
    category_id: categoryId,
    brand_id: null,
    price: 1999,
    market_price: 2999,
    cost_price: 900,
    inventory: 50,
    images: ['/uploads/2026/01/mug-side.png'],
    master_image: '/uploads/2026/01/mug.png',
    details: '<p>Nice</p>',
    is_show: 1,
    timing: null,
    is_inventory: 0,
    freight_id: null,
    ...overrides,
  };
}

/** Four SKUs: Colour × Memory, prices 100..400 cents and inventories 1..4. */
export function skuGood(categoryId: number, overrides: Record<string, unknown> = {}): GoodBody {
  const skus = ['Red', 'Blue'].flatMap((colour, i) =>
    ['8G', '16G'].map((memory, j) => ({
      price: (i * 2 + j + 1) * 100,
      market_price: 500,
      cost_price: 50,
      inventory: i * 2 + j + 1,
      image: '',
      spec: [
        { key: 'Colour', value: colour },
        { key: 'Memory', value: memory },
      ],
    })),
  );
  return generalGood(categoryId, { name: 'Phone X', number: 'PX-1', skus, ...overrides });
}
