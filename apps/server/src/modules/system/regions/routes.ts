import {
  okSchema,
  pageSchema,
  regionListQuerySchema,
  regionNodeSchema,
  regionResource,
  regionRowSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { ok } from '../../../http/envelope.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, containsAny, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { createRegion, destroyRegions, presentRegions, regionChildren, updateRegion } from './service.js';

const SORTABLE = { id: 'id', code: 'code', sort: 'sort' };
const regionsQuery = (db: Db) =>
  db.selectFrom('regions').select(['id', 'name', 'code', 'parent_id', 'level', 'sort', 'version']);

/**
 * Regions (`region`, RegionList/Create/Edit/Destroy): a lazy tree by `parent_id`, or a search page, with
 * the schemas of their declaration.
 */
export async function regionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/region',
    {
      config: { permission: 'RegionList' },
      schema: {
        querystring: regionListQuerySchema,
        response: { 200: okSchema(z.union([z.array(regionNodeSchema), pageSchema(regionRowSchema)])) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.parent_id !== undefined && !q.keyword) return ok(await regionChildren(app.db, q.parent_id));
      let query = app.db.selectFrom('regions').select('id');
      if (q.keyword) query = query.where(containsAny(['name', 'code'], q.keyword));
      if (q.parent_id !== undefined) query = query.where('parent_id', '=', q.parent_id);
      const page = await paginate(app.db, applySort(query, q.sort, SORTABLE, 'code'), q, (ids) =>
        regionsQuery(app.db).where('id', 'in', ids),
      );
      return ok({ ...page, data: await presentRegions(app.db, page.data) });
    },
  );

  registerCrud(app, {
    path: 'region',
    permission: 'Region',
    query: regionListQuerySchema,
    input: regionResource.input,
    row: regionRowSchema,
    async detail(id) {
      const [row] = await presentRegions(app.db, [
        found(await regionsQuery(app.db).where('id', '=', id).executeTakeFirst()),
      ]);
      return found(row);
    },
    create: (input, request) => createRegion(app.db, input, request.audit),
    update: (id, input, request) => updateRegion(app.db, id, input, request.audit),
    destroy: (ids, request) => destroyRegions(app.db, ids, request.audit),
  });
}
