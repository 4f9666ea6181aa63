import { ORDER_STATES, ORDER_TAB_NAMES, ORDER_TABS } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchSummary, SeedRefused, seedBench } from '../src/seeders/bench-data/index.js';
import { call, createTestApp, type TestApp, tokenFor } from './helpers.js';

const quiet = () => undefined;

describe('the bench data set (npm run seed -- --scale bench)', () => {
  let t: TestApp;
  let root: string;
  let made: BenchSummary;
  const get = async <T>(route: string) => {
    const res = await call(t.app, 'GET', route, { token: root });
    expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json().message as T;
  };
  const count = async (table: 'goods' | 'assets' | 'orders' | 'asset_events') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    root = await tokenFor(t.app);
    made = await seedBench(t.app, { factor: 0.002, report: quiet });
  }, 60_000);
  afterAll(async () => t.close());

  it('makes the scaled counts, about four history events per asset, and refuses to seed twice', async () => {
    expect(made.counts).toMatchObject({ goods: 400, members: 200, orders: 2000, assets: 1000 });
    expect(await count('orders')).toBe(2000);
    expect(made.counts.assetEvents).toBe(await count('asset_events'));
    expect(made.counts.assetEvents).toBeGreaterThan(3 * 1000);
    const goods = await count('goods');
    await expect(seedBench(t.app, { factor: 0.001, report: quiet })).rejects.toBeInstanceOf(SeedRefused);
    expect(await count('goods')).toBe(goods);
  });

  it('keeps every balance equal to its ledger, read through the API', async () => {
    const page = await get<{ data: { id: number; balance: number }[] }>('member?sort=-balance&limit=15');
    expect(page.data[0]?.balance).toBeGreaterThan(0);
    for (const m of page.data) {
      const ledger = await get<{ total: number; data: { amount: number; balance_after: number }[] }>(
        `member/ledger/${m.id}?limit=100`,
      );
      expect(ledger.total).toBeLessThanOrEqual(100);
      expect(ledger.data.reduce((sum, row) => sum + row.amount, 0)).toBe(m.balance);
      expect(ledger.data[0]?.balance_after).toBe(m.balance);
    }
    const members = await t.app.db.selectFrom('members').select(['id', 'balance']).execute();
    const sums = await t.app.db
      .selectFrom('member_ledger')
      .select([
        'member_id',
        (eb) => eb.fn.sum<number>('amount').as('sum'),
        (eb) => eb.fn.min<number>('balance_after').as('low'),
      ])
      .groupBy('member_id')
      .execute();
    const byMember = new Map(sums.map((s) => [s.member_id, s]));
    for (const m of members) {
      expect(Number(byMember.get(m.id)?.sum ?? 0)).toBe(Number(m.balance));
      expect(Number(byMember.get(m.id)?.low ?? 0)).toBeGreaterThanOrEqual(0);
    }
  });

  it('spreads orders over the states, and the list tabs count what the tab lists', async () => {
    const counts = await get<Record<string, number>>('indentCount');
    const states = await t.app.db
      .selectFrom('orders')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    const byState = new Map(states.map((s) => [s.state, Number(s.n)]));
    expect(byState.get(ORDER_STATES.finished)).toBeGreaterThan(1500);
    expect(byState.get(ORDER_STATES.refunded)).toBeGreaterThan(0);
    expect(byState.get(ORDER_STATES.expired)).toBeGreaterThan(0);
    for (const [i, tab] of ORDER_TAB_NAMES.entries()) {
      const listed = await get<{ total: number }>(`indent?activeIndex=${i + 1}&limit=1`);
      const shown: readonly number[] = ORDER_TABS[tab];
      const expected = shown.length ? shown.reduce((sum, s) => sum + (byState.get(s) ?? 0), 0) : 2000;
      expect([tab, counts[tab], listed.total]).toEqual([tab, expected, expected]);
    }
    const refunded = await get<{ data: { id: number; identification: string }[] }>(
      'indent?activeIndex=7&limit=1',
    );
    const order = refunded.data[0];
    expect(order?.identification).toMatch(/^\d{20}$/);
    const detail = await get<{ refunded: number; payments: { type: number; amount: number }[] }>(
      `indent/${order?.id}`,
    );
    expect(detail.payments.filter((p) => p.type === 1).reduce((sum, p) => sum + p.amount, 0)).toBe(
      detail.refunded,
    );
  });

  it('returns the goods and asset lists; goods figures follow their SKUs', async () => {
    const live = await t.app.db.selectFrom('goods').select('id').where('deleted_at', 'is', null).execute();
    expect((await get<{ total: number }>('good?limit=5')).total).toBe(live.length);
    const off = await t.app.db
      .selectFrom('goods as g')
      .innerJoin('goods_skus as s', 's.goods_id', 'g.id')
      .select(['g.id', 'g.inventory', 'g.price_min', 'g.price_max', 'g.sales'])
      .select((eb) => [
        eb.fn.sum<number>('s.inventory').as('inv'),
        eb.fn.min<number>('s.price').as('low'),
        eb.fn.max<number>('s.price').as('high'),
        eb.fn.sum<number>('s.sales').as('sold'),
      ])
      .groupBy(['g.id', 'g.inventory', 'g.price_min', 'g.price_max', 'g.sales'])
      .execute();
    const wrong = off.filter(
      (g) =>
        Number(g.inv) !== Number(g.inventory) ||
        Number(g.low) !== Number(g.price_min) ||
        Number(g.high) !== Number(g.price_max) ||
        Number(g.sold) !== Number(g.sales),
    );
    expect(wrong).toEqual([]);
    expect(off.some((g) => Number(g.sales) > 0)).toBe(true);
    const assets = await t.app.db.selectFrom('assets').select('id').where('deleted_at', 'is', null).execute();
    expect((await get<{ total: number }>('assets/list?limit=5')).total).toBe(assets.length);
  });

  it("ends every asset's history in the state the asset is in", async () => {
    const assets = await t.app.db.selectFrom('assets').select(['id', 'status', 'version']).execute();
    const events = await t.app.db
      .selectFrom('asset_events')
      .select(['asset_id', 'changes'])
      .orderBy('id')
      .execute();
    const last = new Map<number, string>();
    const changes = new Map<number, number>();
    for (const e of events) {
      const status = (JSON.parse(e.changes) as Record<string, [unknown, unknown]>).status;
      if (status) last.set(e.asset_id, status[1] as string);
      changes.set(e.asset_id, (changes.get(e.asset_id) ?? 0) + 1);
    }
    for (const a of assets) {
      expect([a.id, last.get(a.id)]).toEqual([a.id, a.status]);
      expect([a.id, a.version]).toEqual([a.id, changes.get(a.id)]);
    }
    const history = await get<{ kind: string }[]>(
      `assets/history/${assets.find((a) => a.status === 'in_use')?.id}`,
    );
    expect(history.at(-1)?.kind).toMatch(/created|imported/);
    expect(history.map((h) => h.kind)).toEqual(expect.arrayContaining(['join', 'out']));
  });

  it('continues the asset counter and the form numbers: what is registered next does not collide', async () => {
    const unit = await t.app.db
      .selectFrom('organizations')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cls = await t.app.db
      .selectFrom('base_data')
      .select('id')
      .where('code', '=', '301')
      .executeTakeFirstOrThrow();
    const register = async () => {
      const res = await call(t.app, 'POST', 'assets/addassets', {
        token: root,
        body: {
          name: '笔记本电脑',
          base_data_id: cls.id,
          quantity: 1,
          original_value: 500000,
          purchase_date: '2024-05-01',
          organization_id: unit.id,
        },
      });
      expect(res.statusCode).toBe(200);
      const id = res.json().message.id as number;
      return t.app.db
        .selectFrom('assets')
        .select(['id', 'code'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    };
    expect((await register()).code).toBe('ZC0301-2024-001001');
    const place = await t.app.db
      .selectFrom('storage_locations')
      .select('id')
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    const join = await call(t.app, 'POST', 'assetsJoin', {
      token: root,
      body: {
        lines: [{ asset_id: (await register()).id }],
        reason: '闲置',
        organization_id: unit.id,
        storage_location_id: place.id,
      },
    });
    expect(join.statusCode, join.body).toBe(200);
    // Every number is unique and below its day's counter, so the next one of any day is new.
    const forms = await t.app.db.selectFrom('asset_forms').select('number').execute();
    expect(new Set(forms.map((f) => f.number)).size).toBe(forms.length);
    const counters = new Map(
      (await t.app.db.selectFrom('sequences').select(['name', 'value']).execute()).map((s) => [
        s.name,
        Number(s.value),
      ]),
    );
    const behind = forms.filter(
      (f) =>
        Number(f.number.slice(10)) >
        (counters.get(`form:${f.number.slice(0, 2)}:${f.number.slice(2, 10)}`) ?? 0),
    );
    expect(behind).toEqual([]);
    expect(counters.get('asset')).toBe(1002);
  });

  it('gives the dashboard something to show', async () => {
    const board = await get<{
      chart: { value: number }[];
      top_visits: unknown[];
      top_sales: unknown[];
      assets: { total_value: number; idle: number; lent: number };
    }>('index');
    expect(board.chart.some((p) => p.value > 0)).toBe(true);
    expect(board.top_visits.length).toBeGreaterThan(0);
    expect(board.top_sales.length).toBeGreaterThan(0);
    expect(board.assets.total_value).toBeGreaterThan(0);
    expect(board.assets.idle).toBeGreaterThan(0);
    const days = await t.app.db
      .selectFrom('stat_days')
      .select('day')
      .where('metric', '=', 'orders')
      .execute();
    expect(days.length).toBeGreaterThan(360);
  });
});
