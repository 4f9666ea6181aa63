import { describe, expect, it } from 'vitest';
import { formsFixture } from './asset-forms-fixture.js';
import { registerAsset } from './asset-helpers.js';
import { createAdminWith } from './helpers.js';

const nextYear = `${new Date().getFullYear() + 1}-06-30`;

describe('asset forms and warehouse tasks', () => {
  const fx = formsFixture();

  it('joins an idle asset into the public warehouse through approval and a task, with history', async () => {
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA, { name: 'Projector' });
    const draft = (await fx.joinDraft(item.id, 'Not used')).json().message;
    expect(draft).toMatchObject({
      status: 'draft',
      line_count: 1,
      total_value: 899900,
      organization_name: 'Bureau A',
    });
    expect(draft.number).toMatch(/^RK\d{8}\d{4}$/);

    // Approving a draft is refused: it has to be submitted first.
    const early = await fx.post(fx.root, `assetsJoin/approve/${draft.id}`, { approved: true, opinion: '' });
    expect(early.json()).toMatchObject({
      status: 40900,
      message: 'The form is “Draft” and cannot take this action; refresh and try again',
    });
    // The unit cannot approve its own form without the approve permission.
    expect(
      (await fx.post(fx.a.token, `assetsJoin/approve/${draft.id}`, { approved: true })).json().status,
    ).toBe(40300);

    expect((await fx.post(fx.a.token, `assetsJoin/submit/${draft.id}`)).json().message).toBe(
      'Form submitted for approval',
    );
    expect(
      (await fx.post(fx.root, `assetsJoin/approve/${draft.id}`, { approved: true, opinion: 'Fine' })).json()
        .status,
    ).toBe(200);
    const form = (await fx.get(fx.a.token, `assetsJoin/${draft.id}`)).message;
    expect(form).toMatchObject({
      status: 'processing',
      approved_by_name: 'admin',
      opinion: 'Fine',
      task: { status: 'pending' },
    });
    expect((await fx.asset(item.id)).status).toBe('idle');

    const tasks = (await fx.get(fx.root, 'task', { kind: 'join', status: 'pending' })).message.data;
    expect(tasks.map((r: { form_number: string }) => r.form_number)).toContain(draft.number);
    await fx.complete(form);
    expect(await fx.asset(item.id)).toMatchObject({
      ownership: 'public',
      status: 'in_warehouse',
      storage_location_id: fx.shelf,
    });
    expect((await fx.get(fx.a.token, `assetsJoin/${draft.id}`)).message.status).toBe('completed');

    const again = await fx.post(fx.root, `task/complete/${form.task.id}`);
    expect(again.json()).toMatchObject({ status: 40900, message: 'The task is already completed' });

    const history = (await fx.get(fx.root, `assets/history/${item.id}`)).message;
    expect(history[0]).toMatchObject({
      kind: 'join',
      form_number: draft.number,
      changes: {
        ownership: ['self', 'public'],
        status: ['idle', 'in_warehouse'],
        place: [null, expect.stringMatching(/^Place/)],
      },
    });
    const ledger = (await fx.get(fx.root, 'assets/events', { keyword: draft.number })).message;
    expect(ledger.total).toBe(1);
  });

  it('refuses ineligible assets with the reason, and assets held by another open form', async () => {
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA);
    const out = await fx.post(fx.root, 'assetsOut', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      target_organization_id: fx.orgB,
    });
    expect(out.json().message).toBe(
      `Asset ${item.code} cannot go on a allocation form: it must be a public-warehouse asset`,
    );
    const back = await fx.post(fx.a.token, 'assetsBack', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      storage_location_id: fx.shelf,
    });
    expect(back.json().message).toBe(`Asset ${item.code} cannot go on a return form: it is “Idle”`);
    const first = (await fx.joinDraft(item.id)).json().message;
    const second = await fx.joinDraft(item.id);
    expect(second.json().message).toBe(
      `Asset ${item.code} is on form ${first.number}; wait until that form ends`,
    );
    expect(
      (
        await fx.post(fx.a.token, 'assetsJoin', { lines: [], reason: 'x', storage_location_id: fx.shelf })
      ).json().errors.lines,
    ).toEqual(['Choose at least one asset']);

    // Cancelling lets the asset go; a cancelled form cannot be submitted.
    expect((await fx.post(fx.a.token, `assetsJoin/cancel/${first.id}`)).json().status).toBe(200);
    expect((await fx.post(fx.a.token, `assetsJoin/submit/${first.id}`)).json().status).toBe(40900);
    const third = (await fx.joinDraft(item.id)).json();
    expect(third.status).toBe(200);
    // A rejection also lets it go.
    await fx.post(fx.a.token, `assetsJoin/submit/${third.message.id}`);
    expect(
      (
        await fx.post(fx.root, `assetsJoin/approve/${third.message.id}`, { approved: false, opinion: 'No' })
      ).json().message,
    ).toBe('Rejected');
    expect((await fx.post(fx.a.token, `assetsJoin/cancel/${third.message.id}`)).json().status).toBe(200);
    expect((await fx.get(fx.a.token, 'assetsJoin/eligible', { keyword: item.code })).message.total).toBe(1);
  });

  it('applies concurrent approvals and task completions exactly once', async () => {
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA);
    const form = (await fx.joinDraft(item.id)).json().message;
    await fx.post(fx.a.token, `assetsJoin/submit/${form.id}`);
    const approvals = await Promise.all(
      [1, 2, 3].map(() => fx.post(fx.root, `assetsJoin/approve/${form.id}`, { approved: true, opinion: '' })),
    );
    expect(approvals.map((r) => r.json().status).sort()).toEqual([200, 40900, 40900]);
    const tasks = await fx.t.app.db
      .selectFrom('asset_tasks')
      .selectAll()
      .where('form_id', '=', form.id)
      .execute();
    expect(tasks).toHaveLength(1);
    const completions = await Promise.all(
      [1, 2, 3].map(() => fx.post(fx.root, `task/complete/${tasks[0]?.id}`)),
    );
    expect(completions.map((r) => r.json().status).sort()).toEqual([200, 40900, 40900]);
    const events = await fx.t.app.db
      .selectFrom('asset_events')
      .select('kind')
      .where('asset_id', '=', item.id)
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['created', 'join']);
  });

  it('rents a public asset to a unit, which sees it in use and returns it', async () => {
    const item = await registerAsset(fx.t.app, fx.root, fx.orgA, {
      ownership: 'public',
      storage_location_id: fx.shelf,
    });
    expect(item.status).toBe('in_warehouse');
    const past = await fx.post(fx.b.token, 'assetsRental', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      due_date: '2020-01-01',
    });
    expect(past.json().errors.due_date).toEqual(['The return date must be after today']);
    const rental = await fx.approved(
      'assetsRental',
      { lines: [{ asset_id: item.id }], reason: 'Event', due_date: nextYear },
      fx.b.token,
    );
    expect(rental.task).toMatchObject({ status: 'pending' });
    expect((await fx.get(fx.root, 'task', { kind: 'rent' })).message.data[0].form_number).toBe(rental.number);
    await fx.complete(rental);
    expect(await fx.asset(item.id)).toMatchObject({
      status: 'lent',
      holder_name: 'Bureau B',
      due_date: nextYear,
    });
    const inUse = (await fx.get(fx.b.token, 'assets/uselist')).message.data.map((r: { id: number }) => r.id);
    expect(inUse).toEqual([item.id]);

    // Only the borrower returns it.
    const notMine = await fx.post(fx.a.token, 'assetsBack', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      storage_location_id: fx.shelf,
    });
    expect(notMine.json().status).toBe(42200);
    const back = await fx.approved(
      'assetsBack',
      { lines: [{ asset_id: item.id }], reason: 'Done', storage_location_id: fx.shelf },
      fx.b.token,
    );
    await fx.complete(back);
    expect(await fx.asset(item.id)).toMatchObject({
      status: 'in_warehouse',
      holder_organization_id: null,
      due_date: null,
    });
    const kinds = (await fx.get(fx.root, `assets/history/${item.id}`)).message.map(
      (e: { kind: string }) => e.kind,
    );
    expect(kinds).toEqual(['back', 'rental', 'created']);
  });

  it('allocates a public asset to a receiving unit, which then owns it', async () => {
    const item = await registerAsset(fx.t.app, fx.root, fx.orgA, {
      ownership: 'public',
      storage_location_id: fx.shelf,
    });
    const out = await fx.approved('assetsOut', {
      lines: [{ asset_id: item.id }],
      reason: 'Needed',
      target_organization_id: fx.orgB,
    });
    await fx.complete(out);
    expect(await fx.asset(item.id)).toMatchObject({
      ownership: 'self',
      status: 'in_use',
      organization_name: 'Bureau B',
      storage_location_id: null,
    });
    const theirs = (await fx.get(fx.b.token, 'assets/list', { view: 'self' })).message.data.map(
      (r: { id: number }) => r.id,
    );
    expect(theirs).toContain(item.id);
    const history = (await fx.get(fx.b.token, `assets/history/${item.id}`)).message;
    expect(history[0].changes.organization).toEqual(['Bureau A', 'Bureau B']);
  });

  it('keeps forms and tasks inside the data scope', async () => {
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA);
    const form = (await fx.joinDraft(item.id)).json().message;
    expect((await fx.get(fx.b.token, `assetsJoin/${form.id}`)).status).toBe(40400);
    expect((await fx.post(fx.b.token, `assetsJoin/submit/${form.id}`)).json().status).toBe(40400);
    expect((await fx.post(fx.b.token, `assetsJoin/cancel/${form.id}`)).json().status).toBe(40400);
    expect(
      (await fx.get(fx.b.token, 'assetsJoin')).message.data.map((f: { id: number }) => f.id),
    ).not.toContain(form.id);
    // B cannot put A's self-owned asset on a form of its own either.
    const steal = await fx.post(fx.b.token, 'assetsJoin', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      storage_location_id: fx.shelf,
    });
    expect(steal.json().message).toBe(`Asset #${item.id} cannot go on a intake form: it does not exist`);
    // B sees the tasks of its own forms and of allocations to it, nothing of A's.
    const bTasks = (await fx.get(fx.b.token, 'task')).message.data as {
      organization_name: string;
      target_organization_name: string | null;
    }[];
    expect(bTasks.length).toBeGreaterThan(0);
    expect(
      bTasks.every((r) => r.organization_name === 'Bureau B' || r.target_organization_name === 'Bureau B'),
    ).toBe(true);
    // The task tabs' badges count what each tab lists, in the same scope and with the same filters.
    for (const [token, query] of [
      [fx.b.token, {}],
      [fx.root, {}],
      [fx.root, { kind: 'rent' }],
      [fx.root, { kind: 'join' }],
    ] as const) {
      const taskCount = (await fx.get(token, 'taskCount', query)).message;
      for (const status of ['pending', 'completed'] as const)
        expect(taskCount[status], `${status} ${JSON.stringify(query)}`).toBe(
          (await fx.get(token, 'task', { ...query, status, limit: '100' })).message.total,
        );
      expect(taskCount.all).toBe(taskCount.pending + taskCount.completed);
    }
    expect((await fx.get(fx.root, 'taskCount')).message.all).toBeGreaterThan(0);
    const joinOnly = await createAdminWith(fx.t.app, ['OutTaskList']);
    expect((await fx.get(joinOnly.token, 'taskCount', { kind: 'join' })).status).toBe(40300);
    expect((await fx.get(joinOnly.token, 'taskCount', { kind: 'out' })).status).toBe(200);
    const counts = (await fx.get(fx.a.token, 'assetsJoin/count')).message;
    expect(counts.draft).toBeGreaterThanOrEqual(1);
    expect(counts.all).toBe(
      Object.entries(counts)
        .filter(([k]) => k !== 'all')
        .reduce((s, [, n]) => s + Number(n), 0),
    );
  });
});
