import {
  AUTHENTICATED,
  idParamsSchema,
  NOTIFICATION_PATHS,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationReadSchema,
  okSchema,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { notFound, unauthenticated } from '../../http/errors.js';
import type { AuthContext } from '../../types.js';
import { registerNotificationJobs } from './daily.js';
import { listNotifications } from './queries.js';
import { markRead, unreadCount } from './store.js';
import { openStream } from './stream.js';

function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * The caller's own notifications: `GET notification` (paged, with the unread count),
 * `POST notification/read/{id}` (0: all of mine) and `GET notification/stream` (server-sent events).
 * Every signed-in admin has his own, so no permission beyond the session; nobody reads another's.
 */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerNotificationJobs(app);

  app.get(
    `/${NOTIFICATION_PATHS.list}`,
    {
      config: { permission: AUTHENTICATED },
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: okSchema(notificationPageSchema) },
      },
    },
    async (request) =>
      ok(await listNotifications(app.db, authOf(request).adminId, request.query, request.lang)),
  );

  app.post(
    `/${NOTIFICATION_PATHS.read}/:id`,
    {
      config: { permission: AUTHENTICATED },
      schema: { params: idParamsSchema, response: { 200: okSchema(notificationReadSchema) } },
    },
    async (request) => {
      const { adminId } = authOf(request);
      if (!(await markRead(app.db, adminId, request.params.id))) throw notFound();
      // The other tabs' bells (on any instance) show the new count.
      await app.notifications.changed([adminId]);
      return ok({ unread: await unreadCount(app.db, adminId) });
    },
  );

  app.get(
    `/${NOTIFICATION_PATHS.stream}`,
    { config: { permission: AUTHENTICATED, cookieSession: true } },
    (request, reply) => openStream(request, reply),
  );
}
