import { okSchema, pageDesignInputSchema, pageDesignSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { getPageDesign, savePageDesign } from './service.js';

/** Page design (`project`, PageDesignDetail): the storefront home layout, saved whole with a version. */
export async function pageDesignRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/project',
    {
      config: { permission: 'PageDesignDetail' },
      schema: { response: { 200: okSchema(pageDesignSchema) } },
    },
    async () => ok(await getPageDesign(app.db, 'home')),
  );

  app.post(
    '/project',
    {
      config: { permission: 'PageDesignEdit' },
      schema: { body: pageDesignInputSchema, response: { 200: okSchema(pageDesignSchema) } },
    },
    async (request) =>
      ok(await savePageDesign(app.db, 'home', request.body, request.auth?.adminId ?? null, request.lang)),
  );
}
