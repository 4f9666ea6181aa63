import { bannerInputSchema, bannerListQuerySchema, bannerRowSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof bannerInputSchema>;
const SORTABLE = { id: 'id', sort: 'sort', created_at: 'created_at' };
const bannersQuery = (db: Db) => db.selectFrom('banners').selectAll();
const columns = (input: Input) => ({
  name: input.name,
  image: input.image,
  url: input.url,
  type: input.type,
  state: input.state,
  sort: input.sort,
});

/** Banners (`banner`, BannerList/Create/Edit/Destroy): storefront carousels and adverts. */
export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  registerCrud(app, {
    path: 'banner',
    permission: 'Banner',
    query: bannerListQuerySchema,
    input: bannerInputSchema,
    row: bannerRowSchema,
    async list(q) {
      let query = db.selectFrom('banners').select('id');
      if (q.keyword) query = query.where(contains('name', q.keyword));
      if (q.type !== undefined) query = query.where('type', '=', q.type);
      if (q.state !== undefined) query = query.where('state', '=', q.state);
      return paginate(db, applySort(query, q.sort, SORTABLE, 'sort'), q, (ids) =>
        bannersQuery(db).where('id', 'in', ids),
      );
    },
    detail: async (id) => found(await bannersQuery(db).where('id', '=', id).executeTakeFirst()),
    async create(input) {
      const now = nowIso();
      const row = await db
        .insertInto('banners')
        .values({ ...columns(input), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    update: (id, input) =>
      db.transaction().execute((trx) => updateVersioned(trx, 'banners', id, input.version, columns(input))),
    async destroy(ids) {
      await db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('banners').where('id', 'in', ids).executeTakeFirst();
        if (Number(result.numDeletedRows) !== ids.length) throw notFound();
      });
    },
  });
}
