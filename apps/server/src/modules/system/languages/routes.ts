import { languageInputSchema, languageListQuerySchema, languageRowSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, containsAny, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { createLanguage, destroyLanguages, updateLanguage } from './service.js';

const SORTABLE = { id: 'id', sort: 'sort' };
const languagesQuery = (db: Db) =>
  db.selectFrom('languages').select(['id', 'name', 'code', 'sort', 'state', 'version']);

/** Languages (`language`, LanguageList/Create/Edit/Destroy); the public menu list is `GET lang`. */
export async function languageRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    path: 'language',
    permission: 'Language',
    query: languageListQuerySchema,
    input: languageInputSchema,
    row: languageRowSchema,
    async list(q) {
      let query = app.db.selectFrom('languages').select('id');
      if (q.keyword) query = query.where(containsAny(['name', 'code'], q.keyword));
      return paginate(app.db, applySort(query, q.sort, SORTABLE, 'sort'), q, (ids) =>
        languagesQuery(app.db).where('id', 'in', ids),
      );
    },
    detail: async (id) => found(await languagesQuery(app.db).where('id', '=', id).executeTakeFirst()),
    create: (input) => createLanguage(app.db, input),
    update: (id, input) => updateLanguage(app.db, id, input),
    destroy: (ids) => destroyLanguages(app.db, ids),
  });
}
