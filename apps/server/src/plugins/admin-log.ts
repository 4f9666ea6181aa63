import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AdminLogsTable } from '../db/schema.js';
import { isDatabaseUnavailable, outageLog } from '../http/outages.js';
import { AuditTrail } from '../lib/audit-trail.js';
import { dropDbCaches } from '../lib/db-cache.js';
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

type LogRow = Insertable<AdminLogsTable>;

/** Rows per insert: a batch of a thousand records stays inside both databases' limits on parameters. */
const CHUNK = 200;

/**
 * A request's rows, all or none: one insert, or, for a batch of many records, one transaction. A
 * request is never logged by halves.
 */
async function writeRows(db: Db, rows: LogRow[]): Promise<void> {
  if (rows.length <= CHUNK) {
    await db.insertInto('admin_logs').values(rows).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('admin_logs')
        .values(rows.slice(i, i + CHUNK))
        .execute();
  });
}

/**
 * The request's rows: one per record its writes changed (its trail, if a write made one), each with
 * the changes; one without a record when it changed none. A failed request keeps no changes: its
 * writes rolled back with the error (a write that did commit before a later step failed is the rare
 * loss of this).
 */
function rowsOf(request: FastifyRequest, status: number, input: string, trail?: AuditTrail): LogRow[] {
  const common = {
    admin_id: request.auth?.adminId ?? null,
    username: usernameOf(request),
    path: request.url.split('?')[0]!.slice(API_PREFIX.length + 1, API_PREFIX.length + 513),
    method: request.method,
    ip: request.ip.slice(0, 64),
    input: input.length > MAX_INPUT ? `${input.slice(0, MAX_INPUT)}…` : input,
    status,
    created_at: nowIso(),
  };
  const entries = status < 400 ? (trail?.entries() ?? []) : [];
  if (entries.length === 0) return [{ ...common, subject_type: null, subject_id: null, changes: null }];
  return entries.map((entry) => ({ ...common, ...entry, changes: JSON.stringify(entry.changes) }));
}

/**
 * Writes every non-GET admin API request to the admin log (the audit trail of who changed what), failed
 * ones included, with the records its writes changed and their fields before and after
 * (lib/audit-trail.ts); secret fields of the body, and the paths its route declares secret, are masked
 * (lib/redact.ts) and the query string is left out.
 */
export const adminLogPlugin = fp(async (app: FastifyInstance) => {
  const logOutage = outageLog();
  // Each request's own trail, made when a write path first notes something (most requests never do).
  const trails = new WeakMap<FastifyRequest, AuditTrail>();
  app.decorateRequest('audit', {
    getter(this: FastifyRequest) {
      const trail = trails.get(this) ?? new AuditTrail();
      trails.set(this, trail);
      return trail;
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const input = JSON.stringify(redact(await maskedBody(request))) ?? '{}';
    try {
      await writeRows(app.db, rowsOf(request, reply.statusCode, input, trails.get(request)));
      // A signed-in write that succeeded dropped the caches as its response left
      // (plugins/change-notices.ts), before this entry was written: a count of the log read in between
      // would miss it while cached.
      if (request.auth && reply.statusCode < 400) dropDbCaches(app.db);
    } catch (err) {
      if (isDatabaseUnavailable(err))
        logOutage(request.log, err, 'admin log write failed: database unavailable');
      else request.log.error({ err }, 'admin log write failed');
    }
  });
});
