import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, outageLog } from '../http/outages.js';
import { maskPaths, redact } from '../lib/redact.js';
import { nowIso } from '../lib/time.js';
import { API_PREFIX } from './guard.js';

const MAX_INPUT = 8_000;

function usernameOf(request: FastifyRequest): string {
  if (request.auth) return request.auth.username;
  const body = request.body as { username?: unknown } | undefined;
  // A refused request's name may hold a NUL, which PostgreSQL cannot store (the entry would be lost).
  return typeof body?.username === 'string' ? body.username.replaceAll('\u0000', '').slice(0, 64) : '';
}

/**
 * The body with the paths its route declares secret masked (route option `logMask`); when they cannot
 * be known (the database did not respond), nothing of it.
 */
async function maskedBody(request: FastifyRequest): Promise<unknown> {
  const body = request.body ?? {};
  const mask = request.routeOptions.config.logMask;
  if (!mask) return body;
  try {
    return maskPaths(body, typeof mask === 'function' ? await mask(request) : mask);
  } catch {
    return '***';
  }
}

/**
 * Writes every non-GET admin API request to the admin log (the audit trail of who changed what), failed ones included; secret
 * fields of the body, and the paths its route declares secret, are masked (lib/redact.ts) and the query string is left out.
 */
export const adminLogPlugin = fp(async (app: FastifyInstance) => {
  const logOutage = outageLog();
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const input = JSON.stringify(redact(await maskedBody(request))) ?? '{}';
    try {
      await app.db
        .insertInto('admin_logs')
        .values({
          admin_id: request.auth?.adminId ?? null,
          username: usernameOf(request),
          path: request.url.split('?')[0]!.slice(API_PREFIX.length + 1, API_PREFIX.length + 513),
          method: request.method,
          ip: request.ip.slice(0, 64),
          input: input.length > MAX_INPUT ? `${input.slice(0, MAX_INPUT)}…` : input,
          status: reply.statusCode,
          created_at: nowIso(),
        })
        .execute();
    } catch (err) {
      if (isDatabaseUnavailable(err))
        logOutage(request.log, err, 'admin log write failed: database unavailable');
      else request.log.error({ err }, 'admin log write failed');
    }
  });
});
