import { describe, expect, it } from 'vitest';
import { seedSmallAssets } from '../src/seeders/demo-assets.js';
import { DemoAlreadySeeded } from '../src/seeders/demo-kit.js';
import { useTestApp } from './app-fixture.js';
import { expectReadable } from './demo-names.js';
import { call, tokenFor } from './helpers.js';

const quiet = () => undefined;

/** The names on the asset tags page (`GET assetTag`), read as the page reads them. */
async function tagNames(app: Parameters<typeof tokenFor>[0]): Promise<string[]> {
  const res = await call(app, 'GET', 'assetTag', { token: await tokenFor(app), query: { limit: '100' } });
  return (res.json() as { message: { data: { name: string }[] } }).message.data.map((tag) => tag.name);
}

describe('the demo asset seeder (part of npm run seed -- --scale small)', () => {
  const t = useTestApp({}, { signedIn: false });

  it('makes assets in every stage of the life cycle through the real APIs', async () => {
    expect(await seedSmallAssets(t.app, quiet)).toEqual({ assets: 100, units: 3, shared: 5, tags: 4 });
    const statuses = await t.app.db
      .selectFrom('assets')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const count = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
    // Of the nine handed in: two lent (one back), one leased, two allocated, one asked for (still in).
    expect(count).toMatchObject({ lent: 1, leased: 1, in_use: 2, in_warehouse: 5, verifying: 12 });
    const forms = await t.app.db.selectFrom('asset_forms').select(['kind', 'status']).orderBy('id').execute();
    expect(forms).toEqual([
      { kind: 'join', status: 'completed' },
      { kind: 'rental', status: 'completed' },
      { kind: 'back', status: 'completed' },
      { kind: 'out', status: 'submitted' },
      { kind: 'lease_grant', status: 'completed' },
      { kind: 'lease_repay', status: 'completed' },
      { kind: 'out', status: 'completed' },
      { kind: 'verify', status: 'processing' },
    ]);
    const tasks = await t.app.db.selectFrom('asset_tasks').select(['kind', 'status']).orderBy('id').execute();
    expect(tasks).toEqual(['join', 'rent', 'back', 'out'].map((kind) => ({ kind, status: 'completed' })));
    const events = await t.app.db
      .selectFrom('asset_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBeGreaterThan(100);
  }, 60_000);

  it('leases an asset quarterly, with its four installments and the first one paid', async () => {
    const installments = await t.app.db
      .selectFrom('lease_installments')
      .select(['seq', 'amount', 'paid'])
      .orderBy('seq')
      .execute();
    expect(installments.map((i) => [i.seq, Number(i.amount), Number(i.paid)])).toEqual([
      [1, 150000, 150000],
      [2, 150000, 0],
      [3, 150000, 0],
      [4, 150000, 0],
    ]);
  });

  it('returns a rented asset to the warehouse', async () => {
    const back = await t.app.db
      .selectFrom('asset_forms')
      .innerJoin('asset_form_lines', 'asset_form_lines.form_id', 'asset_forms.id')
      .innerJoin('assets', 'assets.id', 'asset_form_lines.asset_id')
      .select(['assets.status', 'assets.holder_organization_id'])
      .where('asset_forms.kind', '=', 'back')
      .execute();
    expect(back).toEqual([{ status: 'in_warehouse', holder_organization_id: null }]);
  });

  it("shares assets, tags and marks some, gives the administrator's unit its own, checks part of the verification", async () => {
    const shared = await t.app.db
      .selectFrom('assets')
      .select('status')
      .where('is_resource', '=', 1)
      .execute();
    expect(shared).toHaveLength(5);
    expect(await tagNames(t.app)).toEqual(['重点资产', '待维修', '新购置', '可共享']);
    expect((await t.app.db.selectFrom('asset_marks').select('asset_id').execute()).length).toBeGreaterThan(0);
    const admin = await t.app.db
      .selectFrom('admins')
      .select('organization_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const own = await t.app.db
      .selectFrom('assets')
      .select('status')
      .where('organization_id', '=', admin.organization_id ?? 0)
      .execute();
    expect(own).toEqual([{ status: 'in_use' }, { status: 'in_use' }]);
    const checked = await t.app.db
      .selectFrom('asset_form_lines')
      .select('result')
      .where('result', 'is not', null)
      .execute();
    expect(checked.map((c) => c.result).sort()).toEqual(['damaged', 'found', 'found', 'found', 'found']);
  });

  it('names units, places, tags and assets readably, the same on every run', async () => {
    const organizations = (await t.app.db.selectFrom('organizations').select('name').execute()).map(
      (o) => o.name,
    );
    expect(organizations).toEqual(expect.arrayContaining(['市财政局', '市教育局', '市卫健委']));
    expectReadable(organizations);
    expectReadable((await t.app.db.selectFrom('departments').select('name').execute()).map((d) => d.name));
    expectReadable(await tagNames(t.app));
    const places = await t.app.db
      .selectFrom('storage_locations')
      .select(['name', 'code'])
      .orderBy('id')
      .execute();
    expectReadable(places.map((p) => p.name));
    expect(places.map((p) => p.code)).toEqual([
      'GWC',
      'GWC-A',
      'GWC-A1',
      'GWC-A2',
      'GWC-A3',
      'GWC-B',
      'GWC-B1',
      'GWC-B2',
      'GWC-B3',
    ]);
  });

  it('refuses to seed the assets a second time', async () => {
    await expect(seedSmallAssets(t.app, quiet)).rejects.toBeInstanceOf(DemoAlreadySeeded);
  });
});
