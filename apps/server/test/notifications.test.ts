import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.js';
import { JobWorker } from '../src/jobs/worker.js';
import { KEEP_PER_ADMIN, runDailyCheck } from '../src/modules/notifications/daily.js';
import { notifyOverdue } from '../src/modules/notifications/overdue.js';
import { useTestApp } from './app-fixture.js';
import { formsFixture } from './asset-forms-fixture.js';
import { registerAsset, unitAdmin } from './asset-helpers.js';
import { call, createAdminWith } from './helpers.js';
import { jobDone } from './notification-helpers.js';

interface Row {
  id: number;
  kind: string;
  text: string;
  read: boolean;
  target: { page: string | null; query?: Record<string, string>; download?: { path: string; file: string } };
}

const list = async (
  t: { app: Parameters<typeof call>[0] },
  token: string,
  query: Record<string, string> = {},
  lang: 'zh' | 'en' = 'en',
) =>
  (await call(t.app, 'GET', 'notification', { token, query, lang })).json().message as {
    data: Row[];
    total: number;
    per_page: number;
    current_page: number;
    last_page: number;
    unread: number;
  };

/** Runs every due job on this app's queue, one after the other, as a worker's polls would. */
async function runDueJobs(app: Parameters<typeof call>[0]): Promise<void> {
  const worker = new JobWorker(app, { id: 'test-worker' });
  while (await worker.runOnce()) {
    // the next one
  }
}

