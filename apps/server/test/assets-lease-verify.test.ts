import { describe, expect, it } from 'vitest';
import { formsFixture } from './asset-forms-fixture.js';
import { createPlace, registerAsset } from './asset-helpers.js';

describe('asset forms: leases, verification campaigns and place capacity', () => {
  const fx = formsFixture();

  it('leases with an installment schedule and books rent receipts against it, never beyond', async () => {
    const { item, grant } = await fx.leased({
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
    expect((await fx.asset(item.id)).status).toBe('leased');

    const [first, second] = grant.installments;
    const over = await fx.post(fx.root, 'assetLeaseRepay', {
      reason: 'Rent',
      grant_id: grant.id,
      payments: [{ installment_id: first.id, amount: 30001 }],
    });
    expect(over.json().errors.payments).toEqual(['At most 300.00 can still be received for installment 1']);
    const repay = await fx.approved('assetLeaseRepay', {
      reason: 'Rent',
      grant_id: grant.id,
      payments: [
        { installment_id: first.id, amount: 30000 },
        { installment_id: second.id, amount: 10000 },
      ],
    });
    expect(repay.status).toBe('completed');
    const after = (await fx.get(fx.root, `assetLeaseGrant/${grant.id}`)).message.installments;
    expect(after.slice(0, 2)).toMatchObject([
      { paid: 30000, overdue: false },
      { paid: 10000, overdue: true },
    ]);
    expect(after[0].paid_at).not.toBeNull();
  });

  it('a lease ending in December 9999 is due once a cycle within the year, never past 9999', async () => {
    for (const cycle of ['month', 'quarter', 'year']) {
      const { grant } = await fx.leased({
        contract_no: `HT-9999-${cycle}`,
        start_date: '9999-12-01',
        end_date: '9999-12-31',
        rent: 100,
        cycle,
      });
      expect(grant.status).toBe('completed');
      expect(grant.installments.map((i: { due_date: string }) => i.due_date)).toEqual(['9999-12-01']);
    }
  });

  it('runs a verification campaign over a place: results per line, progress per custodian, closing applies them', async () => {
    const room = await createPlace(fx.t.app, fx.root);
    const other = await createPlace(fx.t.app, fx.root);
    const x = await registerAsset(fx.t.app, fx.a.token, fx.orgA, {
      storage_location_id: room,
      custodian: 'Li',
    });
    const y = await registerAsset(fx.t.app, fx.a.token, fx.orgA, {
      storage_location_id: room,
      custodian: 'Li',
    });
    const z = await registerAsset(fx.t.app, fx.a.token, fx.orgA, {
      storage_location_id: room,
      custodian: 'Zhao',
    });
    const campaign = await fx.approved(
      'verify',
      { reason: 'Yearly', scope: 'place', scope_id: room },
      fx.a.token,
    );
    expect(campaign).toMatchObject({ status: 'processing', line_count: 3 });
    expect((await fx.asset(x.id)).status).toBe('verifying');
    const line = (id: number) => campaign.lines.find((l: { asset_id: number }) => l.asset_id === id).id;

    const noPlace = await fx.post(fx.a.token, `verify/check/${campaign.id}`, {
      lines: [{ line_id: line(y.id), result: 'moved' }],
    });
    expect(noPlace.json().message).toBe('Choose the place where it was found for “moved”');
    await fx.post(fx.a.token, `verify/check/${campaign.id}`, {
      lines: [
        { line_id: line(x.id), result: 'found' },
        { line_id: line(y.id), result: 'moved', place_id: other, evidence: ['/uploads/verify/a.pdf'] },
      ],
    });
    const progress = (await fx.get(fx.a.token, 'verify/capita', { form_id: String(campaign.id) })).message
      .data;
    expect(progress).toEqual([
      expect.objectContaining({ custodian: 'Li', total: 2, checked: 2, found: 1, moved: 1 }),
      expect.objectContaining({ custodian: 'Zhao', total: 1, checked: 0 }),
    ]);
    const early = await fx.post(fx.root, `verify/close/${campaign.id}`);
    expect(early.json().message).toBe('1 asset is not checked yet; the verification cannot close');
    await fx.post(fx.a.token, `verify/check/${campaign.id}`, {
      lines: [{ line_id: line(z.id), result: 'damaged' }],
    });
    expect((await fx.post(fx.root, `verify/close/${campaign.id}`)).json().status).toBe(200);
    expect(await fx.asset(x.id)).toMatchObject({ status: 'idle', storage_location_id: room });
    expect(await fx.asset(y.id)).toMatchObject({ status: 'idle', storage_location_id: other });
    expect(await fx.asset(z.id)).toMatchObject({ status: 'idle', marks: ['damaged'] });
  });

  it('keeps to the capacity of places: registering, and completing an intake into a full shelf', async () => {
    const small = (
      await fx.post(fx.root, 'storageLocation/create', {
        name: 'Small shelf',
        code: `SMALL-${Date.now() % 100000}`,
        capacity: 1,
      })
    ).json().message.id;
    await registerAsset(fx.t.app, fx.a.token, fx.orgA, { storage_location_id: small });
    const second = await fx.post(fx.a.token, 'assets/addassets', {
      name: 'One too many',
      base_data_id: (
        await fx.t.app.db
          .selectFrom('base_data')
          .select('id')
          .where('code', '=', '301')
          .executeTakeFirstOrThrow()
      ).id,
      quantity: 1,
      original_value: 100,
      purchase_date: '2024-01-01',
      organization_id: fx.orgA,
      storage_location_id: small,
    });
    expect(second.json().errors.storage_location_id).toEqual([
      'Small shelf holds at most 1 assets; only 0 more fit now',
    ]);
    const item = await registerAsset(fx.t.app, fx.a.token, fx.orgA);
    const join = await fx.approved(
      'assetsJoin',
      { lines: [{ asset_id: item.id }], reason: 'Full', storage_location_id: small },
      fx.a.token,
    );
    const done = await fx.post(fx.root, `task/complete/${join.task.id}`);
    expect(done.json()).toMatchObject({
      status: 42200,
      message: 'Small shelf holds at most 1 assets; only 0 more fit now',
    });
    expect((await fx.asset(item.id)).status).toBe('idle');
    expect(
      (await fx.get(fx.root, 'task', { kind: 'join', status: 'pending' })).message.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(join.task.id);
  });
});
