import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataScope } from '@bo/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { EMPTY_ADMIN_PROFILE } from '../src/db/admin-profile.js';
import type { JobWorkerOptions } from '../src/jobs/worker.js';
import { hashPassword } from '../src/lib/crypto.js';
import { dropDbCaches } from '../src/lib/db-cache.js';
import { nowIso } from '../src/lib/time.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { issueSession } from '../src/security/sessions.js';

/** `TEST_DB=postgres` (set by the server-postgres Vitest project) runs the same suite on PostgreSQL. */
export const onPostgres = process.env.TEST_DB === 'postgres';

/** Whether `pg_dump` runs here: a PostgreSQL backup needs it (SQLite's does not). */
export const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bo_test';
export const ADMIN_PASSWORD = 'Admin12345pass';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** A database of the test server (`TEST_DATABASE_URL`) by its name. */
const databaseUrl = (name: string) =>
  Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).toString();

async function onServer<T>(run: (client: pg.Client) => Promise<T>, url = TEST_DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The sources whose code decides what a fresh database holds (see {@link templateDatabase}). */
const TEMPLATE_SOURCES = [
  path.join(import.meta.dirname, '../src'),
  path.join(import.meta.dirname, '../../../packages/contract/src'),
];

/** The schema the template database holds, renamed in each copy to the copy's own name. */
const TEMPLATE_SCHEMA = 'template_app';

/**
 * A database migrated and seeded once, which each test app on PostgreSQL copies (`CREATE DATABASE …
 * TEMPLATE`, about 50 ms) instead of migrating a schema of its own (about 700 ms, most of the
 * PostgreSQL suite's extra time). What a start writes comes from the migrations, the seed, the built-in
 * plug-ins and the contract's registries (permissions, catalogs): its name holds a digest of the
 * server's and the contract's sources, so any change to them makes a new one (and drops the ones made
 * before for this test database). It is made once across the suite's workers, under an advisory lock.
 */
let template: Promise<string> | undefined;
function templateDatabase(): Promise<string> {
  template ??= (async () => {
    const digest = createHash('sha256');
    for (const dir of TEMPLATE_SOURCES)
      for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort())
        if (/\.ts$/.test(file) && !/\.test\.ts$/.test(file))
          digest.update(file).update(fs.readFileSync(path.join(dir, file)));
    const base = new URL(TEST_DATABASE_URL).pathname.slice(1);
    const name = `${base}_tpl_${digest.digest('hex').slice(0, 10)}`;
    await onServer(async (client) => {
      await client.query('select pg_advisory_lock(hashtext($1))', [base]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const older = await client.query<{ datname: string }>(
          "select datname from pg_database where datname like $1 escape '!'",
          [`${base.replaceAll(/[!_%]/g, '!$&')}!_tpl!_%`],
        );
        // One another run is copying right now stays (PostgreSQL refuses to drop it): a later run drops it.
        for (const { datname } of older.rows)
          await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
        const building = `${name}_build`;
        await client.query(`CREATE DATABASE "${building}"`);
        const { app } = await buildApp(
          {
            ...baseConfig('template'),
            databaseUrl: databaseUrl(building),
            databaseSchema: TEMPLATE_SCHEMA,
          },
          { logger: false },
        );
        await app.close();
        // Published whole or not at all: a worker that finds it finds it complete.
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [base]);
      }
    });
    return name;
  })();
  return template;
}

/** A copy of the template database, its schema renamed to `name` (unique, as the tests expect). */
async function copyOfTemplate(name: string): Promise<string> {
  const source = await templateDatabase();
  await onServer((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  const url = databaseUrl(name);
  await onServer((client) => client.query(`ALTER SCHEMA ${TEMPLATE_SCHEMA} RENAME TO "${name}"`), url);
  return url;
}

function baseConfig(schema: string): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), `bo-test-${schema}`),
    databaseUrl: onPostgres ? TEST_DATABASE_URL : '',
    databaseSchema: onPostgres ? schema : undefined,
    sqliteFile: ':memory:',
    captcha: false,
    adminPassword: ADMIN_PASSWORD,
    logLevel: 'silent',
    trustProxy: false,
    bodyLimit: 2 * 1024 * 1024,
    ssoSecret: 'test-sso-secret',
  };
}

