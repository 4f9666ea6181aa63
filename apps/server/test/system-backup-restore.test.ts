import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../src/jobs/worker.js';
import { RestoreError, restoreBackup } from '../src/modules/system/backups/restore.js';
import {
  call,
  createAdminWith,
  createTestApp,
  onPostgres,
  TEST_DATABASE_URL,
  type TestApp,
  tokenFor,
} from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hasPgTools = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    execFileSync('pg_restore', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const tmpDirs: string[] = [];
const dropSchemas: string[] = [];

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-restore-'));
  tmpDirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (dropSchemas.length) {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    for (const s of dropSchemas) await client.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
    await client.end();
  }
});

/**
 * An installation with a marker admin and an uploaded file, backed up through the API; the
 * installation is then closed (its PostgreSQL schema dropped), as after losing the server.
 */
async function backedUp(type: 'db' | 'full'): Promise<{ file: string; marker: string; schema?: string }> {
  const t: TestApp = await createTestApp({ dataDir: freshDir() });
  const worker = new JobWorker(t.app, { pollMs: 10 });
  worker.start();
  const marker = `probe_${type}_${Date.now().toString(36)}`;
  try {
    await createAdminWith(t.app, ['BackupList'], { username: marker });
    const uploads = path.join(t.config.dataDir, 'uploads', '2025', '02');
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, `${'b'.repeat(32)}.txt`), 'hello');
    const token = await tokenFor(t.app);
    const id = (await call(t.app, 'POST', 'backup', { token, body: { type } })).json().message
      .job_id as number;
    let job: { state: string; result: { name: string } | null };
    for (;;) {
      job = (await call(t.app, 'GET', `job/${id}`, { token })).json().message;
      if (job.state === 'done' || job.state === 'failed') break;
      await sleep(25);
    }
    expect(job.state).toBe('done');
    const file = path.join(freshDir(), job.result?.name ?? '');
    fs.copyFileSync(path.join(t.config.dataDir, 'backups', job.result?.name ?? ''), file);
    return { file, marker, schema: t.config.databaseSchema };
  } finally {
    await worker.stop();
    await t.close();
  }
}

/** Opens the restored data with the app and returns whether the marker admin is there. */
async function findsMarker(dataDir: string, marker: string, schema?: string): Promise<boolean> {
  const t = await createTestApp({
    dataDir,
    sqliteFile: path.join(dataDir, 'app.db'),
    databaseSchema: schema,
  });
  try {
    const row = await t.app.db
      .selectFrom('admins')
      .select('username')
      .where('username', '=', marker)
      .executeTakeFirst();
    return row !== undefined;
  } finally {
    await t.close();
  }
}

