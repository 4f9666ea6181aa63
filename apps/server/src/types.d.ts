import type { DataScope, Lang, MessageKey } from '@bo/contract';
import type { FastifySchema } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db, DialectName } from './db/database.js';
import type { ExportThreads } from './jobs/export-threads.js';
import type { AuditTrail } from './lib/audit-trail.js';
import type { LogMask } from './lib/redact.js';
import type { Redis } from './lib/redis.js';
import type { Notifications } from './modules/notifications/hub.js';
import type { ChangeNotices } from './plugins/change-notices.js';
import type { AppMetrics } from './plugins/metrics.js';
import type { RateLimiterFactory } from './plugins/rate-limits.js';

export interface AuthContext {
  adminId: number;
  username: string;
  sessionId: number;
  familyId: string;
  roles: string[];
  permissions: Set<string>;
  dataScope: DataScope;
  /** Where the admin belongs: the anchors of the data scope (docs/security.md#terms). */
  organizationId: number | null;
  departmentId: number | null;
  areaId: number | null;
}

/**
 * A permission picked by the value of one query parameter: each `assets/list` view is a page of its
 * own, and needs that page's permission.
 */
export interface PermissionByQuery {
  /** The query parameter. */
  by: string;
  /** The api name each value needs. */
  map: Readonly<Record<string, string>>;
  /** The value the parameter takes when absent (its schema's default). */
  default: string;
}

/**
 * A permission api name, `@authenticated` (any signed-in admin) / `@public` (no token), or one picked by a
 * query parameter.
 */
export type RoutePermission = string | PermissionByQuery;

/** A registered route and the permission it declares (walked by the guard test). */
export interface RouteRecord {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
  /** Its declared schemas (params, querystring, body, response), as given: walked by the bad-input test. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteRecord[];
    db: Db;
    dialect: DialectName;
    config: AppConfig;
    /** The Redis connection when `REDIS_URL` is set. */
    redis: Redis | null;
    /** The prefix of this installation's Redis keys and channels (plugins/redis.ts). */
    redisNamespace: string;
    /** Tells other instances on the same data about writes (plugins/change-notices.ts). */
    changes: ChangeNotices;
    /** Each administrator's notifications and their open streams (modules/notifications/hub.ts). */
    notifications: Notifications;
    /** Rate limiters that hold across instances (plugins/rate-limits.ts). */
    rateLimiter: RateLimiterFactory;
    /** Counters for `GET /metrics` (plugins/metrics.ts). */
    metrics: AppMetrics;
    /** The threads exports run on, or null when they run on this one (plugins/export-threads.ts). */
    exportThreads: ExportThreads | null;
  }
  interface FastifyRequest {
    lang: Lang;
    /** Set by the permission guard for every non-public route. */
    auth: AuthContext | null;
    /** The storefront member signed in, set by the storefront's own check (modules/storefront/routes.ts). */
    memberId: number | null;
    /** The records this request's writes changed, for its admin-log entry (plugins/admin-log.ts). */
    audit: AuditTrail;
  }
  interface FastifyContextConfig {
    /**
     * The permission api name this route needs, or `@authenticated` (any signed-in admin) / `@public`
     * (no token), or the one a query parameter's value picks; the guard checks it before the request is
     * parsed further.
     */
    permission?: RoutePermission;
    /**
     * Body paths the admin log masks besides secret-looking names (lib/redact.ts): card keys, secret
     * plug-in settings. A function when the paths depend on stored data (a plug-in's manifest).
     */
    logMask?: LogMask | ((request: FastifyRequest) => Promise<LogMask>);
    /** The module that registered the route (modules/index.ts): its tag in the OpenAPI document. */
    module?: string;
    /**
     * The route's own field labels for its validation messages (a declared resource's), before the
     * catalog's shared `fields.*`.
     */
    fieldLabels?: Readonly<Record<Lang, Readonly<Record<string, string>>>>;
    /**
     * The message of a body over the route's own `bodyLimit` (given as `{{max}}`), where the general
     * "too large" would not say what the limit is for (an uploaded catalog).
     */
    tooLarge?: MessageKey;
    /**
     * The session may come from the access-token cookie when no `Authorization` header is sent: a
     * browser's EventSource sends cookies but no headers. Only for reads (GET) that change nothing.
     */
    cookieSession?: boolean;
  }
}
