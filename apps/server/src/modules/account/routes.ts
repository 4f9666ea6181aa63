import { AUTHENTICATED, okSchema, ownInfoSchema, preferencesSchema, translate } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { unauthenticated } from '../../http/errors.js';
import type { AuthContext } from '../../types.js';
import { saveOwnInfo } from './own-info.js';
import { readPreferences, savePreferences } from './preferences.js';
import { loadUserInfo } from './user-info.js';

function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * The signed-in administrator's own account: `GET userInfo`, `POST user/admin`, and how they like the
 * back-office to look (`GET` / `POST account/preferences`).
 */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/userInfo', { config: { permission: AUTHENTICATED } }, async (request) => {
    const auth = authOf(request);
    return ok(await loadUserInfo(app.db, auth.adminId, auth.roles));
  });

  app.post(
    '/user/admin',
    { config: { permission: AUTHENTICATED }, schema: { body: ownInfoSchema } },
    async (request) => {
      const auth = authOf(request);
      await saveOwnInfo(app.db, { adminId: auth.adminId, familyId: auth.familyId }, request.body);
      return ok(translate(request.lang, 'info.saved'));
    },
  );

  app.get(
    '/account/preferences',
    { config: { permission: AUTHENTICATED }, schema: { response: { 200: okSchema(preferencesSchema) } } },
    async (request) => ok(await readPreferences(app.db, authOf(request).adminId)),
  );

  app.post(
    '/account/preferences',
    {
      config: { permission: AUTHENTICATED },
      schema: { body: preferencesSchema, response: { 200: okSchema(preferencesSchema) } },
    },
    async (request) => ok(await savePreferences(app.db, authOf(request).adminId, request.body)),
  );
}
