import { createHash } from 'node:crypto';
import { SUPER_ROLE } from '@bo/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { z } from 'zod';
import { dropDbCaches } from '../../src/lib/db-cache.js';
import { API_PREFIX } from '../../src/plugins/guard.js';
import type { RoutePermission } from '../../src/types.js';
import { createAdminWith } from '../helpers.js';

/**
 * Tables written by refused requests by design, left out of the "nothing written" comparison: the admin
 * log records every non-GET request (failed ones included), sessions record their last use, login
 * events record every failed sign-in (for the lockout), and the shared rate limits count every attempt.
 */
export const CHANGING_TABLES = new Set(['admin_logs', 'auth_sessions', 'login_events', 'rate_limit_hits']);

interface Table {
  name: string;
  columns: string[];
}
const tablesByApp = new WeakMap<FastifyInstance, Promise<Table[]>>();

/** The app's tables but the ones that change by design (read once: introspection is slow). */
function tablesOf(app: FastifyInstance): Promise<Table[]> {
  let tables = tablesByApp.get(app);
  if (!tables) {
    tables = app.db.introspection
      .getTables()
      .then((all) =>
        all
          .filter((t) => !CHANGING_TABLES.has(t.name))
          .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) })),
      );
    tablesByApp.set(app, tables);
  }
  return tables;
}

/**
 * Row count and a hash of the rows per table: a cheap "did anything change", in one query that
 * hashes on PostgreSQL (summing row hashes: updated rows move) and concatenates on SQLite (which scans
 * an unchanged table in the same order every time).
 */
export async function snapshot(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await tablesOf(app);
  const parts = tables.map(({ name, columns }) =>
    app.dialect === 'postgres'
      ? sql`select ${name}::text as t, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as h from ${sql.table(name)} x`
      : sql`select ${name} as t, count(*) || ':' || coalesce(group_concat(${sql.join(
          columns.map((c) => sql`quote(${sql.ref(c)})`),
          sql` || ',' || `,
        )}, char(10)), '') as h from ${sql.table(name)}`,
  );
  const { rows } = await sql.join(parts, sql` union all `).execute(app.db);
  return Object.fromEntries(
    (rows as { t: string; h: string }[]).map((r) => [
      r.t,
      app.dialect === 'postgres' ? r.h : createHash('sha1').update(r.h).digest('hex'),
    ]),
  );
}

/** The tables whose snapshot differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

export interface FuzzRoute {
  method: 'GET' | 'POST';
  url: string;
  permission: RoutePermission | undefined;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Every route under `prefix` (the admin API by default) with a params, querystring or body schema, as
 * registered (new routes included).
 */
export function schemaRoutes(app: FastifyInstance, prefix = API_PREFIX): FuzzRoute[] {
  return app.routeTable
    .filter((r) => r.url.startsWith(`${prefix}/`) && (r.method === 'GET' || r.method === 'POST'))
    .map((r) => {
      const s = (r.schema ?? {}) as { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
      return {
        method: r.method as 'GET' | 'POST',
        url: r.url,
        permission: r.permission,
        params: s.params,
        query: s.querystring,
        body: s.body,
      };
    })
    .filter((r) => r.params || r.query || r.body);
}

/** `/api/v1/admin/good/:id` with `{id: '7'}` → `/api/v1/admin/good/7` (values already URL-safe). */
export function pathOf(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
}

const CJK = /[\u4e00-\u9fff]/;
/**
 * Messages the web client recognizes by their text (to open the re-login dialog): the same in every language.
 */
const WIRE_MESSAGES = new Set(['The refresh token is invalid']);
const CATALOG_KEY = /^[a-z]+\.[A-Za-z.]+$/;

/**
 * A refusal as the API defines it: a 4xx error envelope with a localized message (Chinese by
 * default, English for `lang: en`), and, when `field` is at fault, a message for it.
 */
export function expectRefusal(
  response: LightMyRequestResponse,
  lang: 'zh' | 'en',
  field: string | null,
  what: string,
): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  const body = response.json() as { result: string; status: number; message: string; errors?: object };
  expect(body.result, what).toBe('error');
  expect(body.status, what).toBeGreaterThanOrEqual(40000);
  expect(body.status, what).toBeLessThan(50000);
  expect(typeof body.message, what).toBe('string');
  expect(body.message, what).not.toMatch(CATALOG_KEY);
  // A whole-input error names "the request data", not the internal path `_`.
  expect(body.message, what).not.toMatch(/^_/);
  if (WIRE_MESSAGES.has(body.message)) return;
  if (lang === 'zh') expect(body.message, what).toMatch(CJK);
  else expect(body.message, what).not.toMatch(CJK);
  if (field !== null) {
    const fields = Object.keys(body.errors ?? {});
    expect(
      fields.some((f) => f === field || f.startsWith(`${field}.`)),
      `${what}: errors ${JSON.stringify(body.errors)}`,
    ).toBe(true);
  }
}

/** A second administrator holding the super role (for passes that may edit or remove the first). */
export async function secondSuperAdmin(app: FastifyInstance): Promise<string> {
  const made = await createAdminWith(app, []);
  const role = await app.db
    .selectFrom('roles')
    .select('id')
    .where('code', '=', SUPER_ROLE)
    .executeTakeFirstOrThrow();
  await app.db.insertInto('admin_roles').values({ admin_id: made.id, role_id: role.id }).execute();
  dropDbCaches(app.db);
  return made.token;
}
