import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../src/modules/dashboard/days.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { readSheet } from './sheets.js';
import { at, freezeClock, member, order, TODAY } from './stat-factories.js';

describe('statistics: XLSX exports (statistic/{kind}/export)', () => {
  let t: TestApp;
  let root: string;
  const today = TODAY;
  const yesterday = addDays(today, -1);
  const range = { start: yesterday, end: today };
  const download = (kind: string, lang: 'zh' | 'en', query: Record<string, string> = range, token = root) =>
    call(t.app, 'GET', `statistic/${kind}/export`, { token, query, lang });

  beforeAll(async () => {
    freezeClock();
    t = await createTestApp();
    root = await tokenFor(t.app);
    const m = await member(t.app, at(-1, 8), { gender: 2, birthday: '1990-05-01' });
    await member(t.app, at(0, 9), { gender: 1 });
    await order(t.app, m, at(-1, 10), 2, 1999);
    await order(t.app, m, at(0, 10), 2, 500);
    await order(t.app, m, at(0, 11), 2, 1);
    await order(t.app, m, at(0, 12), 1);
    await t.app.db
      .insertInto('goods_visits')
      .values({ good_id: null, member_id: null, source: 'app', ip: '1.1.1.1', created_at: at(0, 1) })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('writes payments per day in yuan with localized headers and a totals row', async () => {
    const zh = await download('pay', 'zh');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    expect(zh.headers['content-disposition']).toBe(
      `attachment; filename="statistic-pay-${yesterday}-${today}.xlsx"`,
    );
    const sheet = await readSheet(zh.rawPayload);
    expect(sheet.name).toBe('支付');
    expect(sheet.rows).toEqual([
      ['日期', '下单数', '支付订单数', '支付金额（元）', '退款笔数', '退款金额（元）'],
      [yesterday, 1, 1, 19.99, 0, 0],
      [today, 3, 2, 5.01, 0, 0],
      ['合计', 4, 3, 25, 0, 0],
    ]);
    expect(sheet.sheet.getCell('D2').numFmt).toBe('0.00');
    expect(sheet.sheet.getCell('B2').numFmt).toBeUndefined();
    // The header stays in view and stands out, as does the totals row; the columns fit their values.
    expect(sheet.sheet.views).toMatchObject([{ state: 'frozen', ySplit: 1 }]);
    const bold = (row: number) =>
      [1, 2, 3, 4, 5, 6].map((c) => sheet.sheet.getRow(row).getCell(c).font?.bold ?? false);
    expect(bold(1)).toEqual(Array(6).fill(true));
    expect(bold(2)).toEqual(Array(6).fill(false));
    expect(bold(4)).toEqual(Array(6).fill(true));
    expect(sheet.sheet.getCell('D4').numFmt).toBe('0.00');
    expect([1, 2, 4].map((c) => sheet.sheet.getColumn(c).width)).toEqual([18, 16, 16]);

    const en = await readSheet((await download('pay', 'en')).rawPayload);
    expect(en.rows[0]).toEqual([
      'Date',
      'Orders placed',
      'Orders paid',
      'Paid (yuan)',
      'Refunds',
      'Refunded (yuan)',
    ]);
    expect(en.rows.at(-1)?.[0]).toBe('Total');
  });

  it('writes one row per hour for a single day', async () => {
    const sheet = await readSheet((await download('pay', 'en', { start: today, end: today })).rawPayload);
    expect(sheet.rows).toHaveLength(1 + 24 + 1);
    expect(sheet.rows[11]).toEqual([`${today} 10:00`, 1, 1, 5, 0, 0]);
    expect(sheet.rows.at(-1)).toEqual(['Total', 3, 2, 5.01, 0, 0]);
  });

  it('writes members by sex and age group, and visits with their sources', async () => {
    const zh = await readSheet((await download('age_and_sex', 'zh')).rawPayload);
    expect(zh.rows[0]).toEqual([
      '日期',
      '男',
      '女',
      '性别未知',
      '0-17 岁',
      '18-24 岁',
      '25-34 岁',
      '35-44 岁',
      '45-54 岁',
      '55-64 岁',
      '65 岁及以上',
      '年龄未知',
    ]);
    const en = await readSheet((await download('age_and_sex', 'en')).rawPayload);
    expect(en.rows[0]?.slice(0, 4)).toEqual(['Date', 'Male', 'Female', 'Sex unknown']);
    expect(en.rows.at(-1)).toEqual(['Total', 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1]);

    const visits = await readSheet((await download('visit', 'en')).rawPayload);
    expect(visits.rows[0]).toEqual(['Date', 'Page views (PV)', 'Visitors (UV)', 'Source: App']);
    expect(visits.rows.slice(1)).toEqual([
      [yesterday, 0, 0, 0],
      [today, 1, 1, 1],
      ['Total', 1, 1, 1],
    ]);
  });

  it('needs the permission of the statistic and checks the range like the list', async () => {
    const visits = await createAdminWith(t.app, ['StatisticsVisitList']);
    expect((await download('pay', 'en', range, visits.token)).json().status).toBe(40300);
    expect((await download('age_and_sex', 'en', range, visits.token)).json().status).toBe(40300);
    expect((await download('visit', 'en', range, visits.token)).statusCode).toBe(200);
    const reversed = await download('pay', 'en', { start: today, end: yesterday });
    expect(reversed.json()).toMatchObject({ status: 42200, errors: { end: [expect.any(String)] } });
  });
});
