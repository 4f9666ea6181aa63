import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../src/db/migrate.js';
import { releaseDataDirLock, takeDataDirLock } from '../src/lib/instance-lock.js';
import { onPostgres, TEST_DATABASE_URL } from './helpers.js';
import { FROM_SOURCE, serverEnv, startProcess, tempDataDir } from './server-process.js';

/** `npm run migrate` as its script runs it: what it printed and how it ended. */
async function migrate(env: NodeJS.ProcessEnv) {
  const run = startProcess(process.execPath, [...FROM_SOURCE, 'src/cli/migrate.ts'], env);
  const { code } = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

const ranAll = (target: string) =>
  [`Ran ${MIGRATION_NAMES.length} migrations on ${target}:`, ...MIGRATION_NAMES].join('\n  ');

describe.skipIf(onPostgres)('npm run migrate on SQLite', () => {
  const { dir, dataDir } = tempDataDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dataDir, 'app.db');

  it('runs every migration on DATA_DIR, says which, and nothing more', async () => {
    const first = await migrate(serverEnv(dataDir));
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe(ranAll(file));
    const db = new SQLite(file, { readonly: true });
    try {
      const ran = db.prepare('select name from kysely_migration order by name').all() as { name: string }[];
      expect(ran.map((r) => r.name)).toEqual([...MIGRATION_NAMES].sort());
      // Migrations only: the first data (admin, roles) is the server's to make.
      expect(db.prepare('select count(*) as n from admins').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('a second run finds nothing to do, and says so in the language of LANG', async () => {
    const again = await migrate(serverEnv(dataDir, { LANG: 'zh_CN.UTF-8' }));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe(`${file} 已是最新结构，没有需要执行的迁移`);
  });

  it('refuses a data dir a server runs on', async () => {
    expect(takeDataDirLock(dataDir)).toBe(true);
    try {
      const refused = await migrate(serverEnv(dataDir));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Another server is already running on the data dir ${dataDir}`);
    } finally {
      releaseDataDirLock(dataDir);
    }
  });

  it('refuses bad settings before touching anything', async () => {
    const { dir: other, dataDir: untouched } = tempDataDir();
    try {
      const refused = await migrate(serverEnv(untouched, { DATABASE_URL: 'mysql://x' }));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('DATABASE_URL is not valid');
      expect(fs.readdirSync(other)).toEqual([]);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!onPostgres)('npm run migrate on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const url = new URL(TEST_DATABASE_URL);
  // The database of DATABASE_URL, in a schema of its own (the connection's search_path).
  const inSchema = `${TEST_DATABASE_URL}${url.search ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const { dir, dataDir } = tempDataDir();
  afterAll(async () => {
    await admin.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs every migration on DATABASE_URL, says which without the URL options, then finds nothing to do', async () => {
    await admin.connect();
    await admin.query(`create schema ${pg.escapeIdentifier(schema)}`);
    const first = await migrate(serverEnv(dataDir, { DATABASE_URL: inSchema }));
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe(ranAll(`${url.protocol}//${url.host}${url.pathname}`));
    const ran = await admin.query<{ name: string }>(
      `select name from ${pg.escapeIdentifier(schema)}.kysely_migration order by name`,
    );
    expect(ran.rows.map((r) => r.name)).toEqual([...MIGRATION_NAMES].sort());
    const admins = await admin.query(`select count(*)::int as n from ${pg.escapeIdentifier(schema)}.admins`);
    expect(admins.rows[0]).toEqual({ n: 0 });

    const again = await migrate(serverEnv(dataDir, { DATABASE_URL: inSchema }));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('is up to date: no migration to run');
    // Nothing of SQLite's was made on the way.
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
