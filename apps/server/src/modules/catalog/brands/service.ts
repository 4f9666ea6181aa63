import type { brandInputSchema } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { conflict, notFound } from '../../../http/errors.js';
import { updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof brandInputSchema>;

/** Brand rows with the number of live goods of each. */
export function brandsQuery(db: Db) {
  return db
    .selectFrom('brands')
    .select((eb) => [
      'brands.id',
      'brands.name',
      'brands.logo',
      'brands.sort',
      'brands.created_at',
      'brands.updated_at',
      'brands.version',
      eb
        .selectFrom('goods')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('goods.brand_id', '=', 'brands.id')
        .where('goods.deleted_at', 'is', null)
        .as('goods_count'),
    ]);
}

export async function createBrand(db: Db, input: Input): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('brands')
    .values({ name: input.name, logo: input.logo, sort: input.sort, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBrand(db: Db, id: number, input: Input): Promise<void> {
  await db.transaction().execute((trx) =>
    updateVersioned(trx, 'brands', id, input.version, {
      name: input.name,
      logo: input.logo,
      sort: input.sort,
    }),
  );
}

/** Brands still carried by goods stay; their category links go with them. */
export async function destroyBrands(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) throw conflict('brand.hasGoods', { count: Number(used.n) });
    await trx.deleteFrom('category_brands').where('brand_id', 'in', ids).execute();
    // Deleted goods keep no live reference; their brand is cleared so the row can go.
    await trx.updateTable('goods').set({ brand_id: null }).where('brand_id', 'in', ids).execute();
    const result = await trx.deleteFrom('brands').where('id', 'in', ids).executeTakeFirst();
    if (Number(result.numDeletedRows) !== ids.length) throw notFound();
  });
}
