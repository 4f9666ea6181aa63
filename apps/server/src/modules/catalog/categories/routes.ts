import {
  categoryMoveSchema,
  categoryResource,
  messageSchema,
  okSchema,
  pageSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { CATEGORY_SUBJECT } from './audit.js';
import { categoryRows, categoryTree } from './queries.js';
import { createCategory, destroyCategories, moveCategories, updateCategory } from './service.js';

const SORTABLE = { id: 'id', sort: 'sort' };

/**
 * Categories (`category`, CategoryList/Create/Edit/Destroy; schemas from their declaration): `GET category` is the whole tree, or a page
 * of matches for `keyword`; `POST category/sort` saves a drag.
 */
export async function categoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/category',
    {
      config: { permission: 'CategoryList' },
      schema: {
        querystring: categoryResource.query,
        response: {
          200: okSchema(z.union([z.array(categoryResource.node), pageSchema(categoryResource.row)])),
        },
      },
    },
    async (request) => {
      const q = request.query;
      if (!q.keyword) return ok(await categoryTree(app.db));
      const query = app.db.selectFrom('categories').select('id').where(contains('name', q.keyword));
      return ok(
        await paginate(app.db, applySort(query, q.sort, SORTABLE, 'sort'), q, (ids) =>
          categoryRows(app.db, ids),
        ),
      );
    },
  );

  app.post(
    '/category/sort',
    {
      config: { permission: 'CategoryEdit' },
      schema: { body: categoryMoveSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await request.audit.around(app.db, CATEGORY_SUBJECT, request.body.ids, () =>
        moveCategories(app.db, request.body),
      );
      return ok(translate(request.lang, 'category.moved'));
    },
  );

  registerCrud(app, {
    path: 'category',
    permission: 'Category',
    query: categoryResource.query,
    input: categoryResource.input,
    row: categoryResource.row,
    detail: async (id) => found((await categoryRows(app.db, [id]))[0]),
    create: (input) => createCategory(app.db, input),
    update: (id, input) => updateCategory(app.db, id, input),
    destroy: (ids) => destroyCategories(app.db, ids),
    audit: CATEGORY_SUBJECT,
  });
}
