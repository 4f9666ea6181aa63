import { ORDER_TAB_NAMES, ORDER_TABS } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBench } from '../src/seeders/bench-data/index.js';
import { call, createTestApp, type TestApp, tokenFor } from './helpers.js';

interface ListPage {
  data: { id: number }[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  total_capped?: boolean;
}

const LIMIT = 7;
/** A tab of several states (refunded, being refunded, refund failed) and its `activeIndex`. */
const MANY_STATES: readonly number[] = ORDER_TABS.refund;
const MANY_STATES_TAB = ORDER_TAB_NAMES.indexOf('refund') + 1;

/**
 * Pages of the order and goods lists against one read of the whole table, filtered and sorted here:
 * the first, a middle and the last page hold exactly the slices of that read, and a page past the end
 * is empty with the same total.
 */
describe('list pages, first to last, match an unpaged ordered read', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp();
    root = await tokenFor(t.app);
    await seedBench(t.app, {
      counts: { goods: 240, members: 60, orders: 1000, visits: 0, favourites: 0, assets: 0, adminLogs: 0 },
      report: () => undefined,
    });
  }, 60_000);
  afterAll(async () => t.close());

  const list = async (route: string, query: Record<string, string | number>) => {
    const res = await call(t.app, 'GET', route, {
      token: root,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().message as ListPage;
  };

  /** Pages 1, the middle one and the last one hold the slices of `expected`; one past the end is empty. */
  const expectPagesOf = async (route: string, query: Record<string, string | number>, expected: number[]) => {
    expect(expected.length).toBeGreaterThan(3 * LIMIT);
    const lastPage = Math.ceil(expected.length / LIMIT);
    for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
      const got = await list(route, { ...query, page, limit: LIMIT });
      expect(got).toMatchObject({
        total: expected.length,
        per_page: LIMIT,
        current_page: page,
        last_page: lastPage,
      });
      expect(got.total_capped).toBeUndefined();
      expect(got.data.map((r) => r.id)).toEqual(expected.slice((page - 1) * LIMIT, page * LIMIT));
    }
    const past = await list(route, { ...query, page: lastPage + 2, limit: LIMIT });
    expect(past).toMatchObject({ data: [], total: expected.length, last_page: lastPage });
  };

  it('pages orders of a tab of several states, from a time on, by total descending', async () => {
    const all = await t.app.db
      .selectFrom('orders')
      .leftJoin('members', 'members.id', 'orders.member_id')
      .select(['orders.id', 'orders.state', 'orders.total', 'orders.created_at', 'members.account'])
      .execute();
    const closed = MANY_STATES;
    const instants = all.map((o) => new Date(o.created_at).getTime()).sort((a, b) => a - b);
    const from = new Date(instants[Math.floor(instants.length / 4)] ?? 0).toISOString();
    // Totals repeat, so the id decides among equal ones.
    const expected = all
      .filter((o) => closed.includes(o.state) && new Date(o.created_at).getTime() >= Date.parse(from))
      .sort((a, b) => Number(b.total) - Number(a.total) || b.id - a.id);
    const query = { activeIndex: MANY_STATES_TAB, from, sort: '-total' };
    await expectPagesOf(
      'indent',
      query,
      expected.map((o) => o.id),
    );

    // The rows of a page are the whole rows of those orders, names included.
    const page = (await list('indent', { ...query, page: 2, limit: LIMIT })).data as unknown as {
      id: number;
      total: number;
      member_account: string | null;
    }[];
    const byId = new Map(all.map((o) => [o.id, o]));
    for (const row of page) {
      expect(row.total).toBe(Number(byId.get(row.id)?.total));
      expect(row.member_account).toBe(byId.get(row.id)?.account ?? null);
    }
  });

  it('pages orders of a tab of several states found by the start of their number, oldest first', async () => {
    const closed = MANY_STATES;
    const all = (
      await t.app.db.selectFrom('orders').select(['id', 'state', 'identification', 'created_at']).execute()
    ).filter((o) => closed.includes(o.state));
    // The year the most of them were placed in starts their numbers.
    const years = new Map<string, number>();
    for (const o of all)
      years.set(o.identification.slice(0, 4), (years.get(o.identification.slice(0, 4)) ?? 0) + 1);
    const [keyword] = [...years].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const expected = all
      .filter((o) => o.identification.startsWith(keyword))
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id)
      .map((o) => o.id);
    await expectPagesOf('indent', { activeIndex: MANY_STATES_TAB, keyword, sort: 'created_at' }, expected);
  });

  it('pages every order by the default newest first', async () => {
    const all = await t.app.db.selectFrom('orders').select(['id', 'created_at']).execute();
    const expected = all
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
      .map((o) => o.id);
    await expectPagesOf('indent', {}, expected);
  });

  it('pages goods not on sale above a price, cheapest first', async () => {
    const all = await t.app.db
      .selectFrom('goods')
      .select(['id', 'is_show', 'price_min', 'price_max', 'deleted_at'])
      .execute();
    const live = all.filter((g) => g.deleted_at === null);
    const prices = live.map((g) => Number(g.price_max)).sort((a, b) => a - b);
    const priceMin = prices[Math.floor(prices.length / 5)] ?? 0;
    const expected = live
      .filter((g) => g.is_show !== 1 && Number(g.price_max) >= priceMin)
      .sort((a, b) => Number(a.price_min) - Number(b.price_min) || a.id - b.id)
      .map((g) => g.id);
    await expectPagesOf('good', { activeIndex: 3, price_min: priceMin, sort: 'price' }, expected);
  });

  it('pages every live goods by the default newest id first', async () => {
    const live = await t.app.db.selectFrom('goods').select('id').where('deleted_at', 'is', null).execute();
    await expectPagesOf(
      'good',
      {},
      live.map((g) => g.id).sort((a, b) => b - a),
    );
  });
});
