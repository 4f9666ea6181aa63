import {
  goodCountSchema,
  goodDetailSchema,
  goodExportInputSchema,
  goodExportStartSchema,
  goodFilterSchema,
  goodInputSchema,
  goodListQuerySchema,
  goodRowSchema,
  goodSpecificationSchema,
  goodStateInputSchema,
  idParamsSchema,
  messageSchema,
  okSchema,
  pageSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { unauthenticated } from '../../../http/errors.js';
import { enqueueExportJob } from '../../../jobs/exports.js';
import { registerJobHandler } from '../../../jobs/registry.js';
import { registerDestroy } from '../../../lib/destroy-route.js';
import { targetIds } from '../../../lib/records.js';
import type { LogMask } from '../../../lib/redact.js';
import { sendExport } from '../../../lib/xlsx-export.js';
import { EXPORT_JOB, runExportJob } from './export.js';
import { countGoods, goodDetail, listGoods } from './queries.js';
import { createGood, destroyGoods, setGoodsState, updateGood } from './service.js';
import { queueOverdueShelving, runShelveJob, SHELVE_JOB } from './shelving.js';
import { goodSpecification } from './specification.js';

/**
 * What a buyer pays for, kept out of the admin log (whoever may read the log may not see it): card
 * numbers and keys, net-disk addresses and extraction codes, virtual codes and download files, of the
 * goods and of each SKU.
 */
const FULFILMENT = ['virtual_code', 'codes[].name', 'codes[].code', 'file'];
const FULFILMENT_LOG_MASK: LogMask = [...FULFILMENT, ...FULFILMENT.map((path) => `skus[].${path}`)];

/**
 * Goods (`good`, GoodList / GoodCreate / GoodEdit / GoodDetail / GoodDestroy / GoodState / GoodExport),
 * the tab counts (`goodCount`), the form's category data (`good/specification/{id}`) and the export.
 */
export async function goodRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerJobHandler(SHELVE_JOB, runShelveJob, { maxAttempts: 5 });
  registerJobHandler(EXPORT_JOB, runExportJob, { maxAttempts: 2, export: true });
  app.addHook('onReady', () => queueOverdueShelving(app.db));
  const adminId = (request: { auth?: { adminId: number } | null }) => request.auth?.adminId ?? null;

  app.get(
    '/good',
    {
      config: { permission: 'GoodList' },
      schema: { querystring: goodListQuerySchema, response: { 200: okSchema(pageSchema(goodRowSchema)) } },
    },
    async (request) => ok(await listGoods(app.db, request.query)),
  );

  app.get(
    '/goodCount',
    {
      config: { permission: 'GoodList' },
      schema: { querystring: goodFilterSchema, response: { 200: okSchema(goodCountSchema) } },
    },
    async (request) => ok(await countGoods(app.db, request.query)),
  );

  app.get(
    '/good/:id',
    {
      config: { permission: 'GoodList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(goodDetailSchema) } },
    },
    async (request) => ok(await goodDetail(app.db, request.params.id)),
  );

  app.get(
    '/good/specification/:id',
    {
      config: { permission: 'GoodList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(goodSpecificationSchema) } },
    },
    async (request) => ok(await goodSpecification(app.db, request.params.id)),
  );

  app.post(
    '/good',
    {
      config: { permission: 'GoodCreate', logMask: FULFILMENT_LOG_MASK },
      schema: { body: goodInputSchema, response: { 200: okSchema(goodDetailSchema) } },
    },
    async (request) => {
      const id = await createGood(app.db, request.body, adminId(request), request.audit);
      return ok(await goodDetail(app.db, id));
    },
  );

  app.post(
    '/good/:id',
    {
      config: { permission: 'GoodEdit', logMask: FULFILMENT_LOG_MASK },
      schema: { params: idParamsSchema, body: goodInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await updateGood(app.db, request.params.id, request.body, adminId(request), request.audit);
      return ok(translate(request.lang, 'common.saved'));
    },
  );

  registerDestroy(app, {
    path: 'good',
    permission: 'GoodDestroy',
    destroy: (ids, request) => destroyGoods(app.db, ids, request.audit),
  });

  app.post(
    '/good/state/:id',
    {
      config: { permission: 'GoodState' },
      schema: { params: idParamsSchema, body: goodStateInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { is_show, timing, ids } = request.body;
      await setGoodsState(
        app.db,
        targetIds(request.params.id, { ids }),
        is_show,
        timing,
        adminId(request),
        request.audit,
      );
      return ok(translate(request.lang, 'good.stateSaved'));
    },
  );

  app.post(
    '/good/export/all',
    {
      config: { permission: 'GoodExport' },
      schema: { body: goodExportInputSchema, response: { 200: okSchema(goodExportStartSchema) } },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const id = await enqueueExportJob(app.db, {
        type: EXPORT_JOB,
        payload: { filter: request.body, lang: request.lang },
        createdBy: request.auth.adminId,
      });
      return ok({ job_id: id });
    },
  );

  app.get(
    '/good/export/file/:id',
    { config: { permission: 'GoodExport' }, schema: { params: idParamsSchema } },
    async (request, reply) =>
      sendExport(reply, {
        jobId: request.params.id,
        jobType: EXPORT_JOB,
        prefix: 'goods',
        adminId: adminId(request),
      }),
  );
}
