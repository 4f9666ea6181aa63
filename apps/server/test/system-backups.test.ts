import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { list as tarList } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.js';
import { JobWorker } from '../src/jobs/worker.js';
import { useTestApp } from './app-fixture.js';
import {
  call,
  createAdminWith,
  createTestApp,
  hasPgDump,
  onPostgres,
  type TestApp,
  tokenFor,
} from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface JobView {
  id: number;
  state: string;
  progress: number;
  message: string;
  result: { name: string; size: number } | null;
}

async function waitForJob(
  t: Pick<TestApp, 'app'>,
  token: string,
  id: number,
  lang: 'zh' | 'en' = 'en',
): Promise<JobView> {
  const end = Date.now() + 20_000;
  for (;;) {
    const job = (await call(t.app, 'GET', `job/${id}`, { token, lang })).json().message as JobView;
    if (job.state === 'done' || job.state === 'failed') return job;
    if (Date.now() > end) throw new Error(`job ${id} still ${job.state}`);
    await sleep(25);
  }
}

/** Starts a backup through the API and waits for its job. */
async function backup(t: Pick<TestApp, 'app'>, token: string, type: 'db' | 'full', lang: 'zh' | 'en' = 'en') {
  const res = await call(t.app, 'POST', 'backup', { token, body: { type } });
  expect(res.json()).toMatchObject({ result: 'ok', status: 200 });
  const jobId = res.json().message.job_id as number;
  expect(jobId).toBeGreaterThan(0);
  return waitForJob(t, token, jobId, lang);
}