describe('job notifications', () => {
  const t = useTestApp();

  it('tells the admin who started an export that it finished, with its file, and one that failed', async () => {
    const starter = await createAdminWith(t.app, ['MemberList', 'MemberExport']);
    const other = await createAdminWith(t.app, ['MemberList', 'MemberExport']);
    const started = await call(t.app, 'POST', 'member/export/all', {
      token: starter.token,
      body: {},
      lang: 'en',
    });
    expect(started.json().status, started.body).toBe(200);
    const jobId = started.json().message.job_id as number;
    // A payload the export cannot read fails the job.
    await enqueueJob(t.app.db, { type: 'export.member', payload: { nonsense: true }, createdBy: starter.id });
    await runDueJobs(t.app);

    const mine = await list(t, starter.token);
    expect(mine.unread).toBe(2);
    const [failed, done] = mine.data;
    expect(done).toMatchObject({
      kind: 'job',
      read: false,
      target: { page: 'MemberList', download: { path: `member/export/file/${jobId}` } },
    });
    expect(done?.text).toMatch(/^The export of “Members?.*” is ready \(0 rows\): click to download$/);
    expect(failed?.text).toMatch(/^The export of “.*” failed: /);
    expect(failed?.target.download).toBeUndefined();
    // The download the notification points at is the starter's file.
    const file = await call(t.app, 'GET', done?.target.download?.path ?? '', { token: starter.token });
    expect(file.statusCode).toBe(200);
    // In the reader's language, from the same stored row.
    const zh = await list(t, starter.token, {}, 'zh');
    expect(zh.data[1]?.text).toMatch(/的导出已完成（0 行），点击下载$/);
    expect((await list(t, other.token)).total).toBe(0);
  });

  it('says nothing of jobs nobody started', async () => {
    const before = await t.app.db.selectFrom('notifications').select('id').execute();
    await enqueueJob(t.app.db, { type: 'export.member', payload: { nonsense: true } });
    await runDueJobs(t.app);
    expect(await t.app.db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
  });
});

describe('paging and reading', () => {
  const t = useTestApp();
  let me: { id: number; token: string };
  let someone: { id: number; token: string };

  beforeAll(async () => {
    me = await createAdminWith(t.app, []);
    someone = await createAdminWith(t.app, []);
    await t.app.notifications.notify(
      Array.from({ length: 12 }, (_, i) => ({
        ...jobDone(me.id, i + 1),
        kind: i % 3 === 0 ? ('task' as const) : ('job' as const),
      })),
    );
    await t.app.notifications.notify([jobDone(someone.id, 99)]);
  });

  it('lists mine newest first, paged, with the unread count, by tab and kind', async () => {
    const first = await list(t, me.token, { limit: '5' });
    expect(first).toMatchObject({ total: 12, per_page: 5, current_page: 1, last_page: 3, unread: 12 });
    expect(first.data.map((r) => r.text)).toEqual([12, 11, 10, 9, 8].map((n) => `Job #${n} has finished`));
    const last = await list(t, me.token, { limit: '5', page: '3' });
    expect(last.data.map((r) => r.text)).toEqual(['Job #2 has finished', 'Job #1 has finished']);
    expect((await list(t, me.token, { kind: 'task' })).total).toBe(4);
    const bad = await call(t.app, 'GET', 'notification', { token: me.token, query: { kind: 'nope' } });
    expect(bad.json().status).toBe(42200);
    const badSort = await call(t.app, 'GET', 'notification', {
      token: me.token,
      query: { sort: 'admin_id' },
    });
    expect(badSort.json().status).toBe(42200);
  });

  it('reads one, then all of mine; never another admin’s', async () => {
    const [newest] = (await list(t, me.token)).data;
    const theirs = (await list(t, someone.token)).data[0];
    const read = await call(t.app, 'POST', `notification/read/${newest?.id}`, { token: me.token });
    expect(read.json().message).toEqual({ unread: 11 });
    const unreadTab = await list(t, me.token, { tab: 'unread' });
    expect(unreadTab.total).toBe(11);
    expect(unreadTab.data.some((r) => r.id === newest?.id)).toBe(false);

    // Another admin's notification is as good as missing, and stays unread.
    const foreign = await call(t.app, 'POST', `notification/read/${theirs?.id}`, { token: me.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().status).toBe(40400);
    expect((await list(t, someone.token)).unread).toBe(1);

    const all = await call(t.app, 'POST', 'notification/read/0', { token: me.token });
    expect(all.json().message).toEqual({ unread: 0 });
    expect((await list(t, me.token)).unread).toBe(0);
    expect((await list(t, someone.token)).unread).toBe(1);
  });

  it('refuses without a session', async () => {
    expect((await call(t.app, 'GET', 'notification')).json().status).toBe(40100);
    expect((await call(t.app, 'POST', 'notification/read/0')).json().status).toBe(40100);
    expect((await call(t.app, 'GET', 'notification/stream')).statusCode).toBe(401);
  });
});

describe('form notifications', () => {
  const fx = formsFixture();
  const APPROVE = ['AssetsJoinList', 'AssetsJoinApprove'];

  it('tells the approvers who see a submitted form, and nobody else', async () => {
    const approverA = await unitAdmin(fx.t.app, fx.orgA, APPROVE);
    const approverB = await unitAdmin(fx.t.app, fx.orgB, APPROVE);
    const item = await registerAsset(fx.t.app, fx.root, fx.orgA);
    const draft = (await fx.joinDraft(item.id)).json().message;
    expect((await fx.post(fx.a.token, `assetsJoin/submit/${draft.id}`)).json().status).toBe(200);

    const told = await list(fx.t, approverA.token);
    expect(told.data).toHaveLength(1);
    expect(told.data[0]).toMatchObject({
      kind: 'approval',
      target: { page: 'AssetsJoinList', query: { keyword: draft.number, status: 'submitted' } },
    });
    expect(told.data[0]?.text).toMatch(
      new RegExp(
        `^\\S.* ${draft.number} waits for your approval \\(submitted by ${(fx.a as { username?: string }).username}\\)$`,
      ),
    );
    expect((await list(fx.t, fx.root)).data.some((r) => r.kind === 'approval')).toBe(true);
    // Out of scope, without the permission, or the submitter himself: not told.
    expect((await list(fx.t, approverB.token)).total).toBe(0);
    expect((await list(fx.t, fx.b.token)).total).toBe(0);
    expect((await list(fx.t, fx.a.token)).total).toBe(0);
  });

  it('tells the unit whose task an approval made', async () => {
    const item = await registerAsset(fx.t.app, fx.root, fx.orgA, {
      ownership: 'public',
      storage_location_id: fx.shelf,
    });
    const nextYear = `${new Date().getFullYear() + 1}-06-30`;
    const before = (await list(fx.t, fx.a.token)).total;
    const rental = await fx.approved(
      'assetsRental',
      { lines: [{ asset_id: item.id }], reason: 'Event', due_date: nextYear },
      fx.b.token,
    );
    const tasks = (await list(fx.t, fx.b.token, { kind: 'task' })).data;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      target: { page: 'TaskList', query: { kind: 'rent', keyword: rental.number } },
    });
    expect((await list(fx.t, fx.a.token)).total).toBe(before);
  });

  describe('overdue returns', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('tells the borrower once when a rental is past its return day', async () => {
      const item = await registerAsset(fx.t.app, fx.root, fx.orgA, {
        ownership: 'public',
        storage_location_id: fx.shelf,
      });
      const due = `${new Date().getFullYear() + 1}-03-10`;
      const rental = await fx.approved(
        'assetsRental',
        { lines: [{ asset_id: item.id }], reason: 'Fair', due_date: due },
        fx.b.token,
      );
      await fx.complete(rental);
      const overdue = async () => (await list(fx.t, fx.b.token, { kind: 'overdue' })).data;

      // On the return day itself it is not overdue yet.
      expect(await notifyOverdue(fx.t.app, due)).toBe(0);
      expect(await overdue()).toHaveLength(0);

      // The daily check on a frozen clock two days later, twice: one notification.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${due.slice(0, 8)}12T09:00:00`));
      const context = { app: fx.t.app } as Parameters<typeof runDailyCheck>[0];
      expect((await runDailyCheck(context)).overdue).toBe(1);
      expect((await runDailyCheck(context)).overdue).toBe(0);
      // Sessions expire on the frozen clock: read on today's.
      vi.useRealTimers();
      const rows = await overdue();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.text).toContain(rental.number);
      expect(rows[0]?.text).toContain(due);
      expect(rows[0]?.target).toEqual({ page: 'AssetsRentalList', query: { keyword: rental.number } });
    });
  });
});

describe('retention', () => {
  const t = useTestApp();

  it('the daily check deletes notifications past 90 days, and beyond 1 000 per admin the oldest', async () => {
    const [old, busy] = [await createAdminWith(t.app, []), await createAdminWith(t.app, [])];
    await t.app.notifications.notify([jobDone(old.id, 1), jobDone(old.id, 2)]);
    await t.app.db
      .updateTable('notifications')
      .set({ created_at: new Date(Date.now() - 91 * 86_400_000).toISOString() })
      .where('admin_id', '=', old.id)
      .where('params', '=', JSON.stringify({ id: 1 }))
      .execute();
    await t.app.notifications.notify(
      Array.from({ length: KEEP_PER_ADMIN + 3 }, (_, i) => jobDone(busy.id, i + 1)),
    );

    const { pruned } = await runDailyCheck({ app: t.app } as Parameters<typeof runDailyCheck>[0]);
    expect(pruned).toBe(4);
    expect((await list(t, old.token)).data.map((r) => r.text)).toEqual(['Job #2 has finished']);
    const kept = await list(t, busy.token, { limit: '1', sort: 'id' });
    expect(kept.total).toBe(KEEP_PER_ADMIN);
    expect(kept.data[0]?.text).toBe('Job #4 has finished');
  });
});
