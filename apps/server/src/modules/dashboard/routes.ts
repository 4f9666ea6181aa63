import { dashboardSchema, okSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { registerJobHandler } from '../../jobs/registry.js';
import { queueNextRollup, runRollup, STATS_ROLLUP_JOB } from './rollup.js';
import { dashboard } from './service.js';

/** The dashboard (`GET index`, Dashboard) and the job that keeps its daily rollups. */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerJobHandler(STATS_ROLLUP_JOB, runRollup, { maxAttempts: 1 });
  app.addHook('onReady', () => queueNextRollup(app.db, 0));

  app.get(
    '/index',
    { config: { permission: 'Dashboard' }, schema: { response: { 200: okSchema(dashboardSchema) } } },
    async () => ok(await dashboard(app.db)),
  );
}
