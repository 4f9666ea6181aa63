import { MAX_ACTIVE_EXPORTS, translate } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdminWith, createTestApp, onPostgres, type TestApp } from '../helpers.js';
import { createTwoInstances, type TwoInstances } from '../instances-helpers.js';

const EXPORTS = ['good/export/all', 'indent/export/all'] as const;
const EXPORTER = ['GoodExport', 'IndentExport'];

const startExport = (app: FastifyInstance, token: string, i: number, lang: 'zh' | 'en' = 'en') =>
  call(app, 'POST', EXPORTS[i % EXPORTS.length]!, { token, lang, body: {} });

const jobsOf = (app: FastifyInstance, adminId: number) =>
  app.db.selectFrom('jobs').select(['id', 'state']).where('created_by', '=', adminId).execute();

/**
 * An administrator has at most MAX_ACTIVE_EXPORTS export jobs (goods and orders alike) queued or
 * running: the next responds with 42900 with a clear message and queues nothing, until one finishes. No
 * worker runs here, so queued exports stay queued.
 */
describe('export jobs per administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it(`queues ${MAX_ACTIVE_EXPORTS} exports, refuses the next, and accepts again once one has finished`, async () => {
    const admin = await createAdminWith(t.app, EXPORTER);
    for (let i = 0; i < MAX_ACTIVE_EXPORTS; i++) {
      const res = await startExport(t.app, admin.token, i);
      expect(res.json().status, res.body).toBe(200);
    }
    for (const lang of ['en', 'zh'] as const) {
      for (let i = 0; i < EXPORTS.length; i++) {
        const refused = await startExport(t.app, admin.token, i, lang);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({
          status: 42900,
          message: translate(lang, 'jobs.tooManyExports', { count: MAX_ACTIVE_EXPORTS }),
        });
      }
    }
    expect(translate('en', 'jobs.tooManyExports', { count: 3 })).toMatch(/3 exports/);
    const jobs = await jobsOf(t.app, admin.id);
    expect(jobs).toHaveLength(MAX_ACTIVE_EXPORTS);

    // Another administrator has a budget of its own.
    const other = await createAdminWith(t.app, EXPORTER);
    expect((await startExport(t.app, other.token, 0)).json().status).toBe(200);

    // A finished (or failed) export frees its place.
    await t.app.db.updateTable('jobs').set({ state: 'done' }).where('id', '=', jobs[0]!.id).execute();
    expect((await startExport(t.app, admin.token, 1)).json().status).toBe(200);
    await t.app.db.updateTable('jobs').set({ state: 'failed' }).where('id', '=', jobs[1]!.id).execute();
    expect((await startExport(t.app, admin.token, 0)).json().status).toBe(200);
    expect((await startExport(t.app, admin.token, 0)).json().status).toBe(42900);
  });

  it(`accepts exactly ${MAX_ACTIVE_EXPORTS} of many exports sent at once`, async () => {
    const admin = await createAdminWith(t.app, EXPORTER);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => startExport(t.app, admin.token, i)),
    );
    const statuses = answers.map((a) => a.json().status as number);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_ACTIVE_EXPORTS);
    expect(statuses.filter((s) => s === 42900)).toHaveLength(8 - MAX_ACTIVE_EXPORTS);
    expect(await jobsOf(t.app, admin.id)).toHaveLength(MAX_ACTIVE_EXPORTS);
  });
});

describe.skipIf(!onPostgres)('export jobs per administrator across two instances', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances();
  });
  afterAll(async () => two.close());

  it(`accepts exactly ${MAX_ACTIVE_EXPORTS} of many exports sent at once to both`, async () => {
    const admin = await createAdminWith(two.a, EXPORTER);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => startExport(i % 2 ? two.a : two.b, admin.token, i)),
    );
    const statuses = answers.map((a) => a.json().status as number);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_ACTIVE_EXPORTS);
    expect(await jobsOf(two.a, admin.id)).toHaveLength(MAX_ACTIVE_EXPORTS);
  });
});
