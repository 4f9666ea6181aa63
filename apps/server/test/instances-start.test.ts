import { randomBytes } from 'node:crypto';
import { PERMISSION_REGISTRY } from '@bo/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNextRollup } from '../src/modules/dashboard/rollup.js';
import { queueNextSweep } from '../src/modules/sales/orders/sweep.js';
import {
  ADMIN_PASSWORD,
  call,
  createTestApp,
  onPostgres,
  TEST_DATABASE_URL,
  type TestApp,
} from './helpers.js';

const INSTANCES = 3;

/** Schemas made here: apps given a schema leave it (createTestApp drops only the one it made). */
const made: string[] = [];
function newSchema(): string {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  made.push(schema);
  return schema;
}

/** Rows per table of `schema`, read beside the apps. */
async function rowCounts(schema: string, url = TEST_DATABASE_URL): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
      [schema],
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const table = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
      const res = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[name] = Number(res.rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function onSchema(schema: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new schema as the previous release left it: without the last migration, the permissions of the last
 * menu group's actions and the recurring jobs (features that release did not have).
 */
async function previousRelease(): Promise<string> {
  const schema = newSchema();
  const before = await createTestApp({ databaseSchema: schema });
  await before.app.close();
  const group = PERMISSION_REGISTRY[PERMISSION_REGISTRY.length - 1];
  const actions = (group?.pages ?? []).flatMap((p) => p.actions ?? []);
  const list = actions.map((api) => `'${api}'`).join(',');
  await onSchema(schema, [
    'drop table rate_limit_hits',
    `delete from kysely_migration where name = '0019-rate-limits'`,
    `delete from role_permissions where permission_id in (select id from permissions where api in (${list}))`,
    `delete from permissions where api in (${list})`,
    'delete from jobs',
  ]);
  return schema;
}

/** `INSTANCES` apps started at the same moment on `schema`, as server processes started together. */
async function startTogether(schema: string): Promise<TestApp[]> {
  const started = await Promise.allSettled(
    Array.from({ length: INSTANCES }, () => createTestApp({ databaseSchema: schema })),
  );
  const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  if (failures.length) {
    await closeAll(apps);
    throw new Error(`${failures.length} of ${INSTANCES} instances failed to start: ${failures.join('; ')}`);
  }
  return apps;
}

/** Closes the apps one by one. */
async function closeAll(apps: TestApp[]): Promise<void> {
  for (const app of apps) await app.close();
}

/** Each app logs the first admin in with its password and serves a request that needs the session. */
async function expectServing(apps: TestApp[]): Promise<void> {
  for (const { app } of apps) {
    const login = await call(app, 'POST', 'login', {
      body: { type: 1, remember: false, username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.json().status, login.body).toBe(200);
    const token = login.json().message.access_token as string;
    const info = await call(app, 'GET', 'userInfo', { token });
    expect(info.json().status, info.body).toBe(200);
  }
}

/**
 * Reliability, "two server processes on one PostgreSQL behave as with one": instances started at the
 * same moment on a new database, or on one a new release has to migrate, migrate and seed it once and all
 * serve. SQLite runs one server process per file.
 */
describe.skipIf(!onPostgres)(`${INSTANCES} instances starting together`, () => {
  /** What one instance starting alone leaves in a new database. */
  let single: Record<string, number>;
  beforeAll(async () => {
    const alone = await createTestApp();
    try {
      single = await rowCounts(alone.config.databaseSchema ?? '', alone.config.databaseUrl);
    } finally {
      await alone.close();
    }
  });
  let running: TestApp[] = [];
  afterAll(async () => {
    await closeAll(running);
    await onSchema(
      'public',
      made.map((schema) => `drop schema if exists ${pg.escapeIdentifier(schema)} cascade`),
    );
  });

  it('on a new, empty database: one migration run, one seed, one first admin, and all serve', async () => {
    const schema = newSchema();
    running = await startTogether(schema);
    expect(await rowCounts(schema)).toEqual(single);
    expect(single.admins).toBe(1);
    await expectServing(running);
    await closeAll(running);
    running = [];
  });

  it('on a database a new release migrates: the new migration and permissions land once', async () => {
    const alone = await previousRelease();
    const together = await previousRelease();
    const one = await createTestApp({ databaseSchema: alone });
    try {
      running = await startTogether(together);
      expect(await rowCounts(together)).toEqual(await rowCounts(alone));
      await expectServing(running);
    } finally {
      await one.close();
    }
  });

  it('the recurring jobs each instance queues once ready are queued once', async () => {
    const db = running[0]?.app.db;
    if (!db) throw new Error('the instances of the previous case are gone');
    // As on a database where none is waiting (the previous release had none, or a worker holds it).
    await db.deleteFrom('jobs').execute();
    await Promise.all(running.flatMap(({ app }) => [queueNextSweep(app.db, 0), queueNextRollup(app.db, 0)]));
    const queued = await db.selectFrom('jobs').select('type').orderBy('type').execute();
    expect(queued.map((j) => j.type)).toEqual(['orders.sweep', 'stats.rollup']);
  });
});
