import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../src/modules/dashboard/days.js';
import { rollUp } from '../src/modules/dashboard/rollup.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { readSheet } from './sheets.js';
import { at, freezeClock, member, order, TODAY } from './stat-factories.js';

type Point = { series: string; date: string; value: number };

describe('statistics: members new, active, paying and buying again (statistic/members)', () => {
  let t: TestApp;
  let root: string;
  const today = TODAY;
  const before = addDays(today, -3);
  const range = { start: before, end: today };
  const points = async (query: Record<string, string> = range) =>
    (await call(t.app, 'GET', 'statistic/members', { token: root, query, lang: 'en' })).json()
      .message as Point[];
  const day = (all: Point[], date: string) =>
    Object.fromEntries(all.filter((p) => p.date === date).map((p) => [p.series, p.value]));
  const visit = (memberId: number | null, createdAt: string) =>
    t.app.db
      .insertInto('goods_visits')
      .values({ good_id: null, member_id: memberId, source: 'app', ip: '1.1.1.1', created_at: createdAt })
      .execute();

  beforeAll(async () => {
    freezeClock();
    t = await createTestApp();
    root = await tokenFor(t.app);
    // Three days ago: Amy registers and pays; Bob registers and only looks.
    const amy = await member(t.app, at(-3, 8));
    const bob = await member(t.app, at(-3, 9));
    await order(t.app, amy, at(-3, 10), 2, 1000);
    await visit(bob, at(-3, 11));
    // Today: Amy pays again (a repeat purchase), Cai pays for the first time, twice (his second is a
    // repeat too, within the day), Bob looks twice, a guest looks, Dee registers.
    await order(t.app, amy, at(0, 9), 2, 500);
    const cai = await member(t.app, at(-2, 8));
    await order(t.app, cai, at(0, 9, 30), 2, 300);
    await order(t.app, cai, at(0, 9, 45), 2, 200);
    await visit(bob, at(0, 10));
    await visit(bob, at(0, 10, 5));
    await visit(null, at(0, 10, 6));
    await member(t.app, at(0, 7));
    // An order placed and not paid makes its member active, not a buyer.
    const eve = await member(t.app, at(-1, 7));
    await order(t.app, eve, at(0, 8), 1);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('counts each day, members once, and the share of paying members who had paid before', async () => {
    const all = await points();
    expect(new Set(all.map((p) => p.date))).toEqual(
      new Set([before, addDays(today, -2), addDays(today, -1), today]),
    );
    expect(day(all, before)).toEqual({
      new_members: 2,
      active_members: 2,
      buyers: 1,
      repeat_buyers: 0,
      repeat_rate: 0,
    });
    expect(day(all, today)).toEqual({
      new_members: 1,
      active_members: 4,
      buyers: 2,
      repeat_buyers: 2,
      repeat_rate: 100,
    });
    expect(day(all, addDays(today, -1))).toMatchObject({ new_members: 1, active_members: 0, buyers: 0 });
  });

  it('reads the same figures from the rollups once the days are settled', async () => {
    const live = await points();
    await rollUp(t.app.db, today);
    const settled = await t.app.db
      .selectFrom('stat_days')
      .select(['metric', 'value'])
      .where('day', '=', before)
      .where('metric', 'in', ['active_members', 'buyers', 'repeat_buyers'])
      .execute();
    expect(Object.fromEntries(settled.map((r) => [r.metric, Number(r.value)]))).toEqual({
      active_members: 2,
      buyers: 1,
      repeat_buyers: 0,
    });
    expect(await points()).toEqual(live);
  });

  it('gives one day per hour', async () => {
    const hours = await points({ start: today, end: today });
    expect(hours).toHaveLength(24 * 5);
    expect(day(hours, `${today} 09:00`)).toEqual({
      new_members: 0,
      active_members: 2,
      buyers: 2,
      repeat_buyers: 2,
      repeat_rate: 100,
    });
  });

  it('exports the table with the rate of the totals, not a sum of rates', async () => {
    const res = await call(t.app, 'GET', 'statistic/members/export', {
      token: root,
      query: range,
      lang: 'zh',
    });
    expect(res.statusCode).toBe(200);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('会员');
    expect(rows[0]).toEqual(['日期', '新增会员', '活跃会员', '付款会员', '复购会员', '复购率（%）']);
    // Buyer-days 1 + 2, repeat buyer-days 0 + 2: two in three.
    expect(rows.at(-1)).toEqual(['合计', 5, 6, 3, 2, 66.7]);
  });

  it('needs its own page permission', async () => {
    const other = await createAdminWith(t.app, ['StatisticsPayList']);
    const res = await call(t.app, 'GET', 'statistic/members', { token: other.token, query: range });
    expect(res.json().status).toBe(40300);
    const allowed = await createAdminWith(t.app, ['StatisticsMembersList']);
    expect(
      (await call(t.app, 'GET', 'statistic/members', { token: allowed.token, query: range })).json().status,
    ).toBe(200);
  });
});
