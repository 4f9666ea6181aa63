import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../src/modules/dashboard/days.js';
import { rollUp } from '../src/modules/dashboard/rollup.js';
import { dashboard } from '../src/modules/dashboard/service.js';
import { createOrganization, registerAsset } from './asset-helpers.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { at, freezeClock, good, member, NOW, order, TODAY, visits } from './stat-factories.js';

describe('the dashboard (GET index) and its daily rollups', () => {
  let t: TestApp;
  let root: string;

  // Each test has a database of its own, holding only what it made, on the same frozen day.
  beforeEach(async () => {
    freezeClock();
    t = await createTestApp();
    root = await tokenFor(t.app);
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('counts today and yesterday exactly, with midnight belonging to the day it starts', async () => {
    const m = await member(t.app, at(0, 0, 0, 0, 0)); // today, the first instant
    await member(t.app, at(-1, 23, 59, 59, 999)); // yesterday, the last instant
    await member(t.app, at(-2, 12)); // neither
    await order(t.app, m, at(0, 0, 0, 0, 0), 2, 1500);
    await order(t.app, m, at(0, 9), 1);
    await order(t.app, m, at(-1, 23, 59, 59, 999), 5, 2500);
    const refunded = await order(t.app, m, at(-2, 10), 7, 800);
    await t.app.db
      .insertInto('order_refunds')
      .values({
        order_id: refunded,
        amount: 300,
        way: 0,
        reason: '',
        state: 1,
        admin_id: null,
        created_at: at(-1, 8),
        finished_at: at(-1, 8),
      })
      .execute();

    const board = await dashboard(t.app.db);
    expect(board.cards).toEqual({
      users: { today: 1, yesterday: 1 },
      orders: { today: 2, yesterday: 1 },
      revenue: { today: 1500, yesterday: 2500 },
      expenses: { today: 0, yesterday: 300 },
      pending_shipments: { today: 1, yesterday: 0 },
      low_stock: { today: 0, yesterday: 0 },
    });
    expect(board.chart.filter((p) => p.date === TODAY)).toEqual([
      { series: 'users', date: TODAY, value: 1 },
      { series: 'orders', date: TODAY, value: 2 },
      { series: 'revenue', date: TODAY, value: 1500 },
    ]);
    expect(board.chart).toHaveLength(21);
  });

  it('backfills the rollups once and feeds the week chart from them', async () => {
    await member(t.app, at(-5, 9)); // the first day with data
    const m = await member(t.app, at(-2, 12));
    await order(t.app, m, at(-2, 10), 7, 800);
    await order(t.app, m, at(0, 9), 1);
    // Five days ago to the day before yesterday once, settled; then yesterday and today.
    expect(await rollUp(t.app.db)).toBe(4 + 2);
    const fiveDaysAgo = await t.app.db
      .selectFrom('stat_days')
      .selectAll()
      .where('day', '=', addDays(TODAY, -5))
      .execute();
    expect(Number(fiveDaysAgo.find((r) => r.metric === 'users')?.value)).toBe(1);
    const twoDaysAgo = addDays(TODAY, -2);
    const stored = await t.app.db.selectFrom('stat_days').selectAll().where('day', '=', twoDaysAgo).execute();
    const value = (metric: string) => Number(stored.find((r) => r.metric === metric)?.value);
    expect([value('users'), value('orders'), value('revenue')]).toEqual([1, 1, 800]);
    const board = await dashboard(t.app.db);
    expect(board.chart.find((p) => p.series === 'revenue' && p.date === twoDaysAgo)?.value).toBe(800);
    // A second run computes only today and yesterday again.
    expect(await rollUp(t.app.db)).toBe(2);
  });

  it('ranks goods by views in the last 30 days, favourites and sales, and lists low stock', async () => {
    const mug = await good(t.app, 'Top mug', 4);
    const lamp = await good(t.app, 'Top lamp', 0, 3);
    const desk = await good(t.app, 'Top desk', 9, 100);
    await visits(t.app, mug, at(-29, 0), 3); // the first instant of the 30 days
    await visits(t.app, lamp, at(0, 0), 2);
    await visits(t.app, desk, at(-30, 23, 59, 59, 999), 5); // a moment too early
    await visits(t.app, null, at(0, 1), 4); // not a goods page
    const fans = [await member(t.app, at(-3, 1)), await member(t.app, at(-3, 2))];
    await t.app.db
      .insertInto('goods_favourites')
      .values([
        { member_id: fans[0] ?? 0, good_id: lamp, created_at: at(-1, 1) },
        { member_id: fans[1] ?? 0, good_id: lamp, created_at: at(-1, 1) },
        { member_id: fans[0] ?? 0, good_id: mug, created_at: at(-1, 1) },
      ])
      .execute();

    const board = await dashboard(t.app.db);
    const ranked = (list: { name: string; value: number }[]) => list.map((g) => [g.name, g.value]);
    expect(ranked(board.top_visits)).toEqual([
      ['Top mug', 3],
      ['Top lamp', 2],
    ]);
    expect(ranked(board.top_favourites)).toEqual([
      ['Top lamp', 2],
      ['Top mug', 1],
    ]);
    expect(ranked(board.top_sales)).toEqual([
      ['Top desk', 9],
      ['Top mug', 4],
    ]);
    expect(board.low_stock_list.map((g) => [g.name, g.inventory])).toEqual([['Top lamp', 3]]);
    // Within the minute the lists stay as computed; a minute later they count the new views.
    await visits(t.app, desk, at(0, 2), 6);
    vi.setSystemTime(NOW.getTime() + 59_999);
    expect(ranked((await dashboard(t.app.db)).top_visits)).toEqual(ranked(board.top_visits));
    vi.setSystemTime(NOW.getTime() + 60_001);
    expect(ranked((await dashboard(t.app.db)).top_visits)[0]).toEqual(['Top desk', 6]);
    expect(board.cards.low_stock.today).toBe(1);
  });

  it('shows the asset figures and serves GET index to Dashboard holders only', async () => {
    const org = await createOrganization(t.app, 'Dash unit');
    await registerAsset(t.app, root, org, { original_value: 100000 });
    await registerAsset(t.app, root, org, { original_value: 50000 });
    await rollUp(t.app.db);
    const response = await call(t.app, 'GET', 'index', { token: root });
    expect(response.json().message.assets).toEqual({
      total_value: 150000,
      idle: 2,
      lent: 0,
      leased: 0,
      overdue_returns: 0,
      open_tasks: 0,
      running_verifications: 0,
    });
    const outsider = await createAdminWith(t.app, ['GoodList']);
    expect((await call(t.app, 'GET', 'index', { token: outsider.token })).json().status).toBe(40300);
  });
});