describe.skipIf(onPostgres && !hasPgTools)('restore', () => {
  it('restores a database backup into a fresh data dir, where the app finds the data', async () => {
    const { file, marker, schema } = await backedUp('db');
    if (schema) dropSchemas.push(schema);
    const target = freshDir();
    const summary = await restoreBackup({ file, dataDir: target, databaseUrl: TEST_DATABASE_URL });
    expect(summary.database.kind).toBe(onPostgres ? 'postgres' : 'sqlite');
    expect(await findsMarker(target, marker, schema)).toBe(true);
  });

  it('restores a full backup: database and uploads; what it replaces is kept aside', async () => {
    const { file, marker, schema } = await backedUp('full');
    if (schema) dropSchemas.push(schema);
    const target = freshDir();
    fs.mkdirSync(path.join(target, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target, 'uploads', 'old.txt'), 'old');
    const summary = await restoreBackup({ file, dataDir: target, databaseUrl: TEST_DATABASE_URL });
    expect(summary.uploads).toBe(path.join(target, 'uploads'));
    expect(fs.readFileSync(path.join(target, 'uploads', '2025', '02', `${'b'.repeat(32)}.txt`), 'utf8')).toBe(
      'hello',
    );
    expect(summary.kept.some((k) => k.includes(`uploads.before-restore-`))).toBe(true);
    expect(fs.readdirSync(target).some((n) => n.startsWith('.restore-'))).toBe(false);
    expect(await findsMarker(target, marker, schema)).toBe(true);
  });

  it.runIf(onPostgres)(
    'restores into another database that lacks the search extension, and searches there',
    async () => {
      const { file, marker, schema } = await backedUp('db');
      // A new, empty database on the same server: nothing installed in it, pg_trgm included.
      const name = `bo_restore_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const databaseUrl = Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).toString();
      try {
        const target = freshDir();
        await restoreBackup({ file, dataDir: target, databaseUrl });
        const t = await createTestApp({ dataDir: target, databaseUrl, databaseSchema: schema });
        try {
          const admins = await t.app.db.selectFrom('admins').select('username').execute();
          expect(admins.map((a) => a.username)).toContain(marker);
          // The keyword search of the members list runs on the restored trigram index.
          const token = await tokenFor(t.app);
          const members = await call(t.app, 'GET', 'member', { token, query: { keyword: 'abc' } });
          expect(members.json().status).toBe(200);
        } finally {
          await t.app.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  it('refuses while a server runs on the data dir (restore is never online)', async () => {
    const target = freshDir();
    const file = path.join(target, 'db-20250101-000000-abcdef.sqlite');
    fs.writeFileSync(file, 'x');
    // The parent process (the test runner) is alive: it stands in for a running server.
    fs.writeFileSync(path.join(target, 'server.pid'), `${process.ppid}\n`);
    await expect(restoreBackup({ file, dataDir: target })).rejects.toMatchObject({
      key: 'restore.serverRunning',
      params: { pid: process.ppid },
    });
    // A stale pid file (crashed server) does not block.
    fs.writeFileSync(path.join(target, 'server.pid'), '999999999\n');
    await expect(restoreBackup({ file, dataDir: target })).rejects.toMatchObject({
      key: 'restore.notSqlite',
    });
    expect(fs.existsSync(path.join(target, 'app.db'))).toBe(false);
  });

  it('refuses unknown files and PostgreSQL dumps without a database URL, changing nothing', async () => {
    const target = freshDir();
    const other = path.join(target, 'notes.txt');
    fs.writeFileSync(other, 'x');
    await expect(restoreBackup({ file: other, dataDir: target })).rejects.toBeInstanceOf(RestoreError);
    await expect(
      restoreBackup({ file: path.join(target, 'missing.sqlite'), dataDir: target }),
    ).rejects.toMatchObject({
      key: 'restore.fileMissing',
    });
    const dump = path.join(target, 'db-20250101-000000-abcdef.dump');
    fs.writeFileSync(dump, 'PGDMP');
    await expect(restoreBackup({ file: dump, dataDir: target, databaseUrl: '' })).rejects.toMatchObject({
      key: 'restore.needsDatabaseUrl',
    });
  });

  it('the CLI (npm run restore) explains a refusal in the chosen language and exits non-zero', () => {
    const target = freshDir();
    fs.writeFileSync(path.join(target, 'server.pid'), `${process.ppid}\n`);
    const file = path.join(target, 'db-20250101-000000-abcdef.sqlite');
    fs.writeFileSync(file, 'x');
    const tsx = path.resolve(SERVER_ROOT, '../../node_modules/.bin/tsx');
    const run = spawnSync(
      tsx,
      ['--conditions=source', 'src/cli/restore.ts', file, '--data-dir', target, '--lang', 'zh'],
      { cwd: SERVER_ROOT, encoding: 'utf8', env: { ...process.env, INIT_CWD: target } },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('恢复不能在线进行');
  });

  it('the CLI checks its settings as the server does, before touching the data dir', () => {
    const target = path.join(freshDir(), 'never-made');
    const file = path.join(path.dirname(target), 'db-20250101-000000-abcdef.sqlite');
    fs.writeFileSync(file, 'x');
    const tsx = path.resolve(SERVER_ROOT, '../../node_modules/.bin/tsx');
    const run = spawnSync(tsx, ['--conditions=source', 'src/cli/restore.ts', file, '--data-dir', target], {
      cwd: SERVER_ROOT,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: path.dirname(target), LANG: 'en', DATABASE_URL: 'mysql://db/x' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL');
    expect(fs.existsSync(target)).toBe(false);
  });
});
