import {
  idParamsSchema,
  NOTICE_STATES,
  type NoticeRow,
  noticeContentSchema,
  noticeInputSchema,
  noticeLatestQuerySchema,
  noticeListQuerySchema,
  noticeRowSchema,
  noticeSummarySchema,
  okSchema,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { ok } from '../../../http/envelope.js';
import { unauthenticated } from '../../../http/errors.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate, timeRange } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { createNotice, destroyNotices, latestNotices, noticeContent, updateNotice } from './service.js';

const SORTABLE = { id: 'id', published_at: 'published_at', created_at: 'created_at' };
const COLUMNS = [
  'id',
  'title',
  'author',
  'state',
  'published_at',
  'created_at',
  'updated_at',
  'version',
] as const;

const asState = (state: string): NoticeRow['state'] =>
  (NOTICE_STATES as readonly string[]).includes(state) ? (state as NoticeRow['state']) : 'draft';

const adminId = (request: FastifyRequest): number => {
  if (!request.auth) throw unauthenticated();
  return request.auth.adminId;
};

const listQuery = (db: Db) => db.selectFrom('notices').select(COLUMNS);

/**
 * Notices (`notice`, NoticeList/Create/Edit/Destroy), plus the dashboard's `notice/latest` and the
 * `notice/content/{id}` reader of /content/info/{id} (both need the Dashboard permission only).
 */
export async function noticeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notice/latest',
    {
      config: { permission: 'Dashboard' },
      schema: {
        querystring: noticeLatestQuerySchema,
        response: { 200: okSchema(noticeSummarySchema.array()) },
      },
    },
    async (request) => ok(await latestNotices(app.db, request.query.limit)),
  );

  app.get(
    '/notice/content/:id',
    {
      config: { permission: 'Dashboard' },
      schema: { params: idParamsSchema, response: { 200: okSchema(noticeContentSchema) } },
    },
    async (request) => ok(await noticeContent(app.db, request.params.id)),
  );

  registerCrud(app, {
    path: 'notice',
    permission: 'Notice',
    query: noticeListQuerySchema,
    input: noticeInputSchema,
    row: noticeRowSchema,
    async list(q) {
      let query = app.db.selectFrom('notices').select('id');
      if (q.keyword) {
        const k = q.keyword;
        query = query.where((eb) => eb.or([contains('title', k), contains('author', k)]));
      }
      if (q.state) query = query.where('state', '=', q.state);
      const range = timeRange(q.from, q.to);
      if (range.from) query = query.where('published_at', '>=', range.from);
      if (range.to) query = query.where('published_at', '<', range.to);
      // Drafts have no publish time: they sort last either way, as the two databases disagree on nulls.
      if (q.sort?.replace(/^-/, '') === 'published_at') {
        query = query.orderBy(sql`case when published_at is null then 1 else 0 end`);
      }
      const page = await paginate(app.db, applySort(query, q.sort, SORTABLE, '-id'), q, (ids) =>
        listQuery(app.db).where('id', 'in', ids),
      );
      return { ...page, data: page.data.map((r) => ({ ...r, state: asState(r.state) })) };
    },
    async detail(id) {
      const row = found(await listQuery(app.db).select('body').where('id', '=', id).executeTakeFirst());
      return { ...row, state: asState(row.state) };
    },
    create: (input, request) => createNotice(app.db, input, adminId(request)),
    update: (id, input, request) => updateNotice(app.db, id, input, adminId(request)),
    destroy: (ids) => destroyNotices(app.db, ids),
  });
}
