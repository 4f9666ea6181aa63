import { largeScreenSchema, okSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { largeScreen } from './service.js';

/** The full-screen dashboard's figures (`GET largeScreen`, Dashboard). */
export async function largeScreenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/largeScreen',
    { config: { permission: 'Dashboard' }, schema: { response: { 200: okSchema(largeScreenSchema) } } },
    async () => ok(await largeScreen(app.db)),
  );
}
