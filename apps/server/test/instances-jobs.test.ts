import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.js';
import { registerJobHandler } from '../src/jobs/registry.js';
import { onPostgres, waitFor } from './helpers.js';
import { createTwoInstances, type TwoInstances } from './instances-helpers.js';

const JOBS = 40;

/** Two instances: both instances' workers poll one queue, and no job runs twice. */
describe.skipIf(!onPostgres)('jobs with two instances', () => {
  let pair: TwoInstances;
  /** How often each job's handler ran, and on which instance. */
  const runs = new Map<number, FastifyInstance[]>();
  beforeAll(async () => {
    registerJobHandler('test.instances', async ({ job, app }) => {
      runs.set(job.id, [...(runs.get(job.id) ?? []), app]);
      // Long enough for the other worker to poll while this one holds the job.
      await new Promise((resolve) => setTimeout(resolve, 15));
    });
    pair = await createTwoInstances({}, { pollMs: 5 });
  });
  afterAll(async () => pair?.close());

  it(`${JOBS} jobs queued while both workers run each run exactly once`, async () => {
    const { a, b } = pair;
    const ids: number[] = [];
    for (let i = 0; i < JOBS; i++)
      ids.push(await enqueueJob(i % 2 ? b.db : a.db, { type: 'test.instances' }));
    const states = await waitFor(
      async () => a.db.selectFrom('jobs').select(['id', 'state']).where('id', 'in', ids).execute(),
      (rows) => rows.every((r) => r.state === 'done'),
      20_000,
    );
    expect(states.filter((r) => r.state !== 'done')).toEqual([]);
    expect(ids.map((id) => runs.get(id)?.length ?? 0)).toEqual(ids.map(() => 1));
    const ranOn = new Set(ids.map((id) => runs.get(id)?.[0]));
    // Both workers took part (each claims while the other runs one).
    expect(ranOn).toEqual(new Set([a, b]));
  });
});
