import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or client gave is kept when it is a short token of plain characters; anything else
 * (too long, spaces, quotes, line breaks that would forge log lines) is replaced by a new one.
 */
const SAFE_ID = /^[\w.:=+/-]{1,64}$/;

/** Fastify's `genReqId`: the caller's `X-Request-Id` when safe, else a new UUID. */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Sends the request's id back, so a client or a proxy can quote it when reporting a problem. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
