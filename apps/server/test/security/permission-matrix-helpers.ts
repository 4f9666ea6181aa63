import { createHash } from 'node:crypto';
import { AUTHENTICATED, type DataScope, PUBLIC } from '@bo/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { API_PREFIX } from '../../src/plugins/guard.js';
import type { RouteRecord } from '../../src/types.js';
import { createAdminWith, onPostgres } from '../helpers.js';

/**
 * A route as the matrix walks it: one permission api name (or PUBLIC, AUTHENTICATED, none), and the
 * query that picks it when the route declares a permission per query value.
 */
export interface MatrixRoute extends Omit<RouteRecord, 'permission'> {
  permission: string | undefined;
  query?: Record<string, string>;
}

/**
 * Every admin API route of the app (HEAD twins of GET routes left out unless asked for); a route whose
 * permission a query parameter picks appears once per value, with that value's permission.
 */
export function adminRoutes(app: FastifyInstance, withHead = false): MatrixRoute[] {
  return app.routeTable
    .filter((r) => r.url.startsWith(`${API_PREFIX}/`) && (withHead || r.method !== 'HEAD'))
    .flatMap(({ permission, ...r }): MatrixRoute[] =>
      typeof permission === 'object'
        ? Object.entries(permission.map).map(([value, api]) => ({
            ...r,
            permission: api,
            query: { [permission.by]: value },
          }))
        : [{ ...r, permission }],
    );
}

/** Routes guarded by a permission api name (not PUBLIC, not AUTHENTICATED). */
export const isApiGuarded = (r: MatrixRoute): r is MatrixRoute & { permission: string } =>
  typeof r.permission === 'string' && r.permission !== PUBLIC && r.permission !== AUTHENTICATED;

export const routeKey = (r: Pick<MatrixRoute, 'method' | 'url' | 'query'>) =>
  `${r.method} ${r.url}${r.query ? `?${new URLSearchParams(r.query)}` : ''}`;

/**
 * A plausible request for a route: path parameters become `1` (an existing id in most tables), POSTs
 * carry a small JSON body. The guard responds before the body is validated, so it need not be valid.
 */
export function requestFor(route: MatrixRoute, headers: Record<string, string> = {}): InjectOptions {
  const url = route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    query: route.query,
    headers: { accept: 'application/json', ...headers },
  };
  if (route.method === 'POST') request.payload = { ids: [1], id: 1, name: 'probe', state: 0, version: 1 };
  return request;
}

export const send = (app: FastifyInstance, route: MatrixRoute, headers: Record<string, string> = {}) =>
  app.inject(requestFor(route, headers));

/** The envelope status of a response, or `HTTP <code>` when the body is not an envelope (HEAD). */
export function statusOf(res: LightMyRequestResponse): number | string {
  try {
    return (res.json() as { status: number }).status;
  } catch {
    return `HTTP ${res.statusCode}`;
  }
}

export interface AdminFields {
  data_scope?: DataScope;
  organization_id?: number | null;
  department_id?: number | null;
  area_id?: number | null;
}

/** An admin (no argon2, no login) whose one role holds every permission api name `holds` accepts. */
export async function insertAdmin(
  app: FastifyInstance,
  holds: (api: string) => boolean,
  fields: AdminFields = {},
): Promise<{ id: number; token: string }> {
  return createAdminWith(app, holds, { passwordHash: 'not-a-hash', ...fields });
}

/** For each api name, the token of an admin lacking exactly that one and holding every other one. */
export async function adminsLacking(app: FastifyInstance, lacking: string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const api of lacking) tokens.set(api, (await insertAdmin(app, (held) => held !== api)).token);
  return tokens;
}

interface Table {
  name: string;
  columns: { name: string; dataType: string }[];
}

async function userTables(app: FastifyInstance, skip: ReadonlySet<string>): Promise<Table[]> {
  const tables = await app.db.introspection.getTables();
  return tables
    .filter((t) => !onPostgres || t.schema === app.config.databaseSchema)
    .filter((t) => !t.isView && !skip.has(t.name))
    .map((t) => ({ name: t.name, columns: t.columns }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const NUMERIC = /int|serial|real|numeric|double|float|decimal/i;

/**
 * A cheap per-table checksum in one query: row count, the sum of every number column (ids, states,
 * versions, amounts) and the latest `updated_at`. Inserts, deletes, state flips and versioned edits
 * change it; {@link contentHash} is the thorough check around a whole walk.
 */
export async function fingerprinter(app: FastifyInstance, skip: ReadonlySet<string>) {
  const tables = await userTables(app, skip);
  const parts = tables.map((t) => {
    const cols = t.columns.flatMap((c) => {
      const ref = `"${c.name}"`;
      // PostgreSQL names array types with a leading underscore (`_int8`): they cannot be summed.
      if (NUMERIC.test(c.dataType) && !c.dataType.startsWith('_')) return [`sum(${ref})`];
      return c.name === 'updated_at' ? [`max(${ref})`] : [];
    });
    const value = [`count(*)`, ...cols].map((e) => `coalesce(cast(${e} as text), '-')`).join(` || ':' || `);
    return `select '${t.name}' as name, ${value} as v from "${t.name}"`;
  });
  const query = sql.raw<{ name: string; v: string }>(parts.join(' union all '));
  return async (): Promise<Record<string, string>> => {
    const { rows } = await query.execute(app.db);
    return Object.fromEntries(rows.map((r) => [r.name, r.v]));
  };
}

/** Every row of every table as text, one JSON line per row, sorted (order-independent). */
export async function contentDump(
  app: FastifyInstance,
  skip: ReadonlySet<string> = new Set(),
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of await userTables(app, skip)) {
    const { rows } = await sql.raw<Record<string, unknown>>(`select * from "${t.name}"`).execute(app.db);
    out[t.name] = rows
      .map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))
      .sort()
      .join('\n');
  }
  return out;
}

/** A full hash of every row of every table: the thorough before/after check. */
export async function contentHash(app: FastifyInstance, skip: ReadonlySet<string>) {
  const dump = await contentDump(app, skip);
  return Object.fromEntries(
    Object.entries(dump).map(([name, text]) => [name, createHash('sha256').update(text).digest('hex')]),
  );
}

/** Keys whose values differ between two snapshots. */
export function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]);
}
