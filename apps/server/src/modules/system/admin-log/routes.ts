import {
  adminLogDetailSchema,
  adminLogListQuerySchema,
  adminLogRowSchema,
  idParamsSchema,
  okSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { registerList } from '../../../lib/list-route.js';
import { found } from '../../../lib/records.js';
import { detailedLogsQuery, listAdminLogs, presentDetail } from './queries.js';

/**
 * The admin log (`admin/log`, AdminLogList): read-only, filtered in SQL (by record too: `subject_type`,
 * `subject_id`); an entry's detail holds its record's changes.
 */
export async function adminLogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerList(app, {
    path: 'admin/log',
    permission: 'AdminLogList',
    query: adminLogListQuerySchema,
    row: adminLogRowSchema,
    list: (q) => listAdminLogs(app.db, q),
  });

  app.get(
    '/admin/log/:id',
    {
      config: { permission: 'AdminLogList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(adminLogDetailSchema) } },
    },
    async (request) =>
      ok(
        presentDetail(
          found(await detailedLogsQuery(app.db).where('id', '=', request.params.id).executeTakeFirst()),
        ),
      ),
  );
}
