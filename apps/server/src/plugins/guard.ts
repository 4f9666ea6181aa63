import { API_ROOT, AUTHENTICATED, type DataScope, ErrorCode, normalizeLang, PUBLIC } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthenticated } from '../http/errors.js';
import { KeptUntilWrite } from '../lib/kept-until-write.js';
import { cachedAccess } from '../modules/auth/access.js';
import { verifyAccessToken } from '../modules/auth/sessions.js';
import { disabledPluginApis } from '../modules/system/plugins/disabled.js';

/** The admin API root without its trailing slash, as Fastify prefixes want it. */
export const API_PREFIX = API_ROOT.slice(0, -1);

/** `Authorization: Bearer <token>`; the token type is case-insensitive. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Default-deny permission guard: every admin API route must declare `config.permission`;
 * a route without one answers 40300 for everyone.
 */
export const guardPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    request.lang = normalizeLang((request.headers.lang as string | undefined) ?? cookieLang(request));
  });

  // onRequest, so a caller without access never gets its body parsed or validated.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith(`${API_PREFIX}/`)) return;
    const permission = request.routeOptions.config?.permission;
    if (permission === PUBLIC) return;
    if (!permission) throw forbidden();
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const session = await verifyAccessToken(app.db, token);
    const { admin } = session;
    const access = await cachedAccess.get(app.db, session.adminId);
    request.auth = {
      adminId: session.adminId,
      username: admin.username,
      sessionId: session.sessionId,
      familyId: session.familyId,
      roles: access.roles,
      permissions: access.permissions,
      dataScope: admin.data_scope as DataScope,
      organizationId: admin.organization_id,
      departmentId: admin.department_id,
      areaId: admin.area_id,
    };
    if (permission === AUTHENTICATED) return;
    if ((await disabledPluginApis(app.db)).has(permission)) {
      throw new AppError(ErrorCode.Forbidden, 'plugin.disabled');
    }
    if (!access.permissions.has(permission)) throw forbidden();
  });

  // Roles, permissions, places and counts change only through writes: while one is handled, reads
  // skip what is kept, and after it they read afresh (lib/kept-until-write.ts).
  const writes = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    writes.add(request);
    KeptUntilWrite.beginWrite(app.db);
  });
  const ended = async (request: FastifyRequest) => {
    if (writes.delete(request)) KeptUntilWrite.endWrite(app.db);
  };
  app.addHook('onResponse', ended);
  app.addHook('onRequestAbort', ended);
});

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookieLang(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  return /(?:^|;\s*)language=([^;]+)/.exec(cookie)?.[1];
}
