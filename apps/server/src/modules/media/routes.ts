import {
  idParamsSchema,
  mediaListQuerySchema,
  mediaRowSchema,
  messageSchema,
  okSchema,
  pageSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { scopeOf } from '../assets/index.js';
import { destroyMedia, listMedia } from './service.js';

/** The media library (`media`, MediaList / MediaDestroy): every upload, where it is used, and its removal. */
export async function mediaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/media',
    {
      config: { permission: 'MediaList' },
      schema: { querystring: mediaListQuerySchema, response: { 200: okSchema(pageSchema(mediaRowSchema)) } },
    },
    async (request) => ok(await listMedia(app.db, await scopeOf(app.db, request.auth), request.query)),
  );

  app.post(
    '/media/destroy/:id',
    {
      config: { permission: 'MediaDestroy' },
      schema: { params: idParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const scope = await scopeOf(app.db, request.auth);
      await destroyMedia(app.db, app.config.dataDir, scope, request.params.id, request.lang);
      return ok(translate(request.lang, 'common.deleted'));
    },
  );
}