describe.skipIf(onPostgres && !hasPgDump)('backups', () => {
  const t = useTestApp({}, { signedIn: false });
  let worker: JobWorker;
  let token: string;
  const upload = path.join('2025', '01', `${'a'.repeat(32)}.png`);

  beforeAll(async () => {
    worker = new JobWorker(t.app, { pollMs: 10 });
    worker.start();
    token = await tokenFor(t.app);
    const file = path.join(t.config.dataDir, 'uploads', upload);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'not really a png');
  });

  afterAll(async () => {
    await worker?.stop();
  });

  it('creates a database backup through the queue; lists, downloads and deletes it', async () => {
    const job = await backup(t, token, 'db', 'zh');
    expect(job).toMatchObject({ state: 'done', progress: 100 });
    const name = job.result?.name ?? '';
    expect(name).toMatch(
      onPostgres ? /^db-\d{8}-\d{6}-[0-9a-f]{6}\.dump$/ : /^db-\d{8}-\d{6}-[0-9a-f]{6}\.sqlite$/,
    );
    expect(job.message).toBe(`备份完成：${name}`);
    const onDisk = fs.readFileSync(path.join(t.config.dataDir, 'backups', name));
    expect(job.result?.size).toBe(onDisk.length);
    // The file is a real database copy.
    expect(onDisk.subarray(0, onPostgres ? 5 : 15).toString()).toBe(onPostgres ? 'PGDMP' : 'SQLite format 3');

    const listed = (await call(t.app, 'GET', 'backup', { token })).json().message as {
      name: string;
      size: number;
      time: string;
    }[];
    const row = listed.find((r) => r.name === name);
    expect(row).toMatchObject({ name, size: onDisk.length });
    expect(Number.isNaN(Date.parse(row?.time ?? ''))).toBe(false);
    // Work folders never show.
    expect(listed.every((r) => !r.name.startsWith('.'))).toBe(true);

    const download = await call(t.app, 'GET', `backup/download/${name}`, { token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(Buffer.compare(download.rawPayload, onDisk)).toBe(0);

    const destroyed = await call(t.app, 'POST', `backup/destroy/${name}`, { token, lang: 'en' });
    expect(destroyed.json()).toMatchObject({ result: 'ok', message: 'Deleted' });
    const after = (await call(t.app, 'GET', 'backup', { token })).json().message as { name: string }[];
    expect(after.some((r) => r.name === name)).toBe(false);
    expect((await call(t.app, 'GET', `backup/download/${name}`, { token })).json().status).toBe(40400);
    expect((await call(t.app, 'POST', `backup/destroy/${name}`, { token })).json().status).toBe(40400);
  });

  it('creates a full backup: one .tar.gz with the manifest, the database and the uploads', async () => {
    const job = await backup(t, token, 'full');
    expect(job.state).toBe('done');
    const name = job.result?.name ?? '';
    expect(name).toMatch(/^full-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/);
    const entries: string[] = [];
    await tarList({
      file: path.join(t.config.dataDir, 'backups', name),
      onReadEntry: (e) => entries.push(e.path),
    });
    expect(entries).toContain('manifest.json');
    expect(entries).toContain(onPostgres ? 'database/database.dump' : 'database/app.db');
    expect(entries).toContain(`uploads/${upload.split(path.sep).join('/')}`);
    expect(entries.some((e) => e.includes('.work-') || e.startsWith('backups/'))).toBe(false);
    const download = await call(t.app, 'GET', `backup/download/${name}`, { token });
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload.length).toBe(job.result?.size);
  });

  it('refuses a second backup while one is waiting or running (40900)', async () => {
    const waiting = await enqueueJob(t.app.db, {
      type: 'backup',
      payload: { type: 'db' },
      runAt: new Date(Date.now() + 3_600_000),
    });
    const res = await call(t.app, 'POST', 'backup', { token, body: { type: 'db' }, lang: 'en' });
    expect(res.json()).toMatchObject({
      status: 40900,
      message: 'A backup is already in progress; wait for it to finish',
    });
    await t.app.db.deleteFrom('jobs').where('id', '=', waiting).execute();
  });

  it("clears the work folders of dead runs, keeping a running job's", async () => {
    const dir = path.join(t.config.dataDir, 'backups');
    const running = await enqueueJob(t.app.db, { type: 'never-handled', payload: {} });
    const ended = await enqueueJob(t.app.db, { type: 'never-handled', payload: {} });
    await t.app.db.updateTable('jobs').set({ state: 'failed' }).where('id', '=', ended).execute();
    const folders = [`.work-${running}-aaaa`, `.work-${ended}-bbbb`, '.work-999999-cccc'];
    for (const f of folders) fs.mkdirSync(path.join(dir, f, 'database'), { recursive: true });
    expect((await backup(t, token, 'db')).state).toBe('done');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.work-'))).toEqual([`.work-${running}-aaaa`]);
    await t.app.db.deleteFrom('jobs').where('id', 'in', [running, ended]).execute();
    fs.rmSync(path.join(dir, folders[0] as string), { recursive: true });
  });

  it('validates the type with field messages', async () => {
    const missing = await call(t.app, 'POST', 'backup', { token, body: {}, lang: 'en' });
    expect(missing.json()).toMatchObject({ status: 42200 });
    expect(missing.json().errors.type).toHaveLength(1);
    const wrong = await call(t.app, 'POST', 'backup', { token, body: { type: 'zip' }, lang: 'zh' });
    expect(wrong.json()).toMatchObject({ status: 42200 });
    expect(wrong.json().errors.type[0]).toMatch(/格式不正确/);
  });

  it('refuses names outside the strict pattern (no path traversal)', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'secret');
    for (const name of [
      '..%2Fsecret.txt',
      '..%2F..%2Fetc%2Fpasswd',
      'secret.txt',
      'db-20250101-000000-abcdef.sqlite%00.txt',
      '.work-1',
      'DB-20250101-000000-ABCDEF.SQLITE',
    ]) {
      for (const route of [`backup/download/${name}`, `backup/destroy/${name}`]) {
        const res = await call(t.app, route.includes('destroy') ? 'POST' : 'GET', route, { token });
        expect([40000, 42200, 40400], `${route} → ${res.body}`).toContain(res.json().status);
        expect(res.statusCode).not.toBe(200);
      }
    }
    const res = await call(t.app, 'GET', 'backup/download/..%2Fsecret.txt', { token, lang: 'en' });
    expect(res.json()).toMatchObject({ status: 42200 });
    expect(res.json().errors.name).toBeDefined();
    expect(fs.existsSync(path.join(t.config.dataDir, 'secret.txt'))).toBe(true);
    // A well-formed name that does not exist.
    expect(
      (await call(t.app, 'GET', 'backup/download/db-20200101-000000-abcdef.sqlite', { token })).json().status,
    ).toBe(40400);
  });

  it('responds with 40300 without the permissions', async () => {
    const lister = await createAdminWith(t.app, ['BackupList']);
    const nobody = await createAdminWith(t.app, []);
    expect((await call(t.app, 'GET', 'backup', { token: nobody.token })).json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'backup', { token: lister.token })).json().status).toBe(200);
    const name = 'db-20200101-000000-abcdef.sqlite';
    for (const [method, route, body] of [
      ['POST', 'backup', { type: 'db' }],
      ['GET', `backup/download/${name}`, undefined],
      ['POST', `backup/destroy/${name}`, undefined],
    ] as const) {
      const res = await call(t.app, method, route, { token: lister.token, body });
      expect(res.json().status, route).toBe(40300);
    }
    expect((await call(t.app, 'GET', 'backup')).json().status).toBe(40100);
  });
});

describe('backups without pg_dump', () => {
  it.runIf(onPostgres)('fail with a clear, localized message when pg_dump is missing', async () => {
    const t = await createTestApp({ pgDump: path.join(os.tmpdir(), 'no-such-dir', 'pg_dump') });
    const worker = new JobWorker(t.app, { pollMs: 10 });
    worker.start();
    try {
      const token = await tokenFor(t.app);
      const en = await backup(t, token, 'db', 'en');
      expect(en.state).toBe('failed');
      expect(en.message).toMatch(/pg_dump was not found/);
      const zh = (await call(t.app, 'GET', `job/${en.id}`, { token, lang: 'zh' })).json().message;
      expect(zh.message).toMatch(/未找到 pg_dump/);
      expect((await call(t.app, 'GET', 'backup', { token })).json().message).toEqual([]);
    } finally {
      await worker.stop();
      await t.close();
      fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    }
  });
});
