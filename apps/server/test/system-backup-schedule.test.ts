import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_SCHEDULE_DEFAULT, type BackupSchedule } from '@bo/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.js';
import { JobWorker } from '../src/jobs/worker.js';
import { BACKUP_JOB } from '../src/modules/system/backups/job.js';
import { BACKUP_TIMER_JOB, nextRunAt, runBackupTimer } from '../src/modules/system/backups/schedule.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith, hasPgDump, onPostgres, tokenFor } from './helpers.js';

const schedule = (overrides: Partial<BackupSchedule>): BackupSchedule => ({
  ...BACKUP_SCHEDULE_DEFAULT,
  ...overrides,
});

describe('the next scheduled moment (server local time)', () => {
  // Wednesday 10 June 2026, 09:30 local time: the zone the tests run in does not matter.
  const now = new Date(2026, 5, 10, 9, 30);

  it('is never when off', () => {
    expect(nextRunAt(schedule({ frequency: 'off' }), now)).toBeNull();
  });

  it('is today at the time when it is still ahead, else tomorrow', () => {
    expect(nextRunAt(schedule({ frequency: 'daily', time: '10:00' }), now)).toEqual(
      new Date(2026, 5, 10, 10),
    );
    expect(nextRunAt(schedule({ frequency: 'daily', time: '09:30' }), now)).toEqual(
      new Date(2026, 5, 11, 9, 30),
    );
    expect(nextRunAt(schedule({ frequency: 'daily', time: '02:00' }), now)).toEqual(new Date(2026, 5, 11, 2));
  });

  it('is the weekday at the time, this week when still ahead, else next week', () => {
    const weekly = (weekday: number, time: string) =>
      nextRunAt(schedule({ frequency: 'weekly', weekday, time }), now);
    expect(weekly(3, '23:59')).toEqual(new Date(2026, 5, 10, 23, 59));
    expect(weekly(3, '09:00')).toEqual(new Date(2026, 5, 17, 9));
    expect(weekly(5, '01:00')).toEqual(new Date(2026, 5, 12, 1));
    expect(weekly(1, '02:00')).toEqual(new Date(2026, 5, 15, 2));
    expect(weekly(7, '02:00')).toEqual(new Date(2026, 5, 14, 2));
  });
});

