import {
  okSchema,
  pageSchema,
  powerListQuerySchema,
  powerNodeSchema,
  powerRefreshResultSchema,
  powerResource,
  powerRowSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { syncPermissionRegistry } from '../../../db/permission-sync.js';
import { ok } from '../../../http/envelope.js';
import { declaredSubject } from '../../../lib/audit-subject.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { callerId } from '../../auth/index.js';
import { buildPowerTree, createPower, destroyPowers, powerColumns, updatePower } from './service.js';

const SORTABLE = { id: 'id', sort: 'sort', title: 'title', api: 'api' };
const powersQuery = (db: Db) => db.selectFrom('permissions').select([...powerColumns]);

/** Permissions (`power`, PowerList/Create/Edit/Destroy/Refresh), with the schemas of their declaration. */
export async function powerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/power',
    {
      config: { permission: 'PowerList' },
      schema: {
        querystring: powerListQuerySchema,
        response: {
          200: okSchema(z.union([z.array(powerNodeSchema), pageSchema(powerRowSchema)])),
        },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.all === 1) return ok(buildPowerTree(await powersQuery(app.db).execute()));
      let query = app.db.selectFrom('permissions').select('id');
      if (q.keyword) {
        const k = q.keyword;
        query = query.where((eb) => eb.or([contains('title', k), contains('api', k)]));
      }
      if (q.pid !== undefined) query = query.where('pid', '=', q.pid);
      return ok(
        await paginate(app.db, applySort(query, q.sort, SORTABLE, 'sort'), q, (ids) =>
          powersQuery(app.db).where('id', 'in', ids),
        ),
      );
    },
  );

  app.post(
    '/power/refresh',
    {
      config: { permission: 'PowerRefresh' },
      schema: { response: { 200: okSchema(powerRefreshResultSchema) } },
    },
    async () => ok({ added: await syncPermissionRegistry(app.db) }),
  );

  registerCrud(app, {
    path: 'power',
    permission: 'Power',
    query: powerListQuerySchema,
    input: powerResource.input,
    row: powerRowSchema,
    detail: async (id) => found(await powersQuery(app.db).where('id', '=', id).executeTakeFirst()),
    create: (input, request) => createPower(app.db, callerId(request), input),
    update: (id, input, request) => updatePower(app.db, callerId(request), id, input),
    destroy: (ids) => destroyPowers(app.db, ids),
    audit: declaredSubject(powerResource),
  });
}
