import {
  type AdminLogRow,
  adminLogListQuerySchema,
  adminLogRowSchema,
  idParamsSchema,
  okSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { ok } from '../../../http/envelope.js';
import { applySort, contains, paginate, timeRange } from '../../../lib/list.js';
import { registerList } from '../../../lib/list-route.js';
import { found } from '../../../lib/records.js';

const SORTABLE = { id: 'id', created_at: 'created_at' };

const logsQuery = (db: Db) =>
  db
    .selectFrom('admin_logs')
    .select([
      'id',
      'admin_id',
      'username as operator',
      'path',
      'method',
      'ip',
      'input',
      'status',
      'created_at',
    ]);

/** The stored input is redacted JSON text (see the admin-log plugin); clients get the object back. */
function present(row: Omit<AdminLogRow, 'input'> & { input: string }): AdminLogRow {
  let input: unknown = row.input;
  try {
    input = JSON.parse(row.input);
  } catch {
    // Truncated long inputs are not valid JSON any more: show them as the text they are.
  }
  return { ...row, input };
}

/** The admin log (`admin/log`, AdminLogList): read-only, filtered in SQL. */
export async function adminLogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerList(app, {
    path: 'admin/log',
    permission: 'AdminLogList',
    query: adminLogListQuerySchema,
    row: adminLogRowSchema,
    list: async (q) => {
      let query = app.db.selectFrom('admin_logs').select('id');
      if (q.operator) query = query.where(contains('username', q.operator));
      if (q.path) query = query.where(contains('path', q.path));
      if (q.method) query = query.where('method', '=', q.method);
      if (q.status !== undefined) query = query.where('status', '=', q.status);
      const range = timeRange(q.from, q.to);
      if (range.from) query = query.where('created_at', '>=', range.from);
      if (range.to) query = query.where('created_at', '<', range.to);
      const page = await paginate(app.db, applySort(query, q.sort, SORTABLE, '-id'), q, (ids) =>
        logsQuery(app.db).where('id', 'in', ids),
      );
      return { ...page, data: page.data.map(present) };
    },
  });

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
