import {
  assetRowSchema,
  assetUseListQuerySchema,
  FORM_KIND_INFO,
  FORM_KINDS,
  type FormKind,
  formApproveSchema,
  formCountSchema,
  formDetailSchema,
  formInputSchemas,
  formListQuerySchema,
  formRowSchema,
  formVersionSchema,
  idParamsSchema,
  messageSchema,
  okSchema,
  pageSchema,
  translate,
  verifyCapitaQuerySchema,
  verifyCapitaRowSchema,
  verifyCheckSchema,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { registerList } from '../../../lib/list-route.js';
import { formSubmitted, taskAssigned, thenNotify } from '../../notifications/index.js';
import { scopeOf } from '../scope.js';
import { FORM_SUBJECT } from './audit.js';
import { countForms, eligibleAssets, formDetail, listForms } from './queries.js';
import { approveForm, cancelForm, createForm, submitForm } from './service.js';
import { checkLines, closeVerification, verifyCapita } from './verify.js';

/**
 * The asset forms, one route family per kind at the contract's names (`assetsJoin`,
 * `assetsOut`, `assetsRental`, `assetsBack`, `assetLeaseGrant`, `assetLeaseRepay`, `verify`): list with
 * status tabs and counts, detail, the line picker, create (draft), submit, approve/reject and cancel;
 * and for verification the results per line, closing, and the progress per custodian.
 */
/** A write to form `id` between two reads of it, for the admin log. */
const noted = <T>(request: FastifyRequest, id: number, write: () => Promise<T>) =>
  request.audit.around(request.server.db, FORM_SUBJECT, [id], write);

export async function assetFormRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const scope = (request: FastifyRequest) => scopeOf(app.db, request.auth);

  for (const kind of FORM_KINDS) registerKind(fastify, kind, scope);

  app.post(
    '/verify/check/:id',
    {
      config: { permission: 'VerifyEdit' },
      schema: { params: idParamsSchema, body: verifyCheckSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      const { id } = request.params;
      const count = await noted(request, id, () => checkLines(app.db, s, id, request.body));
      return ok(translate(request.lang, 'form.checked', { count }));
    },
  );
  app.post(
    '/verify/close/:id',
    {
      config: { permission: 'VerifyApprove' },
      schema: { params: idParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      const { id } = request.params;
      await noted(request, id, () => closeVerification(app.db, s, id));
      return ok(translate(request.lang, 'form.closed'));
    },
  );
  registerList(app, {
    path: 'verify/capita',
    permission: 'VerifyCapitaList',
    query: verifyCapitaQuerySchema,
    row: verifyCapitaRowSchema,
    list: async (query, request) => verifyCapita(app.db, await scope(request), query),
  });
}

function registerKind(
  fastify: FastifyInstance,
  kind: FormKind,
  scope: (request: FastifyRequest) => ReturnType<typeof scopeOf>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const info = FORM_KIND_INFO[kind];
  const base = `/${info.route}`;

  app.get(
    base,
    {
      config: { permission: info.list },
      schema: { querystring: formListQuerySchema, response: { 200: okSchema(pageSchema(formRowSchema)) } },
    },
    async (request) => ok(await listForms(app.db, await scope(request), kind, request.query)),
  );
  app.get(
    `${base}/count`,
    {
      config: { permission: info.list },
      schema: {
        querystring: formListQuerySchema.omit({ status: true }),
        response: { 200: okSchema(formCountSchema) },
      },
    },
    async (request) => ok(await countForms(app.db, await scope(request), kind, request.query)),
  );
  app.get(
    `${base}/eligible`,
    {
      config: { permission: info.create },
      schema: {
        querystring: assetUseListQuerySchema,
        response: { 200: okSchema(pageSchema(assetRowSchema)) },
      },
    },
    async (request) => ok(await eligibleAssets(app.db, await scope(request), kind, request.query)),
  );
  app.get(
    `${base}/:id`,
    {
      config: { permission: info.list },
      schema: { params: idParamsSchema, response: { 200: okSchema(formDetailSchema) } },
    },
    async (request) => ok(await formDetail(app.db, await scope(request), kind, request.params.id)),
  );
  app.post(
    base,
    {
      config: { permission: info.create },
      schema: { body: formInputSchemas[kind], response: { 200: okSchema(formDetailSchema) } },
    },
    async (request) => {
      const s = await scope(request);
      const id = await createForm(app.db, s, kind, request.body);
      await request.audit.created(app.db, FORM_SUBJECT, id);
      return ok(await formDetail(app.db, s, kind, id));
    },
  );
  app.post(
    `${base}/submit/:id`,
    {
      config: { permission: info.create },
      schema: { params: idParamsSchema, body: formVersionSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      const { id } = request.params;
      await noted(request, id, () => submitForm(app.db, s, kind, id, request.body?.version));
      await thenNotify(app, () => formSubmitted(app, kind, id));
      return ok(translate(request.lang, 'form.submitted'));
    },
  );
  app.post(
    `${base}/approve/:id`,
    {
      config: { permission: info.approve },
      schema: { params: idParamsSchema, body: formApproveSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      const { id } = request.params;
      await noted(request, id, () => approveForm(app.db, s, kind, id, request.body));
      if (request.body.approved) await thenNotify(app, () => taskAssigned(app, kind, id));
      return ok(translate(request.lang, request.body.approved ? 'form.approved' : 'form.rejected'));
    },
  );
  app.post(
    `${base}/cancel/:id`,
    {
      config: { permission: info.create },
      schema: { params: idParamsSchema, body: formVersionSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      const { id } = request.params;
      await noted(request, id, () => cancelForm(app.db, s, kind, id, request.body?.version));
      return ok(translate(request.lang, 'form.cancelled'));
    },
  );
}
