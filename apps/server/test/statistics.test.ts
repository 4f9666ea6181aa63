import { STAT_KINDS } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../src/modules/dashboard/days.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { at, freezeClock, member, order, TODAY } from './stat-factories.js';

describe('statistics: visits and payments per day (or hour)', () => {
  let t: TestApp;
  let root: string;
  const today = TODAY;
  const yesterday = addDays(today, -1);
  const get = async (route: string, query: Record<string, string>, token = root) =>
    (await call(t.app, 'GET', route, { token, query, lang: 'en' })).json();

  beforeAll(async () => {
    freezeClock();
    t = await createTestApp();
    root = await tokenFor(t.app);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('counts page views, unique visitors and sources per local day', async () => {
    const visit = (createdAt: string, member: number | null, ip: string, source: string) =>
      t.app.db
        .insertInto('goods_visits')
        .values({ good_id: null, member_id: member, source, ip, created_at: createdAt })
        .execute();
    await visit(at(0, 0), 1, '1.1.1.1', 'app');
    await visit(at(0, 10), 1, '1.1.1.1', 'app');
    await visit(at(0, 11), null, '2.2.2.2', 'h5');
    await visit(at(-1, 23, 59, 59, 999), null, '3.3.3.3', 'h5');
    const body = await get('statistic/visit', { start: yesterday, end: today });
    expect(body.status).toBe(200);
    const value = (series: string, date: string) =>
      body.message.find((p: { series: string; date: string }) => p.series === series && p.date === date)
        ?.value;
    expect([
      value('pv', today),
      value('uv', today),
      value('source:app', today),
      value('source:h5', today),
    ]).toEqual([3, 2, 2, 1]);
    expect([value('pv', yesterday), value('uv', yesterday), value('source:h5', yesterday)]).toEqual([
      1, 1, 1,
    ]);
    const week = await get('statistic/visit', { date: '7' });
    expect(new Set(week.message.map((p: { date: string }) => p.date)).size).toBe(7);
  });

  it('gives payments per hour for a single day, and refuses a reversed or too long range', async () => {
    const m = await member(t.app, at(0, 1));
    await order(t.app, m, at(0, 10, 15), 2, 1999);
    await order(t.app, m, at(0, 10, 59, 59, 999), 1);
    await order(t.app, m, at(0, 11), 2, 500);
    const body = await get('statistic/pay', { start: today, end: today });
    expect(body.message).toHaveLength(24 * 5);
    const hour = (h: string) =>
      body.message
        .filter((p: { date: string }) => p.date === `${today} ${h}:00`)
        .map((p: { series: string; value: number }) => [p.series, p.value]);
    expect(hour('10')).toEqual([
      ['placed', 2],
      ['paid', 1],
      ['paid_amount', 1999],
      ['refunds', 0],
      ['refund_amount', 0],
    ]);
    expect(hour('11')[2]).toEqual(['paid_amount', 500]);
    const reversed = await get('statistic/pay', { start: today, end: yesterday });
    expect(reversed.status).toBe(42200);
    const tooLong = await get('statistic/pay', { start: '2020-01-01', end: today });
    expect(tooLong.status).toBe(42200);
    const outsider = await createAdminWith(t.app, ['StatisticsVisitList']);
    expect((await get('statistic/pay', { date: '1' }, outsider.token)).status).toBe(40300);
  });

  it('returns the last day there is, per hour, for every statistic and its export (never a 500)', async () => {
    const last = { start: '9999-12-31', end: '9999-12-31' };
    const pay = await get('statistic/pay', last);
    expect(pay.result, JSON.stringify(pay)).toBe('ok');
    expect(pay.message).toHaveLength(24 * 5);
    expect(pay.message.at(-1)).toMatchObject({ date: '9999-12-31 23:00', value: 0 });
    for (const kind of STAT_KINDS) {
      const listed = await call(t.app, 'GET', `statistic/${kind}`, { token: root, query: last });
      expect(listed.statusCode, `${kind}: ${listed.body.slice(0, 200)}`).toBe(200);
      const exported = await call(t.app, 'GET', `statistic/${kind}/export`, { token: root, query: last });
      expect(exported.statusCode, `${kind} export: ${exported.body.slice(0, 200)}`).toBe(200);
    }
  });
});
