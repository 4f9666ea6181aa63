import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../lib/redact.js';
import type { LogRequests } from '../settings.js';

/** What every request's line says of it: method, URL (secret query values masked), who asked. */
function described(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    ...(request.auth ? { adminId: request.auth.adminId } : {}),
  };
}

/** Whether a logger at `level` writes info lines (pino's levels: trace, debug, info, then the quieter). */
const writesInfo = (level: string) => ['trace', 'debug', 'info'].includes(level);

/**
 * One log line per request, at info, written once it is responded to: method, URL, status, time taken (ms)
 * and the signed-in admin, with the request's id as every line of the request has it (`reqId`). A
 * request the client abandons before it is sent whole gets one line too. Fastify's own request logging
 * (a line on arrival and another on the response) is off; the arrival line is kept at debug, for following
 * a request that never ends. `mode`: every request, those responded with 400 and up (and abandoned), or none.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, options: { mode: LogRequests }) => {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'incoming request');
  });
  const { mode } = options;
  if (mode === 'off') return;
  app.addHook('onResponse', async (request, reply) => {
    if (mode === 'errors' && reply.statusCode < 400) return;
    // The line's fields (the URL with its secrets masked) cost more than the line when it is not written.
    if (!writesInfo(request.log.level)) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info(
      { ...described(request), statusCode: reply.statusCode, responseTime },
      'request completed',
    );
  });
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ ...described(request), aborted: true }, 'request aborted');
  });
});
