import {
  type AssetView,
  idParamsSchema,
  LIST_EXPORTS,
  type ListExport,
  listExportStartSchema,
  okSchema,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { forbidden, unauthenticated } from '../../http/errors.js';
import { enqueueExportJob } from '../../jobs/exports.js';
import { registerJobHandler } from '../../jobs/registry.js';
import { listExportJob, listExportPrefix } from '../../lib/list-export.js';
import { sendExport } from '../../lib/xlsx-export.js';
import { VIEW_PERMISSION } from '../assets/index.js';
import { runListExportJob } from './writer.js';

/**
 * What a list checks beyond its page's permission, checked the same for its export: an asset view is a
 * page of its own (`GET assets/list?view=` asks for that page's permission).
 */
const EXTRA_CHECKS: Readonly<
  Record<string, (request: FastifyRequest, filter: Record<string, unknown>) => void>
> = {
  'assets/list': (request, filter) => {
    const view = filter.view as AssetView;
    if (!request.auth?.permissions.has(VIEW_PERMISSION[view])) throw forbidden();
  },
};

/**
 * `POST <list>/export/all` and `GET <list>/export/file/{jobId}` for every list of LIST_EXPORTS: the
 * list's filters (a JSON body, to which the query string may add; the body wins) validated by the list's own schema,
 * queued as an export job (writer.ts) that reads the list as the caller's scope sees it, and
 * its file for the admin who queued it only.
 */
export async function listExportRoutes(fastify: FastifyInstance): Promise<void> {
  for (const declared of LIST_EXPORTS) registerListExport(fastify, declared);
}

function registerListExport(fastify: FastifyInstance, declared: ListExport) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const type = listExportJob(declared);
  registerJobHandler(type, runListExportJob, { maxAttempts: 2, export: true });
  // The filters as sent, for the job to parse with the list's schema as the list does.
  const sent = new WeakMap<FastifyRequest, Record<string, unknown>>();

  app.post(
    `/${declared.path}/export/all`,
    {
      config: { permission: declared.permission },
      // A body is required (as for goods and orders); the query string may add filters to it.
      preValidation: async (request) => {
        const body = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
        const filter = { ...(request.query as Record<string, unknown>), ...body };
        sent.set(request, filter);
        request.body = filter;
      },
      schema: {
        body: declared.query.omit({ page: true, limit: true }),
        response: { 200: okSchema(listExportStartSchema) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      EXTRA_CHECKS[declared.path]?.(request, request.body as Record<string, unknown>);
      const id = await enqueueExportJob(app.db, {
        type,
        payload: { path: declared.path, filter: sent.get(request) ?? {}, lang: request.lang },
        createdBy: request.auth.adminId,
      });
      return ok({ job_id: id });
    },
  );

  app.get(
    `/${declared.path}/export/file/:id`,
    { config: { permission: declared.permission }, schema: { params: idParamsSchema } },
    async (request, reply) =>
      sendExport(reply, {
        jobId: request.params.id,
        jobType: type,
        prefix: listExportPrefix(declared),
        adminId: request.auth?.adminId ?? null,
      }),
  );
}
