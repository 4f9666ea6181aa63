import {
  adminLogListQuerySchema,
  adminLogRowSchema,
  idParamsSchema,
  okSchema,
  pageSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { found } from '../../../lib/records.js';
import { listAdminLogs, logsQuery, present } from './queries.js';

/** The admin log (`admin/log`, AdminLogList): read-only, filtered in SQL. */
export async function adminLogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/log',
    {
      config: { permission: 'AdminLogList' },
      schema: {
        querystring: adminLogListQuerySchema,
        response: { 200: okSchema(pageSchema(adminLogRowSchema)) },
      },
    },
    async (request) => ok(await listAdminLogs(app.db, request.query)),
  );

  app.get(
    '/admin/log/:id',
    {
      config: { permission: 'AdminLogList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(adminLogRowSchema) } },
    },
    async (request) =>
      ok(present(found(await logsQuery(app.db).where('id', '=', request.params.id).executeTakeFirst()))),
  );
}
