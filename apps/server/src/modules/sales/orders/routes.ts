import {
  idParamsSchema,
  messageSchema,
  okSchema,
  orderCountSchema,
  orderDetailSchema,
  orderExportInputSchema,
  orderFilterSchema,
  orderListQuerySchema,
  orderPaymentQuerySchema,
  orderReceivingSchema,
  orderRefundSchema,
  orderRowSchema,
  orderShipmentSchema,
  pageSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { conflict, unauthenticated } from '../../../http/errors.js';
import { enqueueExportJob } from '../../../jobs/exports.js';
import { registerJobHandler } from '../../../jobs/registry.js';
import { sendExport } from '../../../lib/xlsx-export.js';
import { ORDER_EXPORT_JOB, runOrderExportJob } from './export.js';
import { changeWaybill, extendReceiving, shipOrder } from './fulfilment.js';
import { queryPayment } from './payment.js';
import { countOrders, listOrders, orderDetail } from './queries.js';
import { refundOrder, settlePendingRefund } from './refunds.js';
import { ORDER_SWEEP_JOB, queueNextSweep, runOrderSweep } from './sweep.js';
import type { Actor } from './transitions.js';

const adminActor = (request: FastifyRequest): Actor => ({
  type: 'admin',
  id: request.auth?.adminId ?? null,
  name: request.auth?.username ?? '',
});

/**
 * Orders (`indent`, IndentList/IndentDetail) with the tab counts (`indentCount`) and the actions:
 * ship (IndentShipment), waybill (IndentDhl), receiving time (IndentReceiving) and refund
 * with its provider query (IndentRefund). The order sweep job expires, receives and settles.
 */
export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerJobHandler(ORDER_SWEEP_JOB, runOrderSweep, { maxAttempts: 1 });
  registerJobHandler(ORDER_EXPORT_JOB, runOrderExportJob, { maxAttempts: 2, export: true });
  app.addHook('onReady', () => queueNextSweep(app.db, 0));

  app.get(
    '/indent',
    {
      config: { permission: 'IndentList' },
      schema: { querystring: orderListQuerySchema, response: { 200: okSchema(pageSchema(orderRowSchema)) } },
    },
    async (request) => ok(await listOrders(app.db, request.query)),
  );

  app.get(
    '/indentCount',
    {
      config: { permission: 'IndentList' },
      schema: { querystring: orderFilterSchema, response: { 200: okSchema(orderCountSchema) } },
    },
    async (request) => ok(await countOrders(app.db, request.query)),
  );

  app.get(
    '/indent/:id',
    {
      config: { permission: 'IndentList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(orderDetailSchema) } },
    },
    async (request) => ok(await orderDetail(app.db, request.params.id)),
  );

  app.post(
    '/indent/export/all',
    {
      config: { permission: 'IndentExport' },
      schema: { body: orderExportInputSchema, response: { 200: okSchema(z.object({ job_id: z.number() })) } },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const jobId = await enqueueExportJob(app.db, {
        type: ORDER_EXPORT_JOB,
        payload: { filter: request.body, lang: request.lang },
        createdBy: request.auth.adminId,
      });
      return ok({ job_id: jobId });
    },
  );

  app.get(
    '/indent/export/file/:id',
    { config: { permission: 'IndentExport' }, schema: { params: idParamsSchema } },
    async (request, reply) =>
      sendExport(reply, {
        jobId: request.params.id,
        jobType: ORDER_EXPORT_JOB,
        prefix: 'orders',
        adminId: request.auth?.adminId ?? null,
      }),
  );

  app.post(
    '/indent/shipment',
    {
      config: { permission: 'IndentShipment' },
      schema: { body: orderShipmentSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await shipOrder(app.db, request.body, adminActor(request), request.audit);
      return ok(translate(request.lang, 'order.shipped'));
    },
  );

  app.post(
    '/indent/dhl',
    {
      config: { permission: 'IndentDhl' },
      schema: { body: orderShipmentSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await changeWaybill(app.db, request.body, adminActor(request), request.audit);
      return ok(translate(request.lang, 'order.waybillSaved'));
    },
  );

  app.post(
    '/indent/receiving',
    {
      config: { permission: 'IndentReceiving' },
      schema: { body: orderReceivingSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await extendReceiving(app.db, request.body, adminActor(request), request.audit);
      return ok(translate(request.lang, 'order.receivingSaved'));
    },
  );

  app.post(
    '/indent/refund/:id',
    {
      config: { permission: 'IndentRefund' },
      schema: { params: idParamsSchema, body: orderRefundSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const outcome = await refundOrder(
        app.db,
        request.params.id,
        request.body,
        adminActor(request),
        request.lang,
        request.audit,
      );
      return ok(translate(request.lang, outcome));
    },
  );

  app.post(
    '/indent/refund/query/:id',
    {
      config: { permission: 'IndentRefund' },
      schema: {
        params: idParamsSchema,
        response: { 200: okSchema(z.object({ state: z.string(), message: z.string() })) },
      },
    },
    async (request) => {
      const state = await settlePendingRefund(
        app.db,
        request.params.id,
        adminActor(request),
        request.lang,
        request.audit,
      );
      if (!state) throw conflict('order.noPendingRefund');
      const label = translate(request.lang, `order.refundStates.${state}`);
      return ok({ state, message: translate(request.lang, 'order.refundQueried', { state: label }) });
    },
  );

  app.post(
    '/indent/payment/query/:id',
    {
      config: { permission: 'IndentPaymentQuery' },
      schema: { params: idParamsSchema, response: { 200: okSchema(orderPaymentQuerySchema) } },
    },
    async (request) => ok(await queryPayment(app.db, request.params.id, request.lang)),
  );
}