/**
 * A fresh app on a fresh database: SQLite in memory, or on PostgreSQL a database of its own copied from
 * the migrated template, whose schema has the app's own name. Given a schema or a database, the app
 * opens that one as it is (a second instance of another app's database), and leaves it to its owner.
 * `logStream` turns the production logger on, writing to it (at `overrides.logLevel`); `worker` runs
 * the job worker.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logStream?: { write(line: string): void }; worker?: boolean | JobWorkerOptions } = {},
): Promise<TestApp> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const ownsDatabase =
    onPostgres && overrides.databaseSchema === undefined && overrides.databaseUrl === undefined;
  const copied = ownsDatabase ? { databaseUrl: await copyOfTemplate(schema) } : {};
  const config: AppConfig = { ...baseConfig(schema), ...copied, ...overrides };
  const { app } = await buildApp(config, {
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    worker: options.worker,
  });
  return {
    app,
    config,
    async close() {
      await app.close();
      if (ownsDatabase)
        await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${schema}" WITH (FORCE)`));
    },
  };
}

/** A session for an existing admin, without the login flow (for tests of other endpoints). */
export async function tokenFor(app: FastifyInstance, username = 'admin'): Promise<string> {
  const admin = await app.db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const pair = await issueSession(app.db, admin.id, { ip: '127.0.0.1', userAgent: 'test', remember: false });
  return pair.access_token;
}

/**
 * Factory: an admin holding a new role with exactly the given permission api names (or those `apis`
 * accepts). Returns the admin id and an access token. `passwordHash` skips the argon2 hashing for
 * admins that never log in with a password (tests creating many of them).
 */
export async function createAdminWith(
  app: FastifyInstance,
  apis: string[] | ((api: string) => boolean),
  overrides: {
    username?: string;
    password?: string;
    passwordHash?: string;
    nickname?: string;
    state?: number;
    data_scope?: DataScope;
    organization_id?: number | null;
    department_id?: number | null;
    area_id?: number | null;
  } = {},
): Promise<{ id: number; username: string; token: string; roleCode: string }> {
  const { password, passwordHash, ...fields } = overrides;
  const username = overrides.username ?? `u_${randomBytes(4).toString('hex')}`;
  const now = nowIso();
  const roleCode = `role_${randomBytes(4).toString('hex')}`;
  const db = app.db;
  const role = await db
    .insertInto('roles')
    .values({ code: roleCode, name: roleCode, introduction: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const held =
    typeof apis === 'function'
      ? (
          await db.selectFrom('permissions').select(['id', 'api']).where('api', 'is not', null).execute()
        ).filter((p) => apis(p.api!))
      : apis.length
        ? await db.selectFrom('permissions').select('id').where('api', 'in', apis).execute()
        : [];
  if (held.length) {
    await db
      .insertInto('role_permissions')
      .values(held.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();
  }
  const admin = await db
    .insertInto('admins')
    .values({
      password_hash: passwordHash ?? (await hashPassword(password ?? 'Password1234')),
      nickname: 'Tester',
      ...EMPTY_ADMIN_PROFILE,
      organization_id: null,
      department_id: null,
      area_id: null,
      data_scope: 'all',
      state: 1,
      ...fields,
      username,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('admin_roles').values({ admin_id: admin.id, role_id: role.id }).execute();
  // Written beside the API: drop what the server keeps until a write, as an API write would.
  dropDbCaches(db);
  return { id: admin.id, username, token: await tokenFor(app, username), roleCode };
}

/** The id and edit version of a role by its code (the `roleCode` createAdminWith returns). */
export function roleByCode(app: FastifyInstance, code: string): Promise<{ id: number; version: number }> {
  return app.db
    .selectFrom('roles')
    .select(['id', 'version'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

export interface CallOptions {
  token?: string;
  /** The `Lang` header as a client sends it: zh, en, or another code (answered in English). */
  lang?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Calls the admin API: `call(app, 'POST', 'login', {body})`. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  route: string,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers.lang = opts.lang;
  const request: InjectOptions = { method, url: `${API_PREFIX}/${route}`, headers };
  if (opts.query) request.query = opts.query;
  if (opts.body !== undefined) request.payload = opts.body as InjectOptions['payload'];
  return app.inject(request);
}

/** Reads until `done` holds or `ms` pass; returns the last value read (assert on it). */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body built by hand, parts in the given order. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`), 'content' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
