import { FORM_KIND_INFO, FORM_KINDS } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../src/jobs/worker.js';
import { formsFixture } from './asset-forms-fixture.js';
import { ASSET_APIS, createPlace, leaseGrantBody, registerAsset, unitAdmin } from './asset-helpers.js';
import { call, createAdminWith } from './helpers.js';
import { columnOf, runExport, valuesOf } from './list-export-helpers.js';

const EXPORTS = ['AssetsExport', 'AllExport', 'AssetsJoinExport', 'VerifyExport', 'TaskExport'];

describe('list exports of the asset pages, in the caller data scope', () => {
  const fx = formsFixture();
  /** Unit A's and unit B's administrators, scoped to their unit, with the exports. */
  let a = '';
  let b = '';
  let aCodes: string[] = [];
  let bCodes: string[] = [];
  const codesOf = async (token: string, route: string, query: Record<string, string>) =>
    (await fx.get(token, route, { ...query, limit: '200' })).message.data;

  let worker: JobWorker;

  beforeAll(async () => {
    worker = new JobWorker(fx.t.app, { pollMs: 20 });
    worker.start();
    a = (await unitAdmin(fx.t.app, fx.orgA, [...ASSET_APIS, ...EXPORTS])).token;
    b = (await unitAdmin(fx.t.app, fx.orgB, [...ASSET_APIS, ...EXPORTS])).token;
    for (const name of ['=HYPERLINK("http://evil","x")', 'Desk', 'Chair']) {
      aCodes.push((await registerAsset(fx.t.app, a, fx.orgA, { name, original_value: 123450 })).code);
    }
    for (const name of ['Lathe', 'Drill'])
      bCodes.push((await registerAsset(fx.t.app, b, fx.orgB, { name })).code);
    aCodes = aCodes.reverse();
    bCodes = bCodes.reverse();
  });

  // Registered after the fixture's: runs before it closes the app.
  afterAll(() => worker.stop());

  it('exports the asset register as the list shows it, only the caller unit, every view', async () => {
    const listed = (await codesOf(a, 'assets/list', { view: 'all' })).map((r: { code: string }) => r.code);
    const { rows, sheet } = await runExport(fx.t.app, a, 'assets/list', { body: { view: 'all' } });
    expect(valuesOf(rows, 'Asset code')).toEqual(listed);
    expect(listed).toEqual(expect.arrayContaining(aCodes));
    expect(listed.some((code: string) => bCodes.includes(code))).toBe(false);
    const names = valuesOf(rows, 'Name');
    expect(names).toContain('\'=HYPERLINK("http://evil","x")');
    const row = 2 + names.indexOf('Desk');
    const value = sheet.getRow(row).getCell(columnOf(rows, 'Original value') + 1);
    expect(value.value).toBe(1234.5);
    expect(value.numFmt).toContain('#,##0.00');
    expect(sheet.getRow(row).getCell(columnOf(rows, 'Purchase date') + 1).value).toBeInstanceOf(Date);

    // The root sees every unit; a filter keeps to one. The view asked for is the list's.
    const root = await runExport(fx.t.app, fx.root, 'assets/list', { body: { organization_id: fx.orgB } });
    expect(valuesOf(root.rows, 'Asset code')).toEqual(bCodes);
    const self = await runExport(fx.t.app, a, 'assets/list', { body: { view: 'self', keyword: 'Desk' } });
    expect(valuesOf(self.rows, 'Name')).toEqual(['Desk']);
    const resource = await runExport(fx.t.app, a, 'assets/list', { body: { view: 'resource' } });
    expect(resource.rows.length).toBe(1);
  });

  it('needs AssetsExport, and the page of the view asked for', async () => {
    const noExport = await unitAdmin(fx.t.app, fx.orgA);
    expect((await fx.post(noExport.token, 'assets/list/export/all', {})).json().status).toBe(40300);
    const allOnly = await unitAdmin(fx.t.app, fx.orgA, ['AssetsList', 'AssetsExport']);
    expect((await fx.post(allOnly.token, 'assets/list/export/all', { view: 'self' })).json().status).toBe(
      40300,
    );
    expect((await fx.post(allOnly.token, 'assets/list/export/all', { view: 'all' })).json().status).toBe(200);
  });

  it('exports the movement ledger of the caller unit only', async () => {
    const listed = (await codesOf(a, 'assets/events', {})).map(
      (e: { id: number; asset_code: string }) => e.asset_code,
    );
    const { rows } = await runExport(fx.t.app, a, 'assets/events', { body: {} });
    expect(valuesOf(rows, 'Asset code')).toEqual(listed);
    expect(listed).toEqual(expect.arrayContaining(aCodes));
    expect(listed.some((code: string) => bCodes.includes(code))).toBe(false);
    const kinds = await runExport(fx.t.app, fx.root, 'assets/events', { body: { organization_id: fx.orgB } });
    expect(new Set(valuesOf(kinds.rows, 'Asset code'))).toEqual(new Set(bCodes));
    expect(valuesOf(kinds.rows, 'Kind')).toEqual(bCodes.map(() => 'Registered'));
  });

  it('exports intake forms one row per line, and a task list, in the caller scope', async () => {
    const assets = (await codesOf(a, 'assets/list', { view: 'self' })).filter((r: { name: string }) =>
      ['Desk', 'Chair'].includes(r.name),
    );
    const form = await fx.approved(
      'assetsJoin',
      {
        lines: assets.map((r: { id: number }) => ({ asset_id: r.id })),
        reason: '=1+1',
        storage_location_id: fx.shelf,
      },
      a,
    );
    const { rows } = await runExport(fx.t.app, a, 'assetsJoin', { body: { status: 'processing' } });
    expect(valuesOf(rows, 'Number')).toEqual([form.number, form.number]);
    expect(valuesOf(rows, 'Asset code')).toEqual(form.lines.map((l: { code: string }) => l.code));
    expect(valuesOf(rows, 'Reason')).toEqual(["'=1+1", "'=1+1"]);
    expect(valuesOf(rows, 'Status')).toEqual(['Processing', 'Processing']);
    // Unit B sees none of unit A's forms, nor their tasks.
    expect((await runExport(fx.t.app, b, 'assetsJoin', { body: {} })).rows.length).toBe(1);
    expect((await runExport(fx.t.app, b, 'task', { body: {} })).rows.length).toBe(1);

    const tasks = (await codesOf(fx.root, 'task', { kind: 'join' })).map(
      (r: { form_number: string }) => r.form_number,
    );
    const exported = await runExport(fx.t.app, fx.root, 'task', { body: { kind: 'join' } });
    expect(valuesOf(exported.rows, 'Number')).toEqual(tasks);
    expect(tasks).toContain(form.number);
    expect(
      (await call(fx.t.app, 'POST', 'assetsJoin/export/all', { token: fx.a.token, body: {} })).json().status,
    ).toBe(40300);
  });

  it('exports one verification campaign by form_id: result per asset, with its custodian', async () => {
    const room = await createPlace(fx.t.app, fx.root);
    const other = await createPlace(fx.t.app, fx.root);
    const x = await registerAsset(fx.t.app, a, fx.orgA, {
      storage_location_id: room,
      custodian: 'Li',
      name: 'X',
    });
    const y = await registerAsset(fx.t.app, a, fx.orgA, {
      storage_location_id: room,
      custodian: 'Zhao',
      name: 'Y',
    });
    const z = await registerAsset(fx.t.app, a, fx.orgA, {
      storage_location_id: room,
      custodian: 'Li',
      name: 'Z',
    });
    const campaign = await fx.approved('verify', { reason: 'Yearly', scope: 'place', scope_id: room }, a);
    const line = (id: number) => campaign.lines.find((l: { asset_id: number }) => l.asset_id === id).id;
    await fx.post(a, `verify/check/${campaign.id}`, {
      lines: [
        { line_id: line(x.id), result: 'found' },
        { line_id: line(y.id), result: 'moved', place_id: other },
        { line_id: line(z.id), result: 'damaged', remark: '@SUM(A1)' },
      ],
    });
    // Another campaign, left out by form_id.
    const third = await createPlace(fx.t.app, fx.root);
    await registerAsset(fx.t.app, a, fx.orgA, { storage_location_id: third, custodian: 'Qian' });
    await fx.approved('verify', { reason: 'Other', scope: 'place', scope_id: third }, fx.root);

    const { rows } = await runExport(fx.t.app, a, 'verify', {
      body: {},
      query: { form_id: String(campaign.id) },
    });
    expect(valuesOf(rows, 'Asset code')).toEqual([x.code, y.code, z.code]);
    expect(valuesOf(rows, 'Custodian')).toEqual(['Li', 'Zhao', 'Li']);
    expect(valuesOf(rows, 'Result')).toEqual(['Found', 'Moved', 'Damaged']);
    expect(valuesOf(rows, 'Remark')).toEqual([undefined, undefined, "'@SUM(A1)"]);
    expect(new Set(valuesOf(rows, 'Number'))).toEqual(new Set([campaign.number]));
    // Unit B may not read unit A's campaign: nothing comes out.
    const outsider = await runExport(fx.t.app, b, 'verify', { body: { form_id: campaign.id } });
    expect(outsider.rows.length).toBe(1);
  });

  it('exports every form kind as its list shows it, one row per line; each needs its own permission', async () => {
    const item = (n: number) =>
      registerAsset(fx.t.app, fx.root, fx.orgA, {
        ownership: 'public',
        storage_location_id: fx.shelf,
        name: `P${n}`,
      });
    const [p1, p2, p3] = [await item(1), await item(2), await item(3)];
    await fx.complete(
      await fx.approved('assetsOut', {
        lines: [{ asset_id: p1.id }],
        reason: 'Needed',
        target_organization_id: fx.orgB,
      }),
    );
    const nextYear = `${new Date().getFullYear() + 1}-06-30`;
    await fx.complete(
      await fx.approved(
        'assetsRental',
        { lines: [{ asset_id: p2.id }], reason: 'Event', due_date: nextYear },
        b,
      ),
    );
    await fx.complete(
      await fx.approved(
        'assetsBack',
        { lines: [{ asset_id: p2.id }], reason: 'Done', storage_location_id: fx.shelf },
        b,
      ),
    );
    const grant = await fx.approved('assetLeaseGrant', leaseGrantBody(p3.id));
    await fx.approved('assetLeaseRepay', {
      reason: 'Rent',
      grant_id: grant.id,
      payments: [{ installment_id: grant.installments[0].id, amount: 30000 }],
    });

    for (const kind of FORM_KINDS) {
      const info = FORM_KIND_INFO[kind];
      const listed = (await codesOf(fx.root, info.route, {})) as { number: string; line_count: number }[];
      expect(listed.length, kind).toBeGreaterThan(0);
      const { rows } = await runExport(fx.t.app, fx.root, info.route, { body: {} });
      // Each form as many times as it has lines (once without any), in the list's order.
      expect(valuesOf(rows, 'Number'), kind).toEqual(
        listed.flatMap((f) => Array.from({ length: Math.max(1, f.line_count) }, () => f.number)),
      );
      const lister = await createAdminWith(fx.t.app, [info.list]);
      expect(
        (await call(fx.t.app, 'POST', `${info.route}/export/all`, { token: lister.token, body: {} })).json()
          .status,
        kind,
      ).toBe(40300);
    }
    const lease = await runExport(fx.t.app, fx.root, 'assetLeaseGrant', { body: {} });
    expect(valuesOf(lease.rows, 'Lessee')).toEqual(['Acme Ltd']);
    expect(valuesOf(lease.rows, 'Payment cycle')).toEqual(['Quarterly']);
    expect(lease.rows[1]?.[columnOf(lease.rows, 'Rent per cycle (yuan)')]).toBe(300);

    // The rent schedule: a row per installment, with what was received and what is owed; a 2024 lease
    // is long past due, so each unpaid installment is overdue.
    const schedule = await runExport(fx.t.app, fx.root, 'assetLeaseGrant/installments', { body: {} });
    expect(valuesOf(schedule.rows, 'Number')).toEqual(Array(4).fill(grant.number));
    expect(valuesOf(schedule.rows, 'Installment')).toEqual([1, 2, 3, 4]);
    expect(valuesOf(schedule.rows, 'Paid')).toEqual([300, 0, 0, 0]);
    expect(valuesOf(schedule.rows, 'Owed')).toEqual([0, 300, 300, 300]);
    expect(valuesOf(schedule.rows, 'Overdue')).toEqual([undefined, 'Overdue', 'Overdue', 'Overdue']);
    const lister = await createAdminWith(fx.t.app, ['AssetLeaseGrantList']);
    const refused = await call(fx.t.app, 'POST', 'assetLeaseGrant/installments/export/all', {
      token: lister.token,
      body: {},
    });
    expect(refused.json().status).toBe(40300);
  }, 60_000);
});
