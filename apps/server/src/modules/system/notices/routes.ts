import {
  idParamsSchema,
  noticeContentSchema,
  noticeLatestQuerySchema,
  noticeSummarySchema,
  okSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { latestNotices, noticeContent } from './service.js';

/**
 * The dashboard's `notice/latest` and the `notice/content/{id}` reader of /content/info/{id} (both need
 * the Dashboard permission only). The management routes (`notice`, NoticeList/Create/Edit/Destroy) are
 * the declared resource's (contract `noticeResource`).
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
}
