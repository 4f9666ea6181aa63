import { brandInputSchema, brandListQuerySchema, brandRowSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { brandsQuery, createBrand, destroyBrands, updateBrand } from './service.js';

const SORTABLE = { id: 'brands.id', sort: 'brands.sort', created_at: 'brands.created_at' };

/** Brands (`brand`, BrandList/Create/Edit/Destroy). */
export async function brandRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    path: 'brand',
    permission: 'Brand',
    query: brandListQuerySchema,
    input: brandInputSchema,
    row: brandRowSchema,
    async list(q) {
      let query = app.db.selectFrom('brands').select('brands.id');
      if (q.keyword) query = query.where(contains('brands.name', q.keyword));
      const page = await paginate(app.db, applySort(query, q.sort, SORTABLE, 'sort', 'brands.id'), q, (ids) =>
        brandsQuery(app.db).where('brands.id', 'in', ids),
      );
      return { ...page, data: page.data.map((r) => ({ ...r, goods_count: Number(r.goods_count ?? 0) })) };
    },
    async detail(id) {
      const row = found(await brandsQuery(app.db).where('brands.id', '=', id).executeTakeFirst());
      return { ...row, goods_count: Number(row.goods_count ?? 0) };
    },
    create: (input) => createBrand(app.db, input),
    update: (id, input) => updateBrand(app.db, id, input),
    destroy: (ids) => destroyBrands(app.db, ids),
  });
}
