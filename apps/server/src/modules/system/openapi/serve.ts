import swagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runningRelease } from '../update/version.js';
import { documentRoutes, type RouteDocumentation } from './document.js';
import { finishDocument } from './finish.js';

export interface ApiDocument extends RouteDocumentation {
  title: string;
  description: string;
  /** The API root the document's paths are relative to. */
  server: string;
  /** The config of the `GET openapi.json` route (who may read the document). */
  config: FastifyContextConfig;
}

/**
 * An OpenAPI 3.1 document of the routes registered after it in the same scope, served at
 * `GET openapi.json` of that scope. Register it before any route: @fastify/swagger collects routes
 * through an `onRoute` hook, so every route added later appears without being listed anywhere, and a
 * route of another scope (the other API) never does.
 */
export const apiDocument = (options: ApiDocument) =>
  fp(async (app: FastifyInstance) => {
    const { title, description, server, config, ...routes } = options;
    await app.register(swagger, {
      openapi: {
        // 3.1: its schemas are JSON Schema 2020-12, which is what zod writes (null as a type, no
        // `nullable`), and what current client generators expect.
        openapi: '3.1.0',
        info: {
          title,
          version: runningRelease().version,
          description,
          // The repository's LICENSE file.
          license: { name: 'Apache License 2.0', identifier: 'Apache-2.0' },
        },
        servers: [{ url: server }],
        components: { securitySchemes: { [routes.scheme]: { type: 'http', scheme: 'bearer' } } },
      },
      transform: documentRoutes(routes),
      transformObject: finishDocument,
    });

    app.get(
      '/openapi.json',
      { config, schema: { summary: 'This OpenAPI document' } },
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
    );
  });