describe.skipIf(onPostgres && !hasPgDump)('scheduled backups', () => {
  const t = useTestApp({}, { signedIn: false });
  let worker: JobWorker;
  let token: string;
  let dir: string;

  /** A backup file of `name` whose time is `minutesAgo` before now. */
  const placeBackup = (name: string, minutesAgo: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, name);
    const time = new Date(Date.now() - minutesAgo * 60_000);
    fs.utimesSync(file, time, time);
  };
  const onDisk = () => fs.readdirSync(dir).filter((n) => /^(db|full)-/.test(n));
  const queuedTimers = () =>
    t.app.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('type', '=', BACKUP_TIMER_JOB)
      .where('state', '=', 'queued')
      .execute();

  const waitForBackup = async (id: number) => {
    const end = Date.now() + 20_000;
    for (;;) {
      const job = await t.app.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (job.state === 'done' || job.state === 'failed') return job;
      if (Date.now() > end) throw new Error(`backup job ${id} still ${job.state}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    worker = new JobWorker(t.app, { pollMs: 10 });
    token = await tokenFor(t.app);
    dir = path.join(t.config.dataDir, 'backups');
  });

  beforeEach(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    await t.app.db.deleteFrom('jobs').execute();
    await call(t.app, 'POST', 'backup/schedule', { token, body: { frequency: 'off' } });
  });

  afterAll(async () => {
    await worker?.stop();
  });

  it('starts off, with nothing run yet', async () => {
    const res = await call(t.app, 'GET', 'backup/schedule', { token });
    expect(res.json().message).toEqual({
      frequency: 'off',
      time: '02:00',
      weekday: 1,
      type: 'db',
      keep: 7,
      next_run_at: null,
      last_success: null,
      last_failure: null,
    });
  });

  it('saves a schedule with one timer due at its next moment, and removes it when turned off', async () => {
    const saved = await call(t.app, 'POST', 'backup/schedule', {
      token,
      body: { frequency: 'weekly', weekday: 5, time: '03:15', keep: 3, type: 'full' },
    });
    const state = saved.json().message;
    expect(state).toMatchObject({ frequency: 'weekly', weekday: 5, time: '03:15', keep: 3, type: 'full' });
    const next = new Date(state.next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect([next.getDay(), next.getHours(), next.getMinutes()]).toEqual([5, 3, 15]);
    // Saved twice, still one timer.
    await call(t.app, 'POST', 'backup/schedule', { token, body: { frequency: 'daily', time: '04:00' } });
    expect(await queuedTimers()).toHaveLength(1);
    const again = (await call(t.app, 'GET', 'backup/schedule', { token })).json().message;
    expect(again).toMatchObject({ frequency: 'daily', time: '04:00', weekday: 1, keep: 7, type: 'db' });
    expect(new Date(again.next_run_at).getHours()).toBe(4);

    const off = await call(t.app, 'POST', 'backup/schedule', { token, body: { frequency: 'off' } });
    expect(off.json().message.next_run_at).toBeNull();
    expect(await queuedTimers()).toHaveLength(0);
  });

  it('refuses a wrong schedule with field messages, and keeps the saved one', async () => {
    await call(t.app, 'POST', 'backup/schedule', { token, body: { frequency: 'daily', time: '01:00' } });
    for (const [body, field] of [
      [{}, 'frequency'],
      [{ frequency: 'hourly' }, 'frequency'],
      [{ frequency: 'daily', time: '24:00' }, 'time'],
      [{ frequency: 'daily', time: '7:5' }, 'time'],
      [{ frequency: 'weekly', weekday: 0 }, 'weekday'],
      [{ frequency: 'weekly', weekday: '3' }, 'weekday'],
      [{ frequency: 'daily', keep: 0 }, 'keep'],
      [{ frequency: 'daily', keep: 101 }, 'keep'],
      [{ frequency: 'daily', type: 'zip' }, 'type'],
    ] as const) {
      const res = await call(t.app, 'POST', 'backup/schedule', { token, body, lang: 'zh' });
      expect(res.json().status, JSON.stringify(body)).toBe(42200);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    const kept = (await call(t.app, 'GET', 'backup/schedule', { token })).json().message;
    expect(kept).toMatchObject({ frequency: 'daily', time: '01:00' });
  });

  it('runs through the queue: a backup of the scheduled kind, keeping the newest backups, then the next timer', async () => {
    await call(t.app, 'POST', 'backup/schedule', {
      token,
      body: { frequency: 'daily', time: '02:00', keep: 2 },
    });
    placeBackup('db-20200101-000000-aaaaaa.sqlite', 300);
    placeBackup('db-20200102-000000-bbbbbb.sqlite', 200);
    placeBackup('full-20200103-000000-cccccc.tar.gz', 100);

    const run = await runBackupTimer({ app: t.app } as Parameters<typeof runBackupTimer>[0]);
    expect(run).toHaveProperty('job_id');
    const jobId = (run as { job_id: number }).job_id;
    // While that backup waits, the next timer's run does not queue another.
    expect(await runBackupTimer({ app: t.app } as Parameters<typeof runBackupTimer>[0])).toEqual({
      skipped: 'running',
    });
    expect(await queuedTimers()).toHaveLength(1);

    worker.start();
    const job = await waitForBackup(jobId);
    await worker.stop();
    expect(job.state).toBe('done');
    const name = (JSON.parse(job.result ?? '{}') as { name: string }).name;
    expect(onDisk().sort()).toEqual([name, 'full-20200103-000000-cccccc.tar.gz'].sort());

    const state = (await call(t.app, 'GET', 'backup/schedule', { token, lang: 'en' })).json().message;
    expect(state.last_success).toMatchObject({ name, message: `Backup finished: ${name}` });
    expect(state.last_failure).toBeNull();
  });

  it('does nothing when turned off before the timer runs', async () => {
    await call(t.app, 'POST', 'backup/schedule', { token, body: { frequency: 'daily' } });
    await call(t.app, 'POST', 'backup/schedule', { token, body: { frequency: 'off' } });
    const run = await runBackupTimer({ app: t.app } as Parameters<typeof runBackupTimer>[0]);
    expect(run).toEqual({ skipped: 'off' });
    expect(await queuedTimers()).toHaveLength(0);
    expect(await t.app.db.selectFrom('jobs').select('id').where('type', '=', BACKUP_JOB).execute()).toEqual(
      [],
    );
  });

  it('shows the last failure in the reader’s language', async () => {
    const id = await enqueueJob(t.app.db, { type: BACKUP_JOB, payload: { type: 'db' } });
    await t.app.db
      .updateTable('jobs')
      .set({
        state: 'failed',
        message: 'backup.pgDumpFailed',
        message_params: JSON.stringify({ detail: 'x' }),
      })
      .where('id', '=', id)
      .execute();
    const zh = (await call(t.app, 'GET', 'backup/schedule', { token, lang: 'zh' })).json().message;
    expect(zh.last_failure).toMatchObject({ name: null, message: 'pg_dump 执行失败：x' });
    expect(zh.last_success).toBeNull();
  });

  it('deletes a batch of backups all or none', async () => {
    placeBackup('db-20200101-000000-aaaaaa.sqlite', 3);
    placeBackup('db-20200102-000000-bbbbbb.sqlite', 2);
    placeBackup('db-20200103-000000-cccccc.sqlite', 1);
    const missing = await call(t.app, 'POST', 'backup/destroy/0', {
      token,
      body: { names: ['db-20200101-000000-aaaaaa.sqlite', 'db-20200109-000000-ffffff.sqlite'] },
    });
    expect(missing.json().status).toBe(40400);
    expect(onDisk()).toHaveLength(3);
    const none = await call(t.app, 'POST', 'backup/destroy/0', { token, body: { names: [] }, lang: 'en' });
    expect(none.json()).toMatchObject({ status: 42200 });
    expect(none.json().errors.names).toHaveLength(1);
    const traversal = await call(t.app, 'POST', 'backup/destroy/0', {
      token,
      body: { names: ['../app.db'] },
    });
    expect(traversal.json().status).toBe(42200);

    const done = await call(t.app, 'POST', 'backup/destroy/0', {
      token,
      body: { names: ['db-20200101-000000-aaaaaa.sqlite', 'db-20200102-000000-bbbbbb.sqlite'] },
      lang: 'en',
    });
    expect(done.json()).toMatchObject({ result: 'ok', message: 'Deleted' });
    expect(onDisk()).toEqual(['db-20200103-000000-cccccc.sqlite']);
  });

  it('needs BackupList to read the schedule, BackupSchedule to change it', async () => {
    const lister = await createAdminWith(t.app, ['BackupList']);
    expect((await call(t.app, 'GET', 'backup/schedule', { token: lister.token })).json().status).toBe(200);
    const refused = await call(t.app, 'POST', 'backup/schedule', {
      token: lister.token,
      body: { frequency: 'daily' },
    });
    expect(refused.json().status).toBe(40300);
    const scheduler = await createAdminWith(t.app, ['BackupList', 'BackupSchedule']);
    const saved = await call(t.app, 'POST', 'backup/schedule', {
      token: scheduler.token,
      body: { frequency: 'daily' },
    });
    expect(saved.json().status).toBe(200);
    expect(
      (await call(t.app, 'POST', 'backup/destroy/0', { token: lister.token, body: { names: [] } })).json()
        .status,
    ).toBe(40300);
  });
});
