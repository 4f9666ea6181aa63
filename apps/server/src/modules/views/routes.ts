import {
  AUTHENTICATED,
  idParamsSchema,
  messageSchema,
  okSchema,
  savedViewInputSchema,
  savedViewListQuerySchema,
  savedViewSchema,
  translate,
  viewPreferenceSchema,
  viewRoleSchema,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { unauthenticated } from '../../http/errors.js';
import type { AuthContext } from '../../types.js';
import { shareableRoles } from './access.js';
import {
  createView,
  destroyView,
  listViews,
  readPreference,
  updateView,
  writePreference,
} from './service.js';

function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * Saved list views (`view`): any signed-in administrator may keep views of the pages they may open,
 * so the routes need a session and the service checks the page against the caller's permissions.
 */
export async function savedViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: AUTHENTICATED };

  app.get(
    '/view',
    {
      config,
      schema: { querystring: savedViewListQuerySchema, response: { 200: okSchema(savedViewSchema.array()) } },
    },
    async (request) => ok(await listViews(app.db, authOf(request), request.query.page)),
  );

  app.get(
    '/view/roles',
    { config, schema: { response: { 200: okSchema(viewRoleSchema.array()) } } },
    async (request) => ok(await shareableRoles(app.db, authOf(request))),
  );

  app.get(
    '/view/preference',
    {
      config,
      schema: {
        querystring: savedViewListQuerySchema,
        response: { 200: okSchema(viewPreferenceSchema.nullable()) },
      },
    },
    async (request) => ok(await readPreference(app.db, authOf(request), request.query.page)),
  );

  app.post(
    '/view/preference',
    { config, schema: { body: viewPreferenceSchema, response: { 200: okSchema(viewPreferenceSchema) } } },
    async (request) => ok(await writePreference(app.db, authOf(request), request.body)),
  );

  app.post(
    '/view',
    { config, schema: { body: savedViewInputSchema, response: { 200: okSchema(savedViewSchema) } } },
    async (request) => ok(await createView(app.db, authOf(request), request.body)),
  );

  app.post(
    '/view/:id',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: savedViewInputSchema,
        response: { 200: okSchema(savedViewSchema) },
      },
    },
    async (request) => ok(await updateView(app.db, authOf(request), request.params.id, request.body)),
  );

  app.post(
    '/view/destroy/:id',
    { config, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await destroyView(app.db, authOf(request), request.params.id);
      return ok(translate(request.lang, 'common.deleted'));
    },
  );
}
