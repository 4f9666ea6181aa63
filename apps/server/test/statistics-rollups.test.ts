import { PAYMENT_TYPES, REFUND_STATES, type StatPoint } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../src/modules/dashboard/days.js';
import { rollUp } from '../src/modules/dashboard/rollup.js';
import { call, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { member, order } from './stat-factories.js';

/** "Now" in this file, whatever the real date: 20 March 2031, 10:30 local time. */
const NOW = new Date(2031, 2, 20, 10, 30);
const TODAY = '2031-03-20';
const day = (offset: number) => addDays(TODAY, offset);
/** A local time `days` days from TODAY at h:m:s.ms, as stored. */
const time = (days: number, h: number, m = 0, s = 0, ms = 0) =>
  new Date(2031, 2, 20 + days, h, m, s, ms).toISOString();
/** 26 characters: `visit_source:` and this do not fit the 32 of `stat_days.metric`. */
const LONG_SOURCE = 'referral-from-partner-site';

describe('statistics: settled days from the daily rollups, the rest counted, the same result', () => {
  let t: TestApp;
  let root: string;
  const get = async (kind: string, start: string, end: string): Promise<StatPoint[]> => {
    const response = await call(t.app, 'GET', `statistic/${kind}`, { token: root, query: { start, end } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.json().message;
  };
  const visit = (createdAt: string, memberId: number | null, ip: string, source: string) =>
    t.app.db
      .insertInto('goods_visits')
      .values({ good_id: null, member_id: memberId, source, ip, created_at: createdAt })
      .execute();
  const value = (points: StatPoint[], series: string, date: string) =>
    points.find((p) => p.series === series && p.date === date)?.value;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await createTestApp();
    root = await tokenFor(t.app);
    // Every day from nine days ago to tomorrow: views, orders, payments and refunds, some on the first
    // and the last instant of the day.
    for (let k = -9; k <= 1; k++) {
      const m = await member(t.app, time(k, 0));
      await visit(time(k, 0), m, '10.0.0.1', 'app');
      await visit(time(k, 23, 59, 59, 999), null, '10.0.0.2', 'h5');
      for (let i = 0; i < k + 11; i++)
        await visit(time(k, 12, i), i % 3 === 0 ? m : null, `10.0.1.${i % 4}`, ['', '-', 'app'][i % 3] ?? '');
      const paid = await order(t.app, m, time(k, 0), 2, 100 * (k + 10));
      await order(t.app, m, time(k, 23, 59, 59, 999), 1);
      // A second payment of the same order counts its money, not another paid order.
      await t.app.db
        .insertInto('order_payments')
        .values([
          {
            order_id: paid,
            description: '',
            merchant_no: '',
            trade_no: '',
            type: PAYMENT_TYPES.payment,
            amount: 7,
            platform: 'balance',
            created_at: time(k, 9),
          },
          {
            order_id: paid,
            description: '',
            merchant_no: '',
            trade_no: '',
            type: PAYMENT_TYPES.refund,
            amount: 5,
            platform: 'balance',
            created_at: time(k, 9),
          },
        ])
        .execute();
      const refund = (state: number, amount: number) => ({
        order_id: paid,
        amount,
        way: 0,
        reason: '',
        state,
        admin_id: null,
        created_at: time(k - 1, 8),
        finished_at: time(k, 8),
      });
      await t.app.db
        .insertInto('order_refunds')
        .values([refund(REFUND_STATES.succeeded, 30 + k), refund(REFUND_STATES.failed, 1000)])
        .execute();
    }
    await visit(time(-8, 15), null, '10.0.2.1', LONG_SOURCE);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('returns visits and payments exactly as counted, over settled, unsettled and live days', async () => {
    const start = day(-8);
    const end = day(1);
    const counted = {
      visit: await get('visit', start, end),
      pay: await get('pay', start, end),
      hours: await get('pay', day(-6), day(-6)),
    };
    // What was counted: each day from the first to the last instant, sources by name ('' and '-' both
    // show as '-'), a paid order once however many payments, failed refunds and refund records left out.
    expect(counted.visit.filter((p) => p.date === day(-8)).map((p) => [p.series, p.value])).toEqual([
      ['pv', 6],
      ['uv', 5],
      ['source:-', 1],
      ['source:-', 1],
      ['source:app', 2],
      ['source:h5', 1],
      [`source:${LONG_SOURCE}`, 1],
    ]);
    expect(counted.pay.filter((p) => p.date === day(-6)).map((p) => [p.series, p.value])).toEqual([
      ['placed', 2],
      ['paid', 1],
      ['paid_amount', 407],
      ['refunds', 1],
      ['refund_amount', 24],
    ]);
    expect(counted.pay).toHaveLength(10 * 5);
    expect(counted.hours).toHaveLength(24 * 5);

    // Values an earlier version stored for a day, never settled, are not read.
    await t.app.db
      .insertInto('stat_days')
      .values([
        { day: day(-7), metric: 'visits', value: 999 },
        { day: day(-7), metric: 'orders', value: 999 },
      ])
      .execute();
    expect(await get('visit', start, end)).toEqual(counted.visit);

    // The rollup as it ran three days ago: it settled the days up to five days ago and stored four and
    // three days ago unsettled; two days ago it never stored. Now the range is read from all of these.
    expect(await rollUp(t.app.db, day(-3))).toBe(5 + 2);
    expect(await get('visit', start, end)).toEqual(counted.visit);
    expect(await get('pay', start, end)).toEqual(counted.pay);
    expect(await get('pay', day(-6), day(-6))).toEqual(counted.hours);

    // The rollup of today: four to two days ago settled too, the rest (yesterday on) read one by one.
    expect(await rollUp(t.app.db, TODAY)).toBe(3 + 2);
    expect(await get('visit', start, end)).toEqual(counted.visit);
    expect(await get('pay', start, end)).toEqual(counted.pay);

    // Settled days are read from the rollups: a row written into one afterwards is not counted
    // (nothing lands on a day that is over), while yesterday counts it.
    await visit(time(-6, 13), null, '10.0.3.1', 'app');
    await visit(time(-1, 13), null, '10.0.3.1', 'app');
    const after = await get('visit', start, end);
    expect(value(after, 'pv', day(-6))).toBe(value(counted.visit, 'pv', day(-6)));
    expect(value(after, 'pv', day(-1))).toBe((value(counted.visit, 'pv', day(-1)) ?? 0) + 1);
    // Except a day with a source too long to keep: its views per source are always counted.
    await visit(time(-8, 16), null, '10.0.3.2', LONG_SOURCE);
    expect(value(await get('visit', day(-8), day(-8)), `source:${LONG_SOURCE}`, day(-8))).toBe(2);
  });
});
