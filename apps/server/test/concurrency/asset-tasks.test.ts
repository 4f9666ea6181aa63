import { describe, expect, it } from 'vitest';
import { formsFixture } from '../asset-forms-fixture.js';
import { registerAsset } from '../asset-helpers.js';
import { call } from '../helpers.js';
import { atOnce, expectTally, messagesOf } from './checks.js';

const DONE_EN = 'The task is already completed';
const DONE_ZH = '任务已完成，不能重复执行';

// Warehouse clerks and approvers acting on the same task or form at once: the assets move once,
// one history event per asset is written, and the others get a localized 40900 (checked in SQL).
describe('concurrent asset tasks and approvals', () => {
  const fx = formsFixture();
  const post = (route: string, body: unknown, lang: 'zh' | 'en', token = fx.root) =>
    call(fx.t.app, 'POST', route, { token, body, lang });
  const events = (formId: number) =>
    fx.t.app.db
      .selectFrom('asset_events')
      .select(['asset_id', 'kind'])
      .where('form_id', '=', formId)
      .execute();
  const assetsOf = (ids: number[]) =>
    fx.t.app.db
      .selectFrom('assets')
      .select(['id', 'status', 'ownership', 'storage_location_id', 'version'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  const joinBody = (ids: number[]) => ({
    lines: ids.map((asset_id) => ({ asset_id })),
    reason: 'Idle',
    storage_location_id: fx.shelf,
  });

  it('five clerks complete the same join task at once: the assets move once, one event each', async () => {
    const items = await Promise.all([1, 2, 3].map(() => registerAsset(fx.t.app, fx.a.token, fx.orgA)));
    const ids = items.map((i) => i.id);
    const form = await fx.approved('assetsJoin', joinBody(ids), fx.a.token);
    const before = await assetsOf(ids);
    const replies = await atOnce(5, (i) => post(`task/complete/${form.task.id}`, {}, i % 2 ? 'zh' : 'en'));
    expectTally(replies, { 200: 1, 40900: 4 });
    expect(new Set(messagesOf(replies, 40900))).toEqual(new Set([DONE_EN, DONE_ZH]));

    expect(await assetsOf(ids)).toEqual(
      before.map((a) => ({
        ...a,
        status: 'in_warehouse',
        ownership: 'public',
        storage_location_id: fx.shelf,
        version: a.version + 1,
      })),
    );
    const written = await events(form.id);
    expect(written.map((e) => e.asset_id).sort()).toEqual([...ids].sort());
    expect(new Set(written.map((e) => e.kind))).toEqual(new Set(['join']));
    const task = await fx.t.app.db
      .selectFrom('asset_tasks')
      .select(['status', 'version'])
      .where('id', '=', form.task.id)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 'completed' });
    const stored = await fx.t.app.db
      .selectFrom('asset_forms')
      .select(['status', 'version'])
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'completed', version: form.version + 1 });
    const open = await fx.t.app.db
      .selectFrom('asset_form_lines')
      .select('open')
      .where('form_id', '=', form.id)
      .execute();
    expect(open.every((l) => l.open === 0)).toBe(true);
  });

  it('four approvers decide the same form at once: one decision, one task', async () => {
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA);
    const draft = (await fx.post(fx.a.token, 'assetsJoin', joinBody([item.id]))).json().message;
    expect((await fx.post(fx.a.token, `assetsJoin/submit/${draft.id}`)).json().status).toBe(200);
    const replies = await atOnce(4, (i) =>
      post(
        `assetsJoin/approve/${draft.id}`,
        { approved: i < 2, opinion: `Opinion ${i}` },
        i % 2 ? 'zh' : 'en',
      ),
    );
    expectTally(replies, { 200: 1, 40900: 3 });
    const winner = replies.findIndex((r) => r.json().status === 200);
    const stored = await fx.t.app.db
      .selectFrom('asset_forms')
      .select(['status', 'opinion'])
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: winner < 2 ? 'processing' : 'rejected', opinion: `Opinion ${winner}` });
    const tasks = await fx.t.app.db
      .selectFrom('asset_tasks')
      .select('id')
      .where('form_id', '=', draft.id)
      .execute();
    expect(tasks).toHaveLength(winner < 2 ? 1 : 0);
  });

  it('two units put the same asset on forms at once: one form holds it, the other is told', async () => {
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA);
    const replies = await atOnce(2, (i) =>
      post('assetsJoin', joinBody([item.id]), 'en', i ? fx.a.token : fx.root),
    );
    expectTally(replies, { 200: 1, 42200: 1 });
    const held = replies.find((r) => r.json().status === 200)?.json().message;
    expect(messagesOf(replies, 42200)).toEqual([
      `Asset ${item.code} is on form ${held.number}; wait until that form ends`,
    ]);
    const lines = await fx.t.app.db
      .selectFrom('asset_form_lines')
      .select('form_id')
      .where('asset_id', '=', item.id)
      .where('open', '=', 1)
      .execute();
    expect(lines).toEqual([{ form_id: held.id }]);
  });

  it('two rent receipts for the same installment approved at once: booked once, never beyond', async () => {
    const { grant } = await fx.leased({
      contract_no: 'HT-009',
      start_date: '2024-01-01',
      end_date: '2024-07-01',
      rent: 30000,
      cycle: 'quarter',
    });
    const first = grant.installments[0];
    const receipts: { id: number }[] = [];
    for (const amount of [30000, 20000]) {
      const draft = (
        await fx.post(fx.root, 'assetLeaseRepay', {
          reason: 'Rent',
          grant_id: grant.id,
          payments: [{ installment_id: first.id, amount }],
        })
      ).json().message;
      expect((await fx.post(fx.root, `assetLeaseRepay/submit/${draft.id}`)).json().status).toBe(200);
      receipts.push(draft);
    }
    const replies = await atOnce(2, (i) =>
      post(`assetLeaseRepay/approve/${receipts[i]?.id}`, { approved: true, opinion: 'ok' }, 'en'),
    );
    expectTally(replies, { 200: 1, 42200: 1 });
    const winner = replies.findIndex((r) => r.json().status === 200);
    const owed = 30000 - (winner === 0 ? 30000 : 20000);
    expect(messagesOf(replies, 42200)).toEqual([
      `At most ${(owed / 100).toFixed(2)} can still be received for installment 1`,
    ]);
    const installment = await fx.t.app.db
      .selectFrom('lease_installments')
      .select('paid')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(Number(installment.paid)).toBe(winner === 0 ? 30000 : 20000);
    const statuses = await fx.t.app.db
      .selectFrom('asset_forms')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        receipts.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(
      winner === 0 ? ['completed', 'submitted'] : ['submitted', 'completed'],
    );
  });
});
