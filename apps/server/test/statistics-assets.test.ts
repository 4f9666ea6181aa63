import { ASSET_SERIES } from '@bo/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawSqlite } from '../src/db/database.js';
import type { Scope } from '../src/modules/assets/index.js';
import { addDays } from '../src/modules/dashboard/days.js';
import { rollUp } from '../src/modules/dashboard/rollup.js';
import { ageRanges, scopedIdleCounts, scopedOverdueCounts } from '../src/modules/statistics/assets.js';
import { useTestApp } from './app-fixture.js';
import { ASSET_APIS, createOrganization, createPlace, registerAsset, unitAdmin } from './asset-helpers.js';
import { call, tokenFor } from './helpers.js';
import { planOf } from './query-plans.js';
import { readSheet } from './sheets.js';
import { freezeClock, TODAY } from './stat-factories.js';

type Point = { series: string; date: string; value: number };

const today = TODAY;
const day = (n: number) => addDays(today, n);

/**
 * The public warehouse over four days, each action on its day: three assets stored on day -3, one
 * lent to Bureau B on day -2 (due back on day -1, so overdue today), one leased on day -1. Bureau A
 * also keeps two idle assets of its own, bought 4 years and 3 months before today.
 */
describe('statistics: asset utilisation, idle assets by age, overdue returns (statistic/assets)', () => {
  const t = useTestApp();
  let orgA = 0;
  let orgB = 0;
  const moveTo = async (days: number) => {
    vi.setSystemTime(new Date(`${day(days)}T10:00:00`));
    return tokenFor(t.app);
  };
  const points = async (token: string, query: Record<string, string>) => {
    const res = await call(t.app, 'GET', 'statistic/assets', { token, query, lang: 'en' });
    expect(res.json().status, JSON.stringify(res.json())).toBe(200);
    return res.json().message as Point[];
  };
  const post = async (token: string, route: string, body: unknown = {}) => {
    const res = await call(t.app, 'POST', route, { token, body, lang: 'en' });
    expect(res.json().status, JSON.stringify(res.json())).toBe(200);
    return res.json().message;
  };
  /** A form created and submitted by `token`, approved by `root`, with its task completed when it has one. */
  const through = async (root: string, token: string, kind: string, body: Record<string, unknown>) => {
    const form = await post(token, kind, body);
    await post(token, `${kind}/submit/${form.id}`);
    await post(root, `${kind}/approve/${form.id}`, { approved: true, opinion: 'ok' });
    const detail = (await call(t.app, 'GET', `${kind}/${form.id}`, { token: root })).json().message;
    if (detail.task) await post(root, `task/complete/${detail.task.id}`);
  };
  /** Each series' value on `date`. */
  const on = (all: Point[], date: string) =>
    Object.fromEntries(all.filter((p) => p.date === date).map((p) => [p.series, p.value]));
  /** The series that follow the days, on `date`. */
  const pool = (all: Point[], date: string) =>
    on(
      all.filter((p) => (ASSET_SERIES as readonly string[]).includes(p.series)),
      date,
    );
  const range = { start: day(-4), end: today };
  /** The pool on day -3, as the statistic answers it. */
  const pool3 = (all: Point[]) => all.find((p) => p.date === day(-3) && p.series === 'pool')?.value;

  beforeAll(() => freezeClock(new Date(`${day(-3)}T10:00:00`)));
  afterAll(() => {
    vi.useRealTimers();
  });

  beforeAll(async () => {
    let root = await moveTo(-3);
    orgA = await createOrganization(t.app, 'Bureau A');
    orgB = await createOrganization(t.app, 'Bureau B');
    const shelf = await createPlace(t.app, root);
    const stored = [];
    for (let i = 0; i < 3; i++)
      stored.push(
        await registerAsset(t.app, root, orgA, { ownership: 'public', storage_location_id: shelf }),
      );
    for (const bought of [`${Number(today.slice(0, 4)) - 4}${today.slice(4)}`, addDays(today, -90)])
      await registerAsset(t.app, root, orgA, { purchase_date: bought });

    root = await moveTo(-2);
    const borrower = await unitAdmin(t.app, orgB);
    await through(root, borrower.token, 'assetsRental', {
      lines: [{ asset_id: stored[0]?.id }],
      reason: 'Event',
      due_date: day(-1),
    });

    root = await moveTo(-1);
    await through(root, root, 'assetLeaseGrant', {
      lines: [{ asset_id: stored[1]?.id }],
      reason: 'Lease',
      lessee: 'Acme Ltd',
      contract_no: 'HT-9',
      start_date: day(-1),
      end_date: day(300),
      rent: 30000,
      cycle: 'quarter',
    });
    await moveTo(0);
  });

  it('gives the pool as each day ended, and the share of it lent or leased', async () => {
    const all = await points(await tokenFor(t.app), range);
    expect(pool(all, day(-4))).toEqual({ lent: 0, leased: 0, shared: 0, pool: 0, utilisation: 0 });
    expect(pool(all, day(-3))).toEqual({ lent: 0, leased: 0, shared: 0, pool: 3, utilisation: 0 });
    expect(pool(all, day(-2))).toEqual({ lent: 1, leased: 0, shared: 1, pool: 3, utilisation: 33.3 });
    expect(pool(all, day(-1))).toEqual({ lent: 1, leased: 1, shared: 2, pool: 3, utilisation: 66.7 });
    expect(pool(all, today)).toEqual(pool(all, day(-1)));
    // Days to come are not guessed.
    const ahead = await points(await tokenFor(t.app), { start: today, end: day(3) });
    expect(ahead.filter((p) => p.date > today)).toEqual([]);
  });

  it('counts idle assets by age and overdue returns by unit as they stand today', async () => {
    const all = await points(await tokenFor(t.app), range);
    expect(on(all, today)).toMatchObject({
      'idle_age:under_1': 1,
      'idle_age:1_3': 0,
      'idle_age:3_5': 1,
      'idle_age:5_10': 0,
      'idle_age:10_plus': 0,
      'overdue_in:Bureau B': 1,
    });
  });

  it('counts an asset registered or deleted since the last answer at once', async () => {
    const root = await tokenFor(t.app);
    const idleUnder1 = async () => on(await points(root, range), today)['idle_age:under_1'];
    expect(await idleUnder1()).toBe(1);
    const bought = await registerAsset(t.app, root, orgA, { purchase_date: addDays(today, -10) });
    expect(await idleUnder1()).toBe(2);
    await post(root, 'assets/del', { ids: [bought.id] });
    expect(await idleUnder1()).toBe(1);
  });

  it('reads the same figures from the rollups once the days are settled', async () => {
    const token = await tokenFor(t.app);
    const live = await points(token, range);
    await rollUp(t.app.db, today);
    const kept = await t.app.db
      .selectFrom('stat_days')
      .select(['metric', 'value'])
      .where('day', '=', day(-2))
      .where('metric', 'like', 'assets_%')
      .execute();
    expect(Object.fromEntries(kept.map((r) => [r.metric, Number(r.value)]))).toEqual({
      'assets_in:lent': 1,
      'assets_out:in_warehouse': 1,
      assets_in_total: 1,
      assets_out_total: 1,
    });
    // The pool as each settled day ended is kept too, and read instead of walking back to it.
    const pool = await t.app.db
      .selectFrom('stat_days')
      .select(['day', 'metric', 'value'])
      .where('metric', 'like', 'pool_%')
      .orderBy('day')
      .orderBy('metric')
      .execute();
    expect(pool.map((r) => [r.day, r.metric, Number(r.value)])).toEqual([
      [day(-3), 'pool_in_warehouse', 3],
      [day(-3), 'pool_leased', 0],
      [day(-3), 'pool_lent', 0],
      [day(-2), 'pool_in_warehouse', 2],
      [day(-2), 'pool_leased', 0],
      [day(-2), 'pool_lent', 1],
    ]);
    await t.app.db
      .updateTable('stat_days')
      .set({ value: 7 })
      .where('day', '=', day(-3))
      .where('metric', '=', 'pool_in_warehouse')
      .execute();
    expect(pool3(await points(token, range))).toBe(7);
    await t.app.db
      .updateTable('stat_days')
      .set({ value: 3 })
      .where('day', '=', day(-3))
      .where('metric', '=', 'pool_in_warehouse')
      .execute();
    expect(await points(token, range)).toEqual(live);
  });

  it('counts idle assets only within the caller’s data scope; the public pool is everyone’s', async () => {
    const other = await unitAdmin(t.app, orgB, [...ASSET_APIS, 'StatisticsAssetsList']);
    const all = await points(other.token, range);
    expect(on(all, today)).toMatchObject({
      'idle_age:under_1': 0,
      'idle_age:3_5': 0,
      'overdue_in:Bureau B': 1,
    });
    expect(on(all, day(-1))).toMatchObject({ shared: 2, pool: 3 });
    const refused = await unitAdmin(t.app, orgA, ['StatisticsRegionsList']);
    const res = await call(t.app, 'GET', 'statistic/assets', { token: refused.token, query: range });
    expect(res.json().status).toBe(40300);
  });

  it.each(['area', 'organization', 'department', 'own'] as const)(
    'counts a scope %s’s idle and overdue assets from the status indexes alone',
    async (kind) => {
      const scope: Scope = {
        kind,
        adminId: 1,
        name: 'admin',
        organizationId: orgA,
        areaId: 1,
        departmentIds: [1, 2],
      };
      // PostgreSQL reads an index alone only where its visibility map says the rows are visible.
      if (!rawSqlite(t.app.db)) await sql`vacuum analyze assets`.execute(t.app.db);
      const idle = scopedIdleCounts(t.app.db, scope, ageRanges(today));
      const reads = [
        ['assets_status_age_idx', idle?.compile()],
        ['assets_status_due_idx', scopedOverdueCounts(t.app.db, scope, today).compile()],
      ] as const;
      for (const [index, query] of reads) {
        if (!query) throw new Error('no idle age groups');
        const plan = await planOf(t.app.db, query, ['enable_seqscan', 'enable_bitmapscan']);
        expect(plan).toMatch(
          rawSqlite(t.app.db)
            ? new RegExp(`COVERING INDEX ${index}\\b`)
            : new RegExp(`Index Only Scan using ${index} `),
        );
      }
    },
  );

  it('exports the days and, on a second sheet, the breakdowns', async () => {
    const res = await call(t.app, 'GET', 'statistic/assets/export', {
      token: await tokenFor(t.app),
      query: range,
      lang: 'zh',
    });
    expect(res.statusCode).toBe(200);
    const { name, rows, sheet } = await readSheet(res.rawPayload);
    expect(name).toBe('资产利用');
    expect(rows[0]).toEqual(['日期', '出借中', '出租中', '出借或出租', '公物仓资产', '利用率（%）']);
    expect(rows).toContainEqual([day(-2), 1, 0, 1, 3, 33.3]);
    // Summed over the range: asset-days, and the share of the pool's days lent or leased.
    expect(rows.at(-1)).toEqual(['合计', 3, 2, 5, 12, 41.7]);
    const breakdown = sheet.workbook.worksheets[1];
    const lines: unknown[][] = [];
    breakdown?.eachRow((row) => {
      lines.push((row.values as unknown[]).slice(1));
    });
    expect(lines).toContainEqual(['闲置资产（按购置年限，截至今天）', '3-5 年', 1, 50]);
    expect(lines).toContainEqual(['逾期未归还资产（按使用单位，截至今天）', 'Bureau B', 1, 100]);
  });
});
