import { dhlInputSchema, dhlListQuerySchema, dhlRowSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { createDhl, destroyDhls, updateDhl } from './service.js';

const SORTABLE = { id: 'id', sort: 'sort' };
const dhlsQuery = (db: Db) => db.selectFrom('dhls').selectAll();

/** Logistics companies (`dhl`, DhlList/Create/Edit/Destroy); exactly one is the default. */
export async function dhlRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    path: 'dhl',
    permission: 'Dhl',
    query: dhlListQuerySchema,
    input: dhlInputSchema,
    row: dhlRowSchema,
    async list(q) {
      let query = app.db.selectFrom('dhls').select('id');
      if (q.keyword) {
        const k = q.keyword;
        query = query.where((eb) => eb.or([contains('name', k), contains('abbreviation', k)]));
      }
      if (q.state !== undefined) query = query.where('state', '=', q.state);
      return paginate(app.db, applySort(query, q.sort, SORTABLE, 'sort'), q, (ids) =>
        dhlsQuery(app.db).where('id', 'in', ids),
      );
    },
    detail: async (id) => found(await dhlsQuery(app.db).where('id', '=', id).executeTakeFirst()),
    create: (input) => createDhl(app.db, input),
    update: (id, input) => updateDhl(app.db, id, input),
    destroy: (ids) => destroyDhls(app.db, ids),
  });
}
