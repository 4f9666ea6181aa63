import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../src/modules/dashboard/days.js';
import { rollUp } from '../src/modules/dashboard/rollup.js';
import { deviceOf } from '../src/modules/storefront/device.js';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { readSheet } from './sheets.js';
import { ADDRESS, memberWithToken, shop } from './shop-helpers.js';
import { at, freezeClock, member, order, TODAY } from './stat-factories.js';

type Point = { series: string; date: string; value: number };

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('the kind of device a visit comes from', () => {
  it('tells tablets, phones and computers apart, and reads no further than the header needs', () => {
    expect(deviceOf(IPHONE)).toBe('mobile');
    expect(deviceOf(IPAD)).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBe(
      'mobile',
    );
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/126.0 Safari/537.36')).toBe('tablet');
    expect(deviceOf(`${IPHONE} MicroMessenger/8.0.47`)).toBe('mobile');
    expect(deviceOf(WINDOWS)).toBe('desktop');
    expect(deviceOf('curl/8.5.0')).toBe('other');
    expect(deviceOf(undefined)).toBe('other');
    // What lies past the first 512 characters is not read.
    expect(deviceOf(`${'x'.repeat(600)} iPhone`)).toBe('other');
  });
});

describe('statistics: orders and payments per province, views per device and source (statistic/regions)', () => {
  let t: TestApp;
  let root: string;
  const today = TODAY;
  const before = addDays(today, -2);
  const range = { start: before, end: today };
  const points = async (query: Record<string, string> = range) =>
    (await call(t.app, 'GET', 'statistic/regions', { token: root, query, lang: 'zh' })).json()
      .message as Point[];
  const totals = (all: Point[]) => {
    const sums: Record<string, number> = {};
    for (const p of all) sums[p.series] = (sums[p.series] ?? 0) + p.value;
    return sums;
  };
  const visit = (userAgent: string | undefined, source: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/visit',
      headers: userAgent ? { 'user-agent': userAgent } : {},
      payload: { source },
    });

  beforeAll(async () => {
    freezeClock();
    t = await createTestApp();
    root = await tokenFor(t.app);
    const amy = await member(t.app, at(-2, 8));
    // Two days ago: one order paid to Hangzhou (Zhejiang), one paid and one unpaid to Beijing.
    await order(t.app, amy, at(-2, 9), 2, 1000, '330106');
    await order(t.app, amy, at(-2, 10), 2, 500, '110101');
    await order(t.app, amy, at(-2, 11), 1, 0, '110105');
    // Today: another paid to Ningbo (Zhejiang).
    await order(t.app, amy, at(0, 9), 2, 300, '330203');
    // A visit recorded before visits kept their device.
    await t.app.db
      .insertInto('goods_visits')
      .values({ good_id: null, member_id: null, source: 'h5', ip: '1.1.1.1', created_at: at(-2, 12) })
      .execute();
    // Today's views, through the storefront as browsers send them.
    for (const [agent, source] of [
      [IPHONE, 'wechat'],
      [IPHONE, 'h5'],
      [WINDOWS, 'h5'],
      [IPAD, 'h5'],
      [undefined, 'app'],
    ] as const)
      expect((await visit(agent, source)).json().status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('sums each province, device and source over the range, under their names', async () => {
    const all = await points();
    // Totals over the range, once each: the range is their date.
    expect(new Set(all.map((p) => p.date))).toEqual(new Set([`${before} ~ ${today}`]));
    expect(totals(all)).toEqual({
      'orders_in:北京市': 2,
      'orders_in:浙江省': 2,
      'paid_in:北京市': 500,
      'paid_in:浙江省': 1300,
      'device:': 1,
      'device:desktop': 1,
      'device:mobile': 2,
      'device:other': 1,
      'device:tablet': 1,
      'source:app': 1,
      'source:h5': 4,
      'source:wechat': 1,
      // Orders and views recorded without a device, a source or a region (older data, or guests').
      'order_device:': 4,
      'order_source:': 4,
      'visits_in:': 6,
    });
    // A range of one day counts that day only: today's Zhejiang order.
    const todays = totals(await points({ start: today, end: today }));
    expect(todays['orders_in:浙江省']).toBe(1);
    expect(todays['orders_in:北京市']).toBeUndefined();
  });

  it('reads the same figures from the rollups once the days are settled', async () => {
    const live = await points();
    await rollUp(t.app.db, today);
    const kept = await t.app.db
      .selectFrom('stat_days')
      .select(['metric', 'value'])
      .where('day', '=', before)
      .where('metric', 'in', ['region_orders:11', 'region_paid:33', 'region_orders_total', 'visit_device:'])
      .execute();
    expect(Object.fromEntries(kept.map((r) => [r.metric, Number(r.value)]))).toEqual({
      'region_orders:11': 2,
      'region_paid:33': 1000,
      region_orders_total: 3,
      'visit_device:': 1,
    });
    expect(await points()).toEqual(live);
  });

  it('exports the breakdown as the page shows it: a row per key with its total and share', async () => {
    const res = await call(t.app, 'GET', 'statistic/regions/export', {
      token: root,
      query: range,
      lang: 'zh',
    });
    expect(res.statusCode).toBe(200);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('地区与终端');
    expect(rows[0]).toEqual(['维度', '名称', '合计', '占比 (%)']);
    expect(rows.slice(1, 5)).toEqual([
      ['各省订单数', '北京市', 2, 50],
      ['各省订单数', '浙江省', 2, 50],
      ['各省支付金额（元）', '浙江省', 13, 72.2], // in yuan
      ['各省支付金额（元）', '北京市', 5, 27.8],
    ]);
    expect(rows).toContainEqual(['各终端浏览量', '手机', 2, 33.3]);
    expect(rows).toContainEqual(['各终端浏览量', '终端未知', 1, 16.7]);
    // A channel the storefront knows is named in the export's language, as on the page.
    expect(rows).toContainEqual(['各来源浏览量', 'H5 网页', 4, 66.7]);
  });

  it('needs its own page permission', async () => {
    const other = await createAdminWith(t.app, ['StatisticsMembersList']);
    const refused = await call(t.app, 'GET', 'statistic/regions', { token: other.token, query: range });
    expect(refused.json().status).toBe(40300);
    const allowed = await createAdminWith(t.app, ['StatisticsRegionsList']);
    expect(
      (await call(t.app, 'GET', 'statistic/regions', { token: allowed.token, query: range })).json().status,
    ).toBe(200);
  });
});

describe('statistics: orders by device, views by region, as the storefront records them', () => {
  // The clock stops before the app starts, so its session is issued at the frozen time.
  beforeAll(() => freezeClock());
  const t = useTestApp();
  const totals = (all: Point[]) => {
    const sums: Record<string, number> = {};
    for (const p of all) sums[p.series] = (sums[p.series] ?? 0) + p.value;
    return sums;
  };
  afterAll(() => {
    vi.useRealTimers();
  });

  it('counts orders per device placed from, and a member’s views under the latest delivery’s province', async () => {
    const ivy = await memberWithToken(t.app, 'ivy');
    const { categoryId } = await seedCatalog(t.app);
    const created = await call(t.app, 'POST', 'good', {
      token: t.token,
      body: generalGood(categoryId, { number: '' }),
    });
    expect(created.json().status, created.body).toBe(200);
    const tea = created.json().message.id as number;
    const placed = await shop(t.app, 'POST', 'order', {
      token: ivy.token,
      userAgent: IPHONE,
      body: { lines: [{ good_id: tea, number: 1 }], address: ADDRESS, remark: '', source: 'wechat' },
    });
    expect(placed.json().status, placed.body).toBe(200);
    const viewed = await shop(t.app, 'POST', 'visit', {
      token: ivy.token,
      userAgent: WINDOWS,
      body: { good_id: tea, source: 'h5' },
    });
    expect(viewed.json().status, viewed.body).toBe(200);
    const res = await call(t.app, 'GET', 'statistic/regions', {
      token: t.token,
      query: { start: TODAY, end: TODAY },
    });
    const todays = totals(res.json().message as Point[]);
    expect(todays['order_device:mobile']).toBe(1);
    expect(todays['order_source:wechat']).toBe(1);
    expect(todays['visits_in:浙江省']).toBe(1);
    // A guest's view has no region.
    const guest = await shop(t.app, 'POST', 'visit', { body: { source: 'h5' } });
    expect(guest.json().status).toBe(200);
    const again = await call(t.app, 'GET', 'statistic/regions', {
      token: t.token,
      query: { start: TODAY, end: TODAY },
    });
    expect(totals(again.json().message as Point[])['visits_in:']).toBe(1);
  });
});
