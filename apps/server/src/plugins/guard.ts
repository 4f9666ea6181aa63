import {
  ACCESS_TOKEN_COOKIE,
  API_ROOT,
  AUTHENTICATED,
  type DataScope,
  ErrorCode,
  normalizeLang,
  PUBLIC,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthenticated } from '../http/errors.js';
import { cachedAccess } from '../security/access.js';
import { disabledPluginApis } from '../security/plugin-switches.js';
import { verifyAccessToken } from '../security/sessions.js';
import type { PermissionByQuery, RoutePermission } from '../types.js';

/** The admin API root without its trailing slash, as Fastify prefixes want it. */
export const API_PREFIX = API_ROOT.slice(0, -1);

/** `Authorization: Bearer <token>`; the token type is case-insensitive. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The access token a request presents: its `Authorization` header, or where allowed its cookie. */
export function sessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) ?? cookieToken(request);
}

/**
 * The api names a declared permission may ask for: the one named, or each a query parameter may pick
 * (the permission matrix and the API document walk them).
 */
export function permissionApis(permission: RoutePermission | undefined): string[] {
  if (permission === undefined) return [];
  return typeof permission === 'string' ? [permission] : [...new Set(Object.values(permission.map))];
}

/**
 * The api names of which the caller must hold one: the one the query parameter picks (its default when
 * absent). A value outside the map (repeated, or unknown) is refused by the route's schema once the
 * caller is let in; until then it needs one of the route's pages, so nobody without any learns more.
 */
function neededByQuery(request: FastifyRequest, permission: PermissionByQuery): string[] {
  const raw = (request.query as Record<string, unknown> | undefined)?.[permission.by] ?? permission.default;
  const api = typeof raw === 'string' && Object.hasOwn(permission.map, raw) ? permission.map[raw] : undefined;
  return api ? [api] : permissionApis(permission);
}

/**
 * Default-deny permission guard: every admin API route must declare `config.permission`;
 * a route without one responds with 40300 for everyone.
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
    const token = sessionToken(request);
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
    const needed = typeof permission === 'string' ? [permission] : neededByQuery(request, permission);
    const disabled = await disabledPluginApis(app.db);
    if (needed.every((api) => disabled.has(api))) {
      throw new AppError(ErrorCode.Forbidden, 'plugin.disabled');
    }
    if (!needed.some((api) => access.permissions.has(api))) throw forbidden();
  });
});

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const raw = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(cookie)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function cookieLang(request: FastifyRequest): string | undefined {
  return cookieValue(request, 'language');
}

/**
 * The access token of the web app's cookie, for the routes that take it (`cookieSession`: a GET an
 * EventSource makes, which cannot send headers). Everywhere else a cookie is no session: a form another
 * site posts would carry it.
 */
function cookieToken(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || !request.routeOptions.config?.cookieSession) return null;
  return cookieValue(request, ACCESS_TOKEN_COOKIE) ?? null;
}
