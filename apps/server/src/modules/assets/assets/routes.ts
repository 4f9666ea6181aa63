import {
  ASSET_VIEWS,
  AUTHENTICATED,
  assetBindingSchema,
  assetDeleteSchema,
  assetDetailSchema,
  assetEditSchema,
  assetEventQuerySchema,
  assetEventSchema,
  assetIdQuerySchema,
  assetInputSchema,
  assetListQuerySchema,
  assetMarkSchema,
  assetResourceSchema,
  assetRowSchema,
  assetUnbindSchema,
  assetUseListQuerySchema,
  idParamsSchema,
  messageSchema,
  okSchema,
  pageSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { forbidden } from '../../../http/errors.js';
import { registerList } from '../../../lib/list-route.js';
import { assetHistory, listEvents } from '../history.js';
import { scopeOf } from '../scope.js';
import { ASSET_SUBJECT } from './audit.js';
import { assetDetail, listAssets, listAssetsInUse, readableAsset } from './queries.js';
import {
  bindAsset,
  createAsset,
  deleteAssets,
  editAsset,
  markAssets,
  setResource,
  unbindAssets,
} from './service.js';
import { DEFAULT_VIEW, VIEW_PERMISSION } from './views.js';

/** Any asset list page lets its holder open an asset's detail and history. */
const ASSET_READERS = ASSET_VIEWS.map((v) => VIEW_PERMISSION[v]);

function requireAny(request: FastifyRequest, apis: readonly string[]): void {
  if (!apis.some((api) => request.auth?.permissions.has(api))) throw forbidden();
}

/**
 * Assets (`assets/*`): the four list views, detail, the use list, history and the
 * movement ledger (AllList), and registration, edit, binding, sharing, marks and deletion. Every query
 * is limited to the caller's data scope in SQL; ids outside it respond with 40400.
 */
export async function assetRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const scope = (request: FastifyRequest) => scopeOf(app.db, request.auth);
  const noted = <T>(request: FastifyRequest, ids: readonly number[], write: () => Promise<T>) =>
    request.audit.around(app.db, ASSET_SUBJECT, ids, write);

  app.get(
    '/assets/list',
    {
      // Each view is a page of its own: the guard checks the permission of the view asked for.
      config: { permission: { by: 'view', map: VIEW_PERMISSION, default: DEFAULT_VIEW } },
      schema: { querystring: assetListQuerySchema, response: { 200: okSchema(pageSchema(assetRowSchema)) } },
    },
    async (request) => ok(await listAssets(app.db, await scope(request), request.query)),
  );
  app.get(
    '/assets/uselist',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        querystring: assetUseListQuerySchema,
        response: { 200: okSchema(pageSchema(assetRowSchema)) },
      },
    },
    async (request) => {
      requireAny(request, ASSET_READERS);
      return ok(await listAssetsInUse(app.db, await scope(request), request.query));
    },
  );
  app.get(
    '/assets/detail',
    {
      config: { permission: AUTHENTICATED },
      schema: { querystring: assetIdQuerySchema, response: { 200: okSchema(assetDetailSchema) } },
    },
    async (request) => {
      requireAny(request, ASSET_READERS);
      return ok(await assetDetail(app.db, await scope(request), request.query.id));
    },
  );
  app.get(
    '/assets/history/:id',
    {
      config: { permission: AUTHENTICATED },
      schema: { params: idParamsSchema, response: { 200: okSchema(z.array(assetEventSchema)) } },
    },
    async (request) => {
      requireAny(request, ASSET_READERS);
      const s = await scope(request);
      await readableAsset(app.db, s, request.params.id);
      return ok(await assetHistory(app.db, s, request.params.id));
    },
  );
  registerList(app, {
    path: 'assets/events',
    permission: 'AllList',
    query: assetEventQuerySchema,
    row: assetEventSchema,
    list: async (query, request) => listEvents(app.db, await scope(request), query),
  });

  app.post(
    '/assets/addassets',
    {
      config: { permission: 'SelfAssetsCreate' },
      schema: { body: assetInputSchema, response: { 200: okSchema(assetRowSchema) } },
    },
    async (request) => {
      const s = await scope(request);
      const id = await createAsset(app.db, s, request.body);
      await request.audit.created(app.db, ASSET_SUBJECT, id);
      return ok(await readableAsset(app.db, s, id));
    },
  );
  app.post(
    '/assets/edit',
    {
      config: { permission: 'AssetsEdit' },
      schema: { body: assetEditSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      await noted(request, [request.body.id], () => editAsset(app.db, s, request.body));
      return ok(translate(request.lang, 'common.saved'));
    },
  );
  app.post(
    '/assets/binding',
    {
      config: { permission: 'SelfAssetsBinding' },
      schema: { body: assetBindingSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      await noted(request, [request.body.id], () => bindAsset(app.db, s, request.body));
      return ok(translate(request.lang, 'asset.bound'));
    },
  );
  app.post(
    '/assets/nobinding',
    {
      config: { permission: 'SelfAssetsBinding' },
      schema: { body: assetUnbindSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      const { ids } = request.body;
      const count = await noted(request, ids, () => unbindAssets(app.db, s, ids));
      return ok(translate(request.lang, 'asset.unbound', { count }));
    },
  );
  app.post(
    '/assets/updateresource',
    {
      config: { permission: 'ResourceUpdate' },
      schema: { body: assetResourceSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { ids, is_resource } = request.body;
      const s = await scope(request);
      await noted(request, ids, () => setResource(app.db, s, ids, is_resource));
      const key = is_resource === 1 ? 'asset.resourceOn' : 'asset.resourceOff';
      return ok(translate(request.lang, key, { count: ids.length }));
    },
  );
  app.post(
    '/assets/mark',
    {
      config: { permission: 'AssetsMark' },
      schema: { body: assetMarkSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      const { ids, marks } = request.body;
      await noted(request, ids, () => markAssets(app.db, s, ids, marks));
      return ok(translate(request.lang, 'asset.marked', { count: request.body.ids.length }));
    },
  );
  app.post(
    '/assets/del',
    {
      config: { permission: 'AssetsDestroy' },
      schema: { body: assetDeleteSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const s = await scope(request);
      await noted(request, request.body.ids, () => deleteAssets(app.db, s, request.body.ids));
      return ok(translate(request.lang, 'asset.deleted', { count: request.body.ids.length }));
    },
  );
}
