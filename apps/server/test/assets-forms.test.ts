import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createPlace, registerAsset, unitAdmin } from './asset-helpers.js';
import { call, createTestApp, type TestApp, tokenFor } from './helpers.js';

const nextYear = `${new Date().getFullYear() + 1}-06-30`;

describe('asset forms and warehouse tasks', () => {
  let t: TestApp;
  let root: string;
  let orgA: number;
  let orgB: number;
  let a: { token: string };
  let b: { token: string };
  let shelf: number;
  const post = (token: string, route: string, body: unknown = {}) =>
    call(t.app, 'POST', route, { token, body, lang: 'en' });
  const get = async (token: string, route: string, query?: Record<string, string>) =>
    (await call(t.app, 'GET', route, { token, query, lang: 'en' })).json();
  const asset = async (id: number) => (await get(root, 'assets/detail', { id: String(id) })).message;

  /** Creates, submits and approves a form as root; answers the form. */
  async function approved(kind: string, body: Record<string, unknown>, token = root) {
    const created = await post(token, kind, body);
    expect(created.json().status, JSON.stringify(created.json())).toBe(200);
    const form = created.json().message;
    expect((await post(token, `${kind}/submit/${form.id}`)).json().status).toBe(200);
    expect(
      (await post(root, `${kind}/approve/${form.id}`, { approved: true, opinion: 'ok' })).json().status,
    ).toBe(200);
    return (await get(root, `${kind}/${form.id}`)).message;
  }

  async function complete(form: { task: { id: number } | null }) {
    expect(form.task).not.toBeNull();
    const done = await post(root, `task/complete/${form.task?.id}`);
    expect(done.json().status, JSON.stringify(done.json())).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    root = await tokenFor(t.app);
    orgA = await createOrganization(t.app, 'Bureau A');
    orgB = await createOrganization(t.app, 'Bureau B');
    a = await unitAdmin(t.app, orgA);
    b = await unitAdmin(t.app, orgB);
    shelf = await createPlace(t.app, root);
  });
  afterAll(async () => t.close());

  it('joins an idle asset into the public warehouse through approval and a task, with history', async () => {
    const item = await registerAsset(t.app, a.token, orgA, { name: 'Projector' });
    const draft = (
      await post(a.token, 'assetsJoin', {
        lines: [{ asset_id: item.id }],
        reason: 'Not used',
        storage_location_id: shelf,
      })
    ).json().message;
    expect(draft).toMatchObject({
      status: 'draft',
      line_count: 1,
      total_value: 899900,
      organization_name: 'Bureau A',
    });
    expect(draft.number).toMatch(/^RK\d{8}\d{4}$/);

    // Approving a draft is refused: it has to be submitted first.
    const early = await post(root, `assetsJoin/approve/${draft.id}`, { approved: true, opinion: '' });
    expect(early.json()).toMatchObject({
      status: 40900,
      message: 'The form is “Draft” and cannot take this action; refresh and try again',
    });
    // The unit cannot approve its own form without the approve permission.
    expect((await post(a.token, `assetsJoin/approve/${draft.id}`, { approved: true })).json().status).toBe(
      40300,
    );

    expect((await post(a.token, `assetsJoin/submit/${draft.id}`)).json().message).toBe(
      'Form submitted for approval',
    );
    expect(
      (await post(root, `assetsJoin/approve/${draft.id}`, { approved: true, opinion: 'Fine' })).json().status,
    ).toBe(200);
    const form = (await get(a.token, `assetsJoin/${draft.id}`)).message;
    expect(form).toMatchObject({
      status: 'processing',
      approved_by_name: 'admin',
      opinion: 'Fine',
      task: { status: 'pending' },
    });
    expect((await asset(item.id)).status).toBe('idle');

    const tasks = (await get(root, 'task', { kind: 'join', status: 'pending' })).message.data;
    expect(tasks.map((r: { form_number: string }) => r.form_number)).toContain(draft.number);
    await complete(form);
    expect(await asset(item.id)).toMatchObject({
      ownership: 'public',
      status: 'in_warehouse',
      storage_location_id: shelf,
    });
    expect((await get(a.token, `assetsJoin/${draft.id}`)).message.status).toBe('completed');

    const again = await post(root, `task/complete/${form.task.id}`);
    expect(again.json()).toMatchObject({ status: 40900, message: 'The task is already completed' });

    const history = (await get(root, `assets/history/${item.id}`)).message;
    expect(history[0]).toMatchObject({
      kind: 'join',
      form_number: draft.number,
      changes: {
        ownership: ['self', 'public'],
        status: ['idle', 'in_warehouse'],
        place: [null, expect.stringMatching(/^Place/)],
      },
    });
    const ledger = (await get(root, 'assets/events', { keyword: draft.number })).message;
    expect(ledger.total).toBe(1);
  });

  it('refuses ineligible assets with the reason, and assets held by another open form', async () => {
    const item = await registerAsset(t.app, a.token, orgA);
    const out = await post(root, 'assetsOut', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      target_organization_id: orgB,
    });
    expect(out.json().message).toBe(
      `Asset ${item.code} cannot go on a allocation form: it must be a public-warehouse asset`,
    );
    const back = await post(a.token, 'assetsBack', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      storage_location_id: shelf,
    });
    expect(back.json().message).toBe(`Asset ${item.code} cannot go on a return form: it is “Idle”`);
    const first = (
      await post(a.token, 'assetsJoin', {
        lines: [{ asset_id: item.id }],
        reason: 'x',
        storage_location_id: shelf,
      })
    ).json().message;
    const second = await post(a.token, 'assetsJoin', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      storage_location_id: shelf,
    });
    expect(second.json().message).toBe(
      `Asset ${item.code} is on form ${first.number}; wait until that form ends`,
    );
    expect(
      (await post(a.token, 'assetsJoin', { lines: [], reason: 'x', storage_location_id: shelf })).json()
        .errors.lines,
    ).toEqual(['Choose at least one asset']);

    // Cancelling lets the asset go; a cancelled form cannot be submitted.
    expect((await post(a.token, `assetsJoin/cancel/${first.id}`)).json().status).toBe(200);
    expect((await post(a.token, `assetsJoin/submit/${first.id}`)).json().status).toBe(40900);
    const third = (
      await post(a.token, 'assetsJoin', {
        lines: [{ asset_id: item.id }],
        reason: 'x',
        storage_location_id: shelf,
      })
    ).json();
    expect(third.status).toBe(200);
    // A rejection also lets it go.
    await post(a.token, `assetsJoin/submit/${third.message.id}`);
    expect(
      (await post(root, `assetsJoin/approve/${third.message.id}`, { approved: false, opinion: 'No' })).json()
        .message,
    ).toBe('Rejected');
    expect((await post(a.token, `assetsJoin/cancel/${third.message.id}`)).json().status).toBe(200);
    expect((await get(a.token, 'assetsJoin/eligible', { keyword: item.code })).message.total).toBe(1);
  });

  it('applies concurrent approvals and task completions exactly once', async () => {
    const item = await registerAsset(t.app, a.token, orgA);
    const form = (
      await post(a.token, 'assetsJoin', {
        lines: [{ asset_id: item.id }],
        reason: 'x',
        storage_location_id: shelf,
      })
    ).json().message;
    await post(a.token, `assetsJoin/submit/${form.id}`);
    const approvals = await Promise.all(
      [1, 2, 3].map(() => post(root, `assetsJoin/approve/${form.id}`, { approved: true, opinion: '' })),
    );
    expect(approvals.map((r) => r.json().status).sort()).toEqual([200, 40900, 40900]);
    const tasks = await t.app.db
      .selectFrom('asset_tasks')
      .selectAll()
      .where('form_id', '=', form.id)
      .execute();
    expect(tasks).toHaveLength(1);
    const completions = await Promise.all([1, 2, 3].map(() => post(root, `task/complete/${tasks[0]?.id}`)));
    expect(completions.map((r) => r.json().status).sort()).toEqual([200, 40900, 40900]);
    const events = await t.app.db
      .selectFrom('asset_events')
      .select('kind')
      .where('asset_id', '=', item.id)
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['created', 'join']);
  });

  it('rents a public asset to a unit, which sees it in use and returns it', async () => {
    const item = await registerAsset(t.app, root, orgA, { ownership: 'public', storage_location_id: shelf });
    expect(item.status).toBe('in_warehouse');
    const past = await post(b.token, 'assetsRental', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      due_date: '2020-01-01',
    });
    expect(past.json().errors.due_date).toEqual(['The return date must be after today']);
    const rental = await approved(
      'assetsRental',
      { lines: [{ asset_id: item.id }], reason: 'Event', due_date: nextYear },
      b.token,
    );
    expect(rental.task).toMatchObject({ status: 'pending' });
    expect((await get(root, 'task', { kind: 'rent' })).message.data[0].form_number).toBe(rental.number);
    await complete(rental);
    expect(await asset(item.id)).toMatchObject({
      status: 'lent',
      holder_name: 'Bureau B',
      due_date: nextYear,
    });
    const inUse = (await get(b.token, 'assets/uselist')).message.data.map((r: { id: number }) => r.id);
    expect(inUse).toEqual([item.id]);

    // Only the borrower returns it.
    const notMine = await post(a.token, 'assetsBack', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      storage_location_id: shelf,
    });
    expect(notMine.json().status).toBe(42200);
    const back = await approved(
      'assetsBack',
      { lines: [{ asset_id: item.id }], reason: 'Done', storage_location_id: shelf },
      b.token,
    );
    await complete(back);
    expect(await asset(item.id)).toMatchObject({
      status: 'in_warehouse',
      holder_organization_id: null,
      due_date: null,
    });
    const kinds = (await get(root, `assets/history/${item.id}`)).message.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['back', 'rental', 'created']);
  });

  it('allocates a public asset to a receiving unit, which then owns it', async () => {
    const item = await registerAsset(t.app, root, orgA, { ownership: 'public', storage_location_id: shelf });
    const out = await approved('assetsOut', {
      lines: [{ asset_id: item.id }],
      reason: 'Needed',
      target_organization_id: orgB,
    });
    await complete(out);
    expect(await asset(item.id)).toMatchObject({
      ownership: 'self',
      status: 'in_use',
      organization_name: 'Bureau B',
      storage_location_id: null,
    });
    const theirs = (await get(b.token, 'assets/list', { view: 'self' })).message.data.map(
      (r: { id: number }) => r.id,
    );
    expect(theirs).toContain(item.id);
    const history = (await get(b.token, `assets/history/${item.id}`)).message;
    expect(history[0].changes.organization).toEqual(['Bureau A', 'Bureau B']);
  });

  it('leases with an installment schedule and books rent receipts against it, never beyond', async () => {
    const item = await registerAsset(t.app, root, orgA, { ownership: 'public' });
    const grant = await approved('assetLeaseGrant', {
      lines: [{ asset_id: item.id }],
      reason: 'Lease',
      lessee: 'Acme Ltd',
      contract_no: 'HT-001',
      start_date: '2024-01-01',
      end_date: '2025-01-01',
      rent: 30000,
      cycle: 'quarter',
    });
    expect(grant.status).toBe('completed');
    expect(grant.installments.map((i: { due_date: string }) => i.due_date)).toEqual([
      '2024-01-01',
      '2024-04-01',
      '2024-07-01',
      '2024-10-01',
    ]);
    expect(grant.installments.every((i: { overdue: boolean }) => i.overdue)).toBe(true);
    expect((await asset(item.id)).status).toBe('leased');

    const [first, second] = grant.installments;
    const over = await post(root, 'assetLeaseRepay', {
      reason: 'Rent',
      grant_id: grant.id,
      payments: [{ installment_id: first.id, amount: 30001 }],
    });
    expect(over.json().errors.payments).toEqual(['At most 300.00 can still be received for installment 1']);
    const repay = await approved('assetLeaseRepay', {
      reason: 'Rent',
      grant_id: grant.id,
      payments: [
        { installment_id: first.id, amount: 30000 },
        { installment_id: second.id, amount: 10000 },
      ],
    });
    expect(repay.status).toBe('completed');
    const after = (await get(root, `assetLeaseGrant/${grant.id}`)).message.installments;
    expect(after.slice(0, 2)).toMatchObject([
      { paid: 30000, overdue: false },
      { paid: 10000, overdue: true },
    ]);
    expect(after[0].paid_at).not.toBeNull();
  });

  it('runs a verification campaign over a place: results per line, progress per custodian, closing applies them', async () => {
    const room = await createPlace(t.app, root);
    const other = await createPlace(t.app, root);
    const x = await registerAsset(t.app, a.token, orgA, { storage_location_id: room, custodian: 'Li' });
    const y = await registerAsset(t.app, a.token, orgA, { storage_location_id: room, custodian: 'Li' });
    const z = await registerAsset(t.app, a.token, orgA, { storage_location_id: room, custodian: 'Zhao' });
    const campaign = await approved('verify', { reason: 'Yearly', scope: 'place', scope_id: room }, a.token);
    expect(campaign).toMatchObject({ status: 'processing', line_count: 3 });
    expect((await asset(x.id)).status).toBe('verifying');
    const line = (id: number) => campaign.lines.find((l: { asset_id: number }) => l.asset_id === id).id;

    const noPlace = await post(a.token, `verify/check/${campaign.id}`, {
      lines: [{ line_id: line(y.id), result: 'moved' }],
    });
    expect(noPlace.json().message).toBe('Choose the place where it was found for “moved”');
    await post(a.token, `verify/check/${campaign.id}`, {
      lines: [
        { line_id: line(x.id), result: 'found' },
        { line_id: line(y.id), result: 'moved', place_id: other, evidence: ['/uploads/verify/a.pdf'] },
      ],
    });
    const progress = (await get(a.token, 'verify/capita', { form_id: String(campaign.id) })).message.data;
    expect(progress).toEqual([
      expect.objectContaining({ custodian: 'Li', total: 2, checked: 2, found: 1, moved: 1 }),
      expect.objectContaining({ custodian: 'Zhao', total: 1, checked: 0 }),
    ]);
    const early = await post(root, `verify/close/${campaign.id}`);
    expect(early.json().message).toBe('1 asset(s) are not checked yet; the verification cannot close');
    await post(a.token, `verify/check/${campaign.id}`, {
      lines: [{ line_id: line(z.id), result: 'damaged' }],
    });
    expect((await post(root, `verify/close/${campaign.id}`)).json().status).toBe(200);
    expect(await asset(x.id)).toMatchObject({ status: 'idle', storage_location_id: room });
    expect(await asset(y.id)).toMatchObject({ status: 'idle', storage_location_id: other });
    expect(await asset(z.id)).toMatchObject({ status: 'idle', marks: ['damaged'] });
  });

  it('keeps to the capacity of places: registering, and completing an intake into a full shelf', async () => {
    const small = (
      await post(root, 'storageLocation/create', {
        name: 'Small shelf',
        code: `SMALL-${Date.now() % 100000}`,
        capacity: 1,
      })
    ).json().message.id;
    await registerAsset(t.app, a.token, orgA, { storage_location_id: small });
    const second = await post(a.token, 'assets/addassets', {
      name: 'One too many',
      base_data_id: (
        await t.app.db
          .selectFrom('base_data')
          .select('id')
          .where('code', '=', '301')
          .executeTakeFirstOrThrow()
      ).id,
      quantity: 1,
      original_value: 100,
      purchase_date: '2024-01-01',
      organization_id: orgA,
      storage_location_id: small,
    });
    expect(second.json().errors.storage_location_id).toEqual([
      'Small shelf holds at most 1 assets; only 0 more fit now',
    ]);
    const item = await registerAsset(t.app, a.token, orgA);
    const join = await approved(
      'assetsJoin',
      { lines: [{ asset_id: item.id }], reason: 'Full', storage_location_id: small },
      a.token,
    );
    const done = await post(root, `task/complete/${join.task.id}`);
    expect(done.json()).toMatchObject({
      status: 42200,
      message: 'Small shelf holds at most 1 assets; only 0 more fit now',
    });
    expect((await asset(item.id)).status).toBe('idle');
    expect(
      (await get(root, 'task', { kind: 'join', status: 'pending' })).message.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(join.task.id);
  });

  it('keeps forms and tasks inside the data scope', async () => {
    const item = await registerAsset(t.app, a.token, orgA);
    const form = (
      await post(a.token, 'assetsJoin', {
        lines: [{ asset_id: item.id }],
        reason: 'x',
        storage_location_id: shelf,
      })
    ).json().message;
    expect((await get(b.token, `assetsJoin/${form.id}`)).status).toBe(40400);
    expect((await post(b.token, `assetsJoin/submit/${form.id}`)).json().status).toBe(40400);
    expect((await post(b.token, `assetsJoin/cancel/${form.id}`)).json().status).toBe(40400);
    expect((await get(b.token, 'assetsJoin')).message.data.map((f: { id: number }) => f.id)).not.toContain(
      form.id,
    );
    // B cannot put A's self-owned asset on a form of its own either.
    const steal = await post(b.token, 'assetsJoin', {
      lines: [{ asset_id: item.id }],
      reason: 'x',
      storage_location_id: shelf,
    });
    expect(steal.json().message).toBe(`Asset #${item.id} cannot go on a intake form: it does not exist`);
    // B sees the tasks of its own forms and of allocations to it, nothing of A's.
    const bTasks = (await get(b.token, 'task')).message.data as {
      organization_name: string;
      target_organization_name: string | null;
    }[];
    expect(bTasks.length).toBeGreaterThan(0);
    expect(
      bTasks.every((r) => r.organization_name === 'Bureau B' || r.target_organization_name === 'Bureau B'),
    ).toBe(true);
    const counts = (await get(a.token, 'assetsJoin/count')).message;
    expect(counts.draft).toBeGreaterThanOrEqual(1);
    expect(counts.all).toBe(
      Object.entries(counts)
        .filter(([k]) => k !== 'all')
        .reduce((s, [, n]) => s + Number(n), 0),
    );
  });
});
