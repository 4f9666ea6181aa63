import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportInThread } from '../src/jobs/export-thread.js';
import { EXPORT_THREAD_IDLE_MS, type ExportThreads } from '../src/jobs/export-threads.js';
import type { JobContext, MessageParams } from '../src/jobs/types.js';
import { createTestApp, onPostgres, type TestApp } from './helpers.js';

const WRITERS = new URL('./fixtures/exports/writers.ts', import.meta.url).href;

describe('exports on threads of their own', () => {
  let t: TestApp;
  let threads: ExportThreads;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-export-thread-'));

  beforeAll(async () => {
    // A SQLite file (on SQLite): a thread reads it through a connection of its own.
    t = await createTestApp({ dataDir: dir, sqliteFile: path.join(dir, 'app.db') });
    threads = t.app.exportThreads as ExportThreads;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function contextOf(signal = new AbortController().signal) {
    const progress: [number, string | undefined, MessageParams | undefined][] = [];
    const context: JobContext = {
      job: { id: 1, type: 'test.export', attempts: 1, createdBy: null },
      payload: {},
      progress: async (percent, message, params) => {
        progress.push([percent, message, params]);
      },
      signal,
      app: t.app,
    };
    return { context, progress };
  }
  const countAdmins = () => exportInThread(WRITERS, 'countAdmins')(contextOf().context);

  it('reads the database on another thread and passes its progress to the job', async () => {
    const { context, progress } = contextOf();
    const done = await exportInThread(WRITERS, 'countAdmins')(context);
    expect(done.file).toMatch(/^thread-[1-9]\d*$/);
    expect(done.rows).toBeGreaterThanOrEqual(1);
    expect(progress).toEqual([[50, 'half', { done: 1 }]]);
  });

  it('runs one export after another on one thread, started once', async () => {
    const started = threads.started;
    const first = await countAdmins();
    const second = await countAdmins();
    expect(second.file).toBe(first.file);
    expect(threads.started).toBe(started);
    expect(threads.size).toBe(1);
  });

  it('keeps a finished export’s late progress from the next export on its thread', async () => {
    const finished = await exportInThread(WRITERS, 'leaveLateWord')(contextOf().context);
    const { context, progress } = contextOf();
    const next = await exportInThread(WRITERS, 'afterLateWord')(context);
    expect(next.file).toBe(finished.file);
    expect(progress).toEqual([[50, 'half', { done: 1 }]]);
  });

  it.runIf(onPostgres)(
    'keeps its connection for the next export, and connects afresh when it was closed',
    async () => {
      const backend = () => exportInThread(WRITERS, 'backendPid')(contextOf().context);
      const first = await backend();
      expect((await backend()).file).toBe(first.file);
      // PostgreSQL ends the connection while the thread waits for its next export (as a restart does).
      const pid = Number(first.file.replace('backend-', ''));
      await sql`select pg_terminate_backend(${pid})`.execute(t.app.db);
      const gone = sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where pid = ${pid}`;
      await expect.poll(async () => (await gone.execute(t.app.db)).rows[0]?.n).toBe(0);
      const again = await backend();
      expect(again.file).toMatch(/^backend-\d+$/);
      expect(again.file).not.toBe(first.file);
    },
  );

  it('fails the job with the message the export gave', async () => {
    await expect(exportInThread(WRITERS, 'refuse')(contextOf().context)).rejects.toMatchObject({
      name: 'JobFailure',
      messageKey: 'errors.badRequest',
    });
  });

  it.each([
    ['outgrows its memory', 'hog', 'jobs.exportTooLarge'],
    ['ends its thread', 'exitThread', 'jobs.interrupted'],
  ])('fails an export that %s, and the next runs on a fresh thread', async (_what, writer, messageKey) => {
    const before = await countAdmins();
    await expect(exportInThread(WRITERS, writer)(contextOf().context)).rejects.toMatchObject({
      name: 'JobFailure',
      messageKey,
    });
    const again = await countAdmins();
    expect(again.rows).toBeGreaterThanOrEqual(1);
    expect(again.file).not.toBe(before.file);
    expect(threads.size).toBe(1);
  });

  it('reads the settings as they are now, not as its last export on the thread read them', async () => {
    const first = await exportInThread(WRITERS, 'readThreshold')(contextOf().context);
    const value = first.rows + 7;
    await t.app.db
      .insertInto('settings')
      .values({
        key: 'low_inventory_threshold',
        value: JSON.stringify(value),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
    const second = await exportInThread(WRITERS, 'readThreshold')(contextOf().context);
    expect(second.file).toBe(first.file);
    expect(second.rows).toBe(value);
  });

  it('stops the export when its job is stopped, and its thread runs the next', async () => {
    const before = await countAdmins();
    const stop = new AbortController();
    const { context, progress } = contextOf(stop.signal);
    const running = exportInThread(WRITERS, 'untilStopped')(context);
    await expect.poll(() => progress.length, { timeout: 30_000 }).toBe(1);
    stop.abort();
    await expect(running).rejects.toMatchObject({ name: 'JobFailure', messageKey: 'jobs.interrupted' });
    expect((await countAdmins()).file).toBe(before.file);
  });

  it('starts another thread for an export while one is busy, and ends each after its idle time', async () => {
    const stop = new AbortController();
    const { context, progress } = contextOf(stop.signal);
    const busy = exportInThread(WRITERS, 'untilStopped')(context);
    await expect.poll(() => progress.length, { timeout: 30_000 }).toBe(1);
    // From here the threads' idle times run on the test's clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The busy thread is the warm one: this export needs a thread started for it.
    const beside = await countAdmins();
    expect(threads.size).toBe(2);
    stop.abort();
    await expect(busy).rejects.toMatchObject({ messageKey: 'jobs.interrupted' });
    vi.advanceTimersByTime(EXPORT_THREAD_IDLE_MS - 1);
    expect(threads.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect(threads.size).toBe(0);
    vi.useRealTimers();
    expect((await countAdmins()).file).not.toBe(beside.file);
  });

  it('ends its threads, idle or busy, when the app closes', async () => {
    const { context, progress } = contextOf();
    const busy = expect(exportInThread(WRITERS, 'untilStopped')(context)).rejects.toMatchObject({
      messageKey: 'jobs.interrupted',
    });
    await expect.poll(() => progress.length, { timeout: 30_000 }).toBe(1);
    await countAdmins();
    expect(threads.size).toBe(2);
    await t.app.close();
    expect(threads.size).toBe(0);
    await busy;
  });
});
