import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimNextJob, enqueueJob, findJob, pruneFinishedJobs } from '../src/jobs/queue.js';
import { registerJobHandler } from '../src/jobs/registry.js';
import { JobFailure } from '../src/jobs/types.js';
import { JobWorker } from '../src/jobs/worker.js';
import { isoIn, nowIso } from '../src/lib/time.js';
import { call, createAdminWith, createTestApp, onPostgres, type TestApp, tokenFor } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

/** Two server instances on one database: one PostgreSQL schema, or one SQLite file. */
async function twoInstances(): Promise<[TestApp, TestApp]> {
  if (onPostgres) {
    const first = await createTestApp();
    const second = await createTestApp({
      databaseUrl: first.config.databaseUrl,
      databaseSchema: first.config.databaseSchema,
    });
    return [first, second];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-jobs-'));
  const file = path.join(dir, 'app.db');
  const first = await createTestApp({ dataDir: dir, sqliteFile: file });
  const second = await createTestApp({ dataDir: dir, sqliteFile: file });
  return [first, second];
}

describe('job queue', () => {
  let a: TestApp;
  let b: TestApp;
  let adminId: number;
  let token: string;
  const runs: { id: number; worker: string }[] = [];

  beforeAll(async () => {
    [a, b] = await twoInstances();
    token = await tokenFor(a.app);
    adminId = (
      await a.app.db
        .selectFrom('admins')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    registerJobHandler('test.record', async ({ job, payload, progress }) => {
      runs.push({ id: job.id, worker: (payload as { tag: string }).tag });
      await progress(50);
      await sleep(5);
      return { ok: job.id };
    });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('words the message of a job stored before its message counted in plural forms', async () => {
    const id = await enqueueJob(a.app.db, { type: 'test.stored', createdBy: adminId });
    // As an asset import check stored its message before: the row count under `total`.
    await a.app.db
      .updateTable('jobs')
      .set({
        state: 'done',
        progress: 100,
        message: 'assetImport.checked',
        message_params: JSON.stringify({ total: 1, errors: 0 }),
      })
      .where('id', '=', id)
      .execute();
    const status = await call(a.app, 'GET', `job/${id}`, { token, lang: 'en' });
    expect(status.json().message.message).toBe('Checked: 1 row, 0 with errors');
  });

  it('two workers on two instances never run the same job, and every job runs', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1)
      ids.push(await enqueueJob(a.app.db, { type: 'test.record', payload: { tag: 'x' } }));
    const w1 = new JobWorker(a.app, { pollMs: 5 });
    const w2 = new JobWorker(b.app, { pollMs: 5 });
    w1.start();
    w2.start();
    try {
      await until(async () => {
        const left = await a.app.db
          .selectFrom('jobs')
          .select('id')
          .where('id', 'in', ids)
          .where('state', '!=', 'done')
          .execute();
        return left.length === 0;
      });
    } finally {
      await Promise.all([w1.stop(), w2.stop()]);
    }
    const ran = runs.filter((r) => ids.includes(r.id)).map((r) => r.id);
    expect(ran.sort((x, y) => x - y)).toEqual(ids);
    const rows = await a.app.db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute();
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'done', progress: 100, attempts: 1, locked_by: null });
      expect(JSON.parse(row.result ?? 'null')).toEqual({ ok: row.id });
    }
  });

  it('hands each job to exactly one of many simultaneous claims', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await enqueueJob(a.app.db, { type: 'test.race' }));
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claimNextJob(i % 2 ? a.app.db : b.app.db, `w${i}`, 60_000, ['test.race']),
      ),
    );
    const claimed = claims.filter((c) => c !== null).map((c) => c.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    // Nothing is lost either: what the first round missed, later claims get.
    for (;;) {
      const next = await claimNextJob(a.app.db, 'late', 60_000, ['test.race']);
      if (!next) break;
      claimed.push(next.id);
    }
    expect(claimed.sort((x, y) => x - y)).toEqual(ids);
  });

  it('runs a job again when its worker died (lease expired while running)', async () => {
    const id = await enqueueJob(a.app.db, { type: 'test.record', payload: { tag: 'retry' } });
    await a.app.db
      .updateTable('jobs')
      .set({ state: 'running', locked_by: 'dead-worker', locked_until: isoIn(-1000), attempts: 1 })
      .where('id', '=', id)
      .execute();
    // A live lease is left alone.
    const live = await enqueueJob(a.app.db, { type: 'test.record', payload: { tag: 'live' } });
    await a.app.db
      .updateTable('jobs')
      .set({ state: 'running', locked_by: 'busy-worker', locked_until: isoIn(60_000), attempts: 1 })
      .where('id', '=', live)
      .execute();
    const worker = new JobWorker(b.app);
    while (await worker.runOnce());
    expect(await findJob(a.app.db, id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
    expect(await findJob(a.app.db, live)).toMatchObject({ state: 'running', locked_by: 'busy-worker' });
  });

  it('fails an interrupted job with a clear message once its attempts are used up', async () => {
    const id = await enqueueJob(a.app.db, { type: 'test.record', createdBy: adminId, maxAttempts: 2 });
    await a.app.db
      .updateTable('jobs')
      .set({ state: 'running', locked_by: 'dead-worker', locked_until: isoIn(-1000), attempts: 2 })
      .where('id', '=', id)
      .execute();
    await new JobWorker(a.app).runOnce();
    expect(await findJob(a.app.db, id)).toMatchObject({ state: 'failed', locked_by: null });
    const res = await call(a.app, 'GET', `job/${id}`, { token, lang: 'en' });
    expect(res.json().message).toMatchObject({ id, state: 'failed', type: 'test.record' });
    expect(res.json().message.message).toMatch(/interrupted/);
  });

  it('records failures: a user-facing message, or a generic one for unexpected errors', async () => {
    registerJobHandler('test.fail', async ({ payload }) => {
      if ((payload as { known: boolean }).known)
        throw new JobFailure('backup.pgDumpFailed', { detail: 'disk full' });
      throw new Error('secret internal detail');
    });
    const known = await enqueueJob(a.app.db, {
      type: 'test.fail',
      payload: { known: true },
      createdBy: adminId,
    });
    const unknown = await enqueueJob(a.app.db, {
      type: 'test.fail',
      payload: { known: false },
      createdBy: adminId,
    });
    const worker = new JobWorker(a.app);
    while (await worker.runOnce());
    const one = (await call(a.app, 'GET', `job/${known}`, { token, lang: 'en' })).json().message;
    expect(one).toMatchObject({ state: 'failed', message: 'pg_dump failed: disk full', result: null });
    const zh = (await call(a.app, 'GET', `job/${known}`, { token, lang: 'zh' })).json().message;
    expect(zh.message).toBe('pg_dump 执行失败：disk full');
    const two = (await call(a.app, 'GET', `job/${unknown}`, { token, lang: 'en' })).json().message;
    expect(two.state).toBe('failed');
    expect(two.message).not.toMatch(/secret/);
    expect(two.message).toMatch(/server log/);
  });

  it('shows progress while a job runs, then its result', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    registerJobHandler('test.progress', async ({ progress }) => {
      await progress(40, 'backup.stageDatabase');
      await gate;
      return { name: 'x' };
    });
    const id = await enqueueJob(a.app.db, { type: 'test.progress', createdBy: adminId });
    const queued = (await call(a.app, 'GET', `job/${id}`, { token, lang: 'en' })).json().message;
    expect(queued).toMatchObject({ state: 'queued', progress: 0, message: 'Waiting in the queue' });
    const worker = new JobWorker(a.app);
    const running = worker.runOnce();
    const seen = await until(async () => {
      const m = (await call(a.app, 'GET', `job/${id}`, { token, lang: 'en' })).json().message;
      return m.progress === 40 ? m : null;
    });
    expect(seen).toMatchObject({ state: 'running', message: 'Backing up the database' });
    release();
    await running;
    const done = (await call(a.app, 'GET', `job/${id}`, { token })).json().message;
    expect(done).toMatchObject({ state: 'done', progress: 100, result: { name: 'x' } });
  });

  it('does not run a scheduled job before its time', async () => {
    const id = await enqueueJob(a.app.db, { type: 'test.record', runAt: new Date(Date.now() + 60_000) });
    const worker = new JobWorker(a.app);
    while (await worker.runOnce());
    expect((await findJob(a.app.db, id))?.state).toBe('queued');
    await a.app.db.updateTable('jobs').set({ run_at: nowIso() }).where('id', '=', id).execute();
    expect(await worker.runOnce()).toBe(true);
    expect((await findJob(a.app.db, id))?.state).toBe('done');
  });

  it('hands a job that outlives a graceful stop back to the queue', async () => {
    let started = false;
    registerJobHandler('test.long', async ({ signal }) => {
      started = true;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      return 'aborted';
    });
    const id = await enqueueJob(a.app.db, { type: 'test.long' });
    const worker = new JobWorker(a.app, { pollMs: 5, stopTimeoutMs: 100 });
    worker.start();
    await until(async () => started);
    await worker.stop();
    expect(await findJob(a.app.db, id)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
    await a.app.db.deleteFrom('jobs').where('id', '=', id).execute();
  });

  it('deletes old finished jobs, never waiting or running ones', async () => {
    const old = isoIn(-40 * 24 * 3600_000);
    const done = await enqueueJob(a.app.db, { type: 'test.none' });
    const waiting = await enqueueJob(a.app.db, { type: 'test.none' });
    await a.app.db
      .updateTable('jobs')
      .set({ state: 'done', updated_at: old })
      .where('id', '=', done)
      .execute();
    await a.app.db.updateTable('jobs').set({ updated_at: old }).where('id', '=', waiting).execute();
    expect(await pruneFinishedJobs(a.app.db, isoIn(-30 * 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await findJob(a.app.db, done)).toBeUndefined();
    expect((await findJob(a.app.db, waiting))?.state).toBe('queued');
  });

  it('GET job/{id}: only the creator sees a job; others get 40400; no token 40100', async () => {
    const id = await enqueueJob(a.app.db, { type: 'test.none', createdBy: adminId });
    const other = await createAdminWith(a.app, ['BackupList']);
    expect((await call(a.app, 'GET', `job/${id}`, { token: other.token })).json().status).toBe(40400);
    expect((await call(a.app, 'GET', 'job/999999', { token })).json().status).toBe(40400);
    expect((await call(a.app, 'GET', `job/${id}`)).json().status).toBe(40100);
    const bad = await call(a.app, 'GET', 'job/abc', { token });
    expect(bad.json()).toMatchObject({ status: 42200 });
    expect(bad.json().errors.id).toBeDefined();
  });
});
