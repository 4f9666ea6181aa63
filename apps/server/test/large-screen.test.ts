import { AREAS, type LargeScreen } from '@bo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropDbCaches } from '../src/lib/db-cache.js';
import { addDays, localDay } from '../src/modules/dashboard/days.js';
import { rollUp } from '../src/modules/dashboard/rollup.js';
import { LARGE_SCREEN_TTL_MS, largeScreenCache } from '../src/modules/large-screen/service.js';
import { useTestApp } from './app-fixture.js';
import { formsFixture } from './asset-forms-fixture.js';
import { classId, createOrganization, registerAsset } from './asset-helpers.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, createAdminWith, tokenFor } from './helpers.js';
import { at, freezeClock, member, order } from './stat-factories.js';

const [JA, DXH] = [515, 787];
const name = (id: number) => AREAS.find((a) => a.id === id)?.name;

describe('the large screen (GET largeScreen)', () => {
  const fx = formsFixture();
  const screen = async (): Promise<LargeScreen> => {
    const body = (await call(fx.t.app, 'GET', 'largeScreen', { token: fx.root })).json();
    expect(body.status, JSON.stringify(body)).toBe(200);
    return body.message;
  };
  const fresh = () => {
    largeScreenCache.forget(fx.t.app.db);
    return screen();
  };
  // The clock stops in each test: what a test writes "today" and the day it then reads are one day,
  // even when it runs across midnight or a month's end.
  beforeEach(() => {
    freezeClock(new Date());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns zeros, twelve months and thirty days on an empty platform', async () => {
    const empty = await fresh();
    expect(empty.totals).toMatchObject({
      members: 0,
      goods: 0,
      orders: 0,
      sales: 0,
      assets: 0,
      asset_value: 0,
    });
    expect(empty.assets_by_status.every((s) => s.value === 0)).toBe(true);
    expect(empty.assets_by_class).toEqual([]);
    expect(empty.assets_by_area).toEqual({ top: [], other: 0 });
    expect(empty.sharing).toEqual({ public: 0, offered: 0, shared: 0, total: 0, rate: 0 });
    expect(empty.monthly).toHaveLength(12);
    expect(empty.monthly.at(-1)).toEqual({
      month: localDay(new Date()).slice(0, 7),
      intake: 0,
      allocation: 0,
    });
    expect(empty.trend).toHaveLength(60);
  });

  it('counts assets by class, status and area, intake and allocation, sharing, totals and today', async () => {
    const { app } = fx.t;
    const before = (await fresh()).totals.organizations;
    const [unitA, unitB, unitC] = [
      await createOrganization(app, 'Screen A', JA),
      await createOrganization(app, 'Screen B', DXH),
      await createOrganization(app, 'Screen C'),
    ];
    const [computers, furniture, intangible] = [
      await classId(app, '301'),
      await classId(app, '702'),
      await classId(app, '8'),
    ];
    const asset = (org: number, base: number, value: number, extra: Record<string, unknown> = {}) =>
      registerAsset(app, fx.root, org, { base_data_id: base, original_value: value, ...extra });
    const joined = await asset(unitA, computers, 100000);
    const offered = await asset(unitA, computers, 50000);
    await asset(unitB, furniture, 20000);
    await asset(unitC, intangible, 30000);
    const allocated = await asset(unitA, computers, 40000, {
      ownership: 'public',
      storage_location_id: fx.shelf,
    });
    const deleted = await asset(unitA, computers, 10000);
    const joinedEarlier = await asset(unitB, furniture, 5000);

    await fx.complete(
      await fx.approved('assetsJoin', {
        lines: [{ asset_id: joined.id }],
        reason: 'Idle',
        storage_location_id: fx.shelf,
      }),
    );
    const earlier = await fx.approved('assetsJoin', {
      lines: [{ asset_id: joinedEarlier.id }],
      reason: 'Idle',
      storage_location_id: fx.shelf,
    });
    await fx.complete(earlier);
    const now = new Date();
    await app.db
      .updateTable('asset_forms')
      .set({ completed_at: new Date(now.getFullYear(), now.getMonth() - 2, 15).toISOString() })
      .where('id', '=', earlier.id)
      .execute();
    await fx.complete(
      await fx.approved('assetsOut', {
        lines: [{ asset_id: allocated.id }],
        reason: 'Needed',
        target_organization_id: unitB,
      }),
    );
    expect(
      (await fx.post(fx.root, 'assets/updateresource', { ids: [offered.id], is_resource: 1 })).json().status,
    ).toBe(200);
    expect((await fx.post(fx.root, 'assets/del', { ids: [deleted.id] })).json().status).toBe(200);

    const catalog = await seedCatalog(app);
    const good = (n: string) => fx.post(fx.root, 'good', generalGood(catalog.categoryId, { name: n }));
    await good('Kept mug');
    const gone = (await good('Gone mug')).json().message;
    expect((await fx.post(fx.root, `good/destroy/${gone.id}`, {})).json().status).toBe(200);
    // Goods in the warehouse are not on sale: the card counts only those that are.
    const stored = await fx.post(
      fx.root,
      'good',
      generalGood(catalog.categoryId, { name: 'Stored mug', is_show: 0 }),
    );
    expect(stored.json().status, stored.body).toBe(200);

    const buyer = await member(app, at(0, 0, 30));
    await member(app, at(0, 0, 40));
    await member(app, at(-3, 9));
    await order(app, buyer, at(0, 0, 45), 2, 1500);
    await order(app, buyer, at(0, 0, 50), 1);
    await order(app, buyer, at(-3, 10), 2, 2500);

    const figures = await fresh();
    expect(figures.totals).toEqual({
      members: 3,
      goods: 1,
      orders: 3,
      sales: 4000,
      assets: 6,
      asset_value: 245000,
      organizations: before + 3,
    });
    expect(figures.assets_by_status).toEqual([
      { status: 'idle', value: 3 },
      { status: 'in_use', value: 1 },
      { status: 'in_warehouse', value: 2 },
      { status: 'lent', value: 0 },
      { status: 'leased', value: 0 },
      { status: 'verifying', value: 0 },
      { status: 'disposed', value: 0 },
    ]);
    const top = (code: string) =>
      app.db.selectFrom('base_data').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    expect(figures.assets_by_class).toEqual([
      { id: (await top('3')).id, name: '通用设备', value: 3 },
      { id: (await top('7')).id, name: '家具、用具、装具及动植物', value: 2 },
      { id: intangible, name: '无形资产', value: 1 },
    ]);
    expect(figures.assets_by_area).toEqual({
      top: [
        { id: DXH, name: name(DXH), value: 3 },
        { id: JA, name: name(JA), value: 2 },
        { id: null, name: '', value: 1 },
      ],
      other: 0,
    });
    expect(figures.sharing).toEqual({ public: 2, offered: 1, shared: 3, total: 6, rate: 0.5 });
    const months = figures.monthly;
    expect(months.at(-1)).toMatchObject({ intake: 1, allocation: 1 });
    expect(months.at(-3)).toMatchObject({ intake: 1, allocation: 0 });
    expect(months.reduce((sum, m) => sum + m.intake + m.allocation, 0)).toBe(3);

    const today = localDay(new Date());
    const point = (series: string, date: string) =>
      figures.trend.find((p) => p.series === series && p.date === date)?.value;
    expect([point('orders', today), point('sales', today)]).toEqual([2, 1500]);
    // Days before yesterday come from the daily rollups.
    const threeDaysAgo = addDays(today, -3);
    expect(point('sales', threeDaysAgo)).toBe(0);
    await rollUp(app.db);
    const rolled = await fresh();
    expect(rolled.trend.filter((p) => p.date === threeDaysAgo).map((p) => [p.series, p.value])).toEqual([
      ['orders', 1],
      ['sales', 2500],
    ]);
  });

  it('serves the same figures for a minute, then computes them again', async () => {
    const first = await fresh();
    const unit = await createOrganization(fx.t.app, 'Screen D');
    await registerAsset(fx.t.app, fx.root, unit);
    const cached = await screen();
    expect(cached.totals.assets).toBe(first.totals.assets);
    expect(cached.generated_at).toBe(first.generated_at);
    // Kept through writes: the registration above did not drop it, nor does anything else.
    dropDbCaches(fx.t.app.db);
    expect((await screen()).generated_at).toBe(first.generated_at);

    vi.setSystemTime(Date.now() + LARGE_SCREEN_TTL_MS + 1);
    const recomputed = await screen();
    expect(recomputed.totals.assets).toBe(first.totals.assets + 1);
  });

  it('is refused without the Dashboard permission', async () => {
    const outsider = await createAdminWith(fx.t.app, ['AssetsList', 'GoodList']);
    const body = (await call(fx.t.app, 'GET', 'largeScreen', { token: outsider.token })).json();
    expect(body.status).toBe(40300);
    const holder = await createAdminWith(fx.t.app, ['Dashboard']);
    expect((await call(fx.t.app, 'GET', 'largeScreen', { token: holder.token })).json().status).toBe(200);
  });
});

describe('the large screen areas', () => {
  const t = useTestApp({}, { signedIn: false });

  it('names the ten largest areas and sums the others', async () => {
    const token = await tokenFor(t.app);
    const areas = AREAS.slice(0, 12);
    // Area i holds i + 1 assets: the two smallest (1 and 2 assets) fall into "other".
    for (const [i, area] of areas.entries()) {
      const unit = await createOrganization(t.app, `Area unit ${i}`, area.id);
      for (let k = 0; k <= i; k++) await registerAsset(t.app, token, unit, { original_value: 100 });
    }
    const body = (await call(t.app, 'GET', 'largeScreen', { token })).json().message as LargeScreen;
    expect(body.assets_by_area.top).toEqual(
      areas
        .slice(2)
        .reverse()
        .map((a, i) => ({ id: a.id, name: a.name, value: 12 - i })),
    );
    expect(body.assets_by_area.other).toBe(3);
    expect(body.totals.asset_value).toBe(78 * 100);
  });
});
