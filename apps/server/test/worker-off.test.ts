import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { enqueueJob, findJob } from '../src/jobs/queue.js';
import { registerJobHandler } from '../src/jobs/registry.js';
import { createTestApp, onPostgres, type TestApp, waitFor } from './helpers.js';

const TYPE = 'test.worker-off';
/** The app whose worker ran each job. */
const ranOn = new Map<number, FastifyInstance>();
/** What main.ts asks of buildApp, quick to poll. */
const WORKER = { pollMs: 5 };
/** What `WORKER=off` in the environment makes of the configuration. */
const { worker } = loadConfig({ WORKER: 'off' });

async function finished(app: FastifyInstance, ids: number[]): Promise<void> {
  const states = await waitFor(
    async () => Promise.all(ids.map(async (id) => (await findJob(app.db, id))?.state)),
    (all) => all.every((state) => state === 'done'),
  );
  expect(states).toEqual(ids.map(() => 'done'));
}

describe('WORKER=off', () => {
  const apps: TestApp[] = [];
  beforeAll(() => {
    registerJobHandler(TYPE, async ({ job, app }) => {
      ranOn.set(job.id, app);
      // Long enough for the other worker to poll while this one holds its job.
      await new Promise((resolve) => setTimeout(resolve, 15));
    });
  });
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
  });

  it('an instance started with it runs no job, while one with a worker runs the same jobs', async () => {
    const off = await createTestApp({ worker }, { worker: WORKER });
    const on = await createTestApp({}, { worker: WORKER });
    apps.push(off, on);
    const waiting = await enqueueJob(off.app.db, { type: TYPE });
    await finished(on.app, [await enqueueJob(on.app.db, { type: TYPE })]);
    // Another full round of polls of both workers.
    await finished(on.app, [await enqueueJob(on.app.db, { type: TYPE })]);
    expect(await findJob(off.app.db, waiting)).toMatchObject({
      state: 'queued',
      attempts: 0,
      locked_by: null,
    });
  });

  it.skipIf(!onPostgres)(
    'its jobs wait for another instance on the same database, which runs them all',
    async () => {
      const off = await createTestApp({ worker }, { worker: WORKER });
      const other = await createTestApp(
        { databaseUrl: off.config.databaseUrl, databaseSchema: off.config.databaseSchema },
        { worker: WORKER },
      );
      apps.push(off, other);
      const ids: number[] = [];
      for (let i = 0; i < 10; i++) ids.push(await enqueueJob(off.app.db, { type: TYPE }));
      await finished(off.app, ids);
      expect(new Set(ids.map((id) => ranOn.get(id)))).toEqual(new Set([other.app]));
    },
  );
});
