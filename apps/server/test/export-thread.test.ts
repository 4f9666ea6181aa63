import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportInThread } from '../src/jobs/export-thread.js';
import type { JobContext, MessageParams } from '../src/jobs/types.js';
import { createTestApp, type TestApp } from './helpers.js';

const WRITERS = new URL('./fixtures/exports/writers.ts', import.meta.url).href;

describe('exports on a thread of their own', () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-export-thread-'));

  beforeAll(async () => {
    // A SQLite file (on SQLite): a thread reads it through a connection of its own.
    t = await createTestApp({ dataDir: dir, sqliteFile: path.join(dir, 'app.db') });
  });
  afterAll(async () => {
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

  it('reads the database on another thread and passes its progress to the job', async () => {
    const { context, progress } = contextOf();
    const done = await exportInThread(WRITERS, 'countAdmins')(context);
    expect(done.file).toMatch(/^thread-[1-9]\d*$/);
    expect(done.rows).toBeGreaterThanOrEqual(1);
    expect(progress).toEqual([[50, 'half', { done: 1 }]]);
  });

  it('fails the job with the message the export gave', async () => {
    await expect(exportInThread(WRITERS, 'refuse')(contextOf().context)).rejects.toMatchObject({
      name: 'JobFailure',
      messageKey: 'errors.badRequest',
    });
  });

  it('ends an export that outgrows its memory, and the server goes on', async () => {
    await expect(exportInThread(WRITERS, 'hog')(contextOf().context)).rejects.toMatchObject({
      name: 'JobFailure',
      messageKey: 'jobs.exportTooLarge',
    });
    const again = await exportInThread(WRITERS, 'countAdmins')(contextOf().context);
    expect(again.rows).toBeGreaterThanOrEqual(1);
  });

  it('stops the export when its job is stopped', async () => {
    const stop = new AbortController();
    const { context, progress } = contextOf(stop.signal);
    const running = exportInThread(WRITERS, 'untilStopped')(context);
    // The thread loads its modules and opens its connection first: seconds on a busy machine.
    await expect.poll(() => progress.length, { timeout: 30_000 }).toBe(1);
    stop.abort();
    await expect(running).rejects.toMatchObject({ name: 'JobFailure', messageKey: 'jobs.interrupted' });
  });
});
