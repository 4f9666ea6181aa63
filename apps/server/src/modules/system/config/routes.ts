import { configGroupsSchema, configUpdateSchema, messageSchema, okSchema, translate } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { configGroups, saveSettings } from './service.js';

/** Configuration (`config`, ConfigDetail): grouped settings; saving applies without a restart. */
export async function configRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/config',
    { config: { permission: 'ConfigDetail' }, schema: { response: { 200: okSchema(configGroupsSchema) } } },
    async () => ok(await configGroups(app.db)),
  );

  app.post(
    '/config',
    {
      config: { permission: 'ConfigEdit' },
      schema: { body: configUpdateSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await saveSettings(app.db, request.body);
      return ok(translate(request.lang, 'config.saved'));
    },
  );
}
