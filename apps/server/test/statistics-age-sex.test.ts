import { AGE_SERIES, SEX_SERIES } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawSqlite } from '../src/db/database.js';
import { addDays, daysBetween } from '../src/modules/dashboard/days.js';
import { ageSexQuery } from '../src/modules/statistics/age-sex.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { planOf } from './query-plans.js';
import { at, freezeClock, member, TODAY } from './stat-factories.js';

/** The day `years` years before `day`, as text (so 29 February stays 29 February). */
const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

describe('statistics: members by sex and age group per day of registration', () => {
  let t: TestApp;
  let root: string;
  const today = TODAY;
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);
  const get = (route: string, query: Record<string, string>, token = root) =>
    call(t.app, 'GET', route, { token, query, lang: 'en' });

  beforeAll(async () => {
    freezeClock();
    t = await createTestApp();
    root = await tokenFor(t.app);
    // Registered at the very end of yesterday and the start of today (local time).
    await member(t.app, at(-1, 23, 59, 59, 999), { gender: 1 });
    await member(t.app, at(0, 0, 0), { gender: 2, birthday: yearsBefore(today, 18) });
    await member(t.app, at(0, 0, 1), { gender: 2, birthday: yearsBefore(tomorrow, 18) });
    await member(t.app, at(0, 12), { gender: 0, birthday: yearsBefore(yesterday, 65) });
    await member(t.app, at(0, 23, 59), { gender: 1, birthday: yearsBefore(tomorrow, 65) });
    await member(t.app, at(0, 23, 59), { gender: 1, birthday: yearsBefore(today, 30) });
    // Outside the ranges asked below.
    await member(t.app, at(-4, 10), { gender: 1, birthday: '1990-01-01' });
    await member(t.app, at(1, 0, 0), { gender: 2, birthday: '1990-01-01' });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('counts each sex and age group per local day, every day and series present', async () => {
    const body = (await get('statistic/age_and_sex', { start: addDays(today, -2), end: today })).json();
    expect(body.status).toBe(200);
    const points = body.message as { series: string; date: string; value: number }[];
    const series = [...SEX_SERIES, ...AGE_SERIES];
    expect(points.map((p) => `${p.date} ${p.series}`)).toEqual(
      [addDays(today, -2), yesterday, today].flatMap((d) => series.map((s) => `${d} ${s}`)),
    );
    const day = (date: string) =>
      Object.fromEntries(points.filter((p) => p.date === date).map((p) => [p.series, p.value]));
    expect(Object.values(day(addDays(today, -2)))).toEqual(series.map(() => 0));
    expect(day(yesterday)).toMatchObject({ male: 1, female: 0, unknown: 0, age_unknown: 1, age_0_17: 0 });
    expect(day(today)).toEqual({
      male: 2,
      female: 2,
      unknown: 1,
      // 18 today, 18 tomorrow, 65 yesterday, 65 tomorrow, 30 today.
      age_0_17: 1,
      age_18_24: 1,
      age_25_34: 1,
      age_35_44: 0,
      age_45_54: 0,
      age_55_64: 1,
      age_65_plus: 1,
      age_unknown: 0,
    });
  });

  it('groups in one query that reads members through the created_at index', async () => {
    const days = [yesterday, today];
    const rows = await ageSexQuery(t.app.db, days, today).execute();
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(6);
    const plan = await planOf(t.app.db, ageSexQuery(t.app.db, days, today).compile());
    // The index alone: it holds the gender and birthday counted, so no member's row is read.
    expect(plan).toMatch(
      rawSqlite(t.app.db)
        ? /USING COVERING INDEX members_created_idx/
        : /Index Only Scan using members_created_idx/,
    );
    // A year of days still returns every day.
    const year = await ageSexQuery(t.app.db, daysBetween(addDays(today, -365), today), today).execute();
    expect(year.map((r) => [Number(r.day), Number(r.n)]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [361, 1],
      [364, 1],
      [365, 5],
    ]);
  });

  it('needs StatisticsAgeAndSexList, and refuses a reversed, too long or malformed range', async () => {
    const visits = await createAdminWith(t.app, ['StatisticsVisitList']);
    expect((await get('statistic/age_and_sex', { date: '7' }, visits.token)).json().status).toBe(40300);
    const allowed = await createAdminWith(t.app, ['StatisticsAgeAndSexList']);
    const week = (await get('statistic/age_and_sex', { date: '7' }, allowed.token)).json();
    expect(week.status).toBe(200);
    expect(new Set(week.message.map((p: { date: string }) => p.date)).size).toBe(7);

    const reversed = (await get('statistic/age_and_sex', { start: today, end: yesterday })).json();
    expect(reversed).toMatchObject({ status: 42200, errors: { end: [expect.any(String)] } });
    const tooLong = (await get('statistic/age_and_sex', { start: '2020-01-01', end: today })).json();
    expect(tooLong).toMatchObject({ status: 42200, errors: { start: [expect.any(String)] } });
    const malformed = (await get('statistic/age_and_sex', { start: '2026/01/01' })).json();
    expect(malformed).toMatchObject({ status: 42200, errors: { start: [expect.any(String)] } });
    const days = (await get('statistic/age_and_sex', { date: '400' })).json();
    expect(days).toMatchObject({ status: 42200, errors: { date: [expect.any(String)] } });
  });
});
