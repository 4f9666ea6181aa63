import {
  AUTHENTICATED,
  baseDataListQuerySchema,
  baseDataNodeSchema,
  baseDataRowSchema,
  idParamsSchema,
  messageSchema,
  okSchema,
  pageSchema,
  placeListQuerySchema,
  placeResource,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { declaredSubject } from '../../../lib/audit-subject.js';
import { registerDestroy } from '../../../lib/destroy-route.js';
import { baseDataTree, listBaseData } from './base-data.js';
import { createPlace, destroyPlaces, listPlaces, placeDetail, placeTree, updatePlace } from './places.js';

/** Places as the admin log compares them: their form's fields. */
const PLACE_SUBJECT = declaredSubject(placeResource);

/**
 * The asset reference data: the classification (`BaseDataTree`, `BaseDataList`) and the place
 * tree (`storageLocationTree`), readable by every administrator as every asset form picks from them, and
 * the places' list and changes (`storageLocation*`, PlaceList).
 */
export async function assetReferenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/BaseDataTree',
    {
      config: { permission: AUTHENTICATED },
      schema: { response: { 200: okSchema(z.array(baseDataNodeSchema)) } },
    },
    async () => ok(await baseDataTree(app.db)),
  );
  app.get(
    '/BaseDataList',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        querystring: baseDataListQuerySchema,
        response: { 200: okSchema(pageSchema(baseDataRowSchema)) },
      },
    },
    async (request) => ok(await listBaseData(app.db, request.query)),
  );

  app.get(
    '/storageLocationTree',
    {
      // Every asset form and filter picks places, like classes: readable by any administrator.
      config: { permission: AUTHENTICATED },
      schema: { response: { 200: okSchema(z.array(placeResource.node)) } },
    },
    async () => ok(await placeTree(app.db)),
  );
  app.get(
    '/storageLocationList',
    {
      config: { permission: 'PlaceList' },
      schema: {
        querystring: placeListQuerySchema,
        response: { 200: okSchema(pageSchema(placeResource.row)) },
      },
    },
    async (request) => ok(await listPlaces(app.db, request.query)),
  );
  app.get(
    '/storageLocation/:id',
    {
      config: { permission: 'PlaceList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(placeResource.row) } },
    },
    async (request) => ok(await placeDetail(app.db, request.params.id)),
  );
  app.post(
    '/storageLocation/create',
    {
      config: { permission: 'PlaceCreate' },
      schema: { body: placeResource.input, response: { 200: okSchema(placeResource.row) } },
    },
    async (request) => {
      const id = await createPlace(app.db, request.body);
      await request.audit.created(app.db, PLACE_SUBJECT, id);
      return ok(await placeDetail(app.db, id));
    },
  );
  registerDestroy(app, {
    path: 'storageLocation',
    permission: 'PlaceDestroy',
    destroy: (ids, request) =>
      request.audit.around(app.db, PLACE_SUBJECT, ids, () => destroyPlaces(app.db, ids)),
  });
  app.post(
    '/storageLocation/:id',
    {
      config: { permission: 'PlaceEdit' },
      schema: { params: idParamsSchema, body: placeResource.input, response: { 200: messageSchema } },
    },
    async (request) => {
      const { id } = request.params;
      await request.audit.around(app.db, PLACE_SUBJECT, [id], () => updatePlace(app.db, id, request.body));
      return ok(translate(request.lang, 'common.saved'));
    },
  );
}
