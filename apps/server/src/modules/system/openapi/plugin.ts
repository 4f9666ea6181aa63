import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../../plugins/guard.js';
import { runningRelease } from '../update/version.js';
import { documentRoute, SECURITY_SCHEME } from './document.js';

/**
 * The OpenAPI 3 document of the admin API, generated from the routes' zod schemas (ApiDocumentDetail).
 * Register it before any route: @fastify/swagger collects the routes registered after it through an
 * `onRoute` hook, so every route added later by any module appears without being listed anywhere.
 * `GET openapi.json` serves it (permission ApiDocumentDetail).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Back-office admin API',
        version: runningRelease().version,
        description:
          'Every answer is the envelope `{result, status, message}` (DESIGN §2). Send `Authorization: Bearer <access_token>` and `Lang: zh|en`.',
      },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { [SECURITY_SCHEME]: { type: 'http', scheme: 'bearer' } } },
    },
    transform: documentRoute,
  });

  app.get(
    '/openapi.json',
    {
      config: { permission: 'ApiDocumentDetail' },
      schema: { summary: 'This OpenAPI document' },
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
  );
});
