import { okSchema, updateInfoSchema, updateRunSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { unauthenticated } from '../../../http/errors.js';
import { feedPolicy } from './feed-target.js';
import { requestUpdate, updateInfo } from './service.js';
import { detectRunner } from './upgrade-commands.js';

/** Version update (`update`, UpdateDetail / UpdateRun). */
export async function updateRoutes(app: FastifyInstance): Promise<void> {
  const policy = feedPolicy(app.config);
  const runner = detectRunner();
  app.get(
    '/update',
    { config: { permission: 'UpdateDetail' }, schema: { response: { 200: okSchema(updateInfoSchema) } } },
    async (request) => ok(await updateInfo(app.db, request.lang, policy)),
  );

  app.post(
    '/update/run',
    { config: { permission: 'UpdateRun' }, schema: { response: { 200: okSchema(updateRunSchema) } } },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return ok(await requestUpdate(app.db, request.lang, request.auth.adminId, policy, runner));
    },
  );
}
