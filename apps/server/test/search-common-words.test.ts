import { type RawBuilder, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { RARE_TEXT, WINDOW_ROWS } from '../src/lib/search.js';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, onPostgres } from './helpers.js';
import { ADDRESS, memberWithToken, shop } from './shop-helpers.js';

const CREATED = '2030-01-01T00:00:00.000Z';

interface Page<T> {
  data: T[];
  total: number;
  total_capped?: boolean;
}

/** Rows made by SQL: `n` numbered 1.. in `select`, on either database. */
function numbered(n: number, select: (i: RawBuilder<unknown>) => RawBuilder<unknown>) {
  const i = sql.ref('i');
  return onPostgres
    ? sql`select ${select(i)} from generate_series(1, ${sql.lit(n)}) as s(i)`
    : sql`select ${select(i)} from (with recursive numbers(i) as (select 1 union all select i + 1 from numbers where i < ${sql.lit(n)}) select i from numbers) as s`;
}

// A word found in many rows is read along the list's own order and its total is capped; a rare word
// is read from the index with an exact total. Either way the page holds what a plain scan would.
describe('keyword search of words common and rare', () => {
  const t = useTestApp();
  let categoryId: number;
  const list = async <T>(route: string, query: Record<string, string>): Promise<Page<T>> => {
    const res = await call(t.app, 'GET', route, { token: t.token, query: { limit: '200', ...query } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().message as Page<T>;
  };

  /** `n` members named `account`1.. and `nickname`1.., in `state`, written by SQL at once. */
  const made = (n: number, account: string, nickname: string, state: number) =>
    sql`insert into members (account, nickname, gender, email, phone, password, avatar, balance, state, created_at, updated_at)
      select account, nickname, 0, '', '', '', '', balance, ${state}, ${CREATED}, ${CREATED} from (${numbered(
        n,
        (i) =>
          sql`${sql.lit(account)} || ${i} as account, ${sql.lit(nickname)} || ${i} as nickname, (${i} * 7919) % 1000 as balance`,
      )}) as made`.execute(t.app.db);

  beforeAll(async () => {
    categoryId = (await seedCatalog(t.app)).categoryId;
  });

  it(`finds texts rare and common (${RARE_TEXT} rows or more) as a plain scan does, in every order and tab`, async () => {
    // Common texts first (low ids, forbidden first), then rows without them: a walk from the newest
    // row meets none for a while (more rows than a common text's page is first looked for among, on
    // PostgreSQL), and the newest rows holding them are not those of every tab.
    await made(30, 'often_f', '常见者', 0);
    await made(RARE_TEXT + 20, 'often_n', '常见者', 1);
    await made(60, 'seldom_', '少有者', 1);
    await made(WINDOW_ROWS + 40, 'plain_', '路人', 1);
    const all = await t.app.db
      .selectFrom('members')
      .select(['id', 'account', 'nickname', 'state', 'balance'])
      .execute();
    const holding = (k: string) =>
      all.filter((m) => `${m.account}\u0000${m.nickname}`.toLowerCase().includes(k.toLowerCase()));
    for (const keyword of [
      '常见者',
      '常见',
      '见',
      'OFTEN_',
      'en_n1',
      'n_',
      '少有者',
      '少有',
      'seldom_5',
      '者1',
    ]) {
      for (const [activeIndex, state] of [['1'], ['3', 0], ['2', 1]] as const) {
        for (const sort of ['-id', 'id', '-balance']) {
          for (const page of ['1', '3']) {
            const query = { keyword, activeIndex, sort, page, limit: '4' };
            const got = await list<{ id: number }>('member', query);
            const desc = sort.startsWith('-');
            const field = sort.replace('-', '') as 'id' | 'balance';
            const expected = holding(keyword)
              .filter((m) => state === undefined || m.state === state)
              .sort((x, y) => (x[field] - y[field] || x.id - y.id) * (desc ? -1 : 1));
            const at = (Number(page) - 1) * 4;
            const what = JSON.stringify(query);
            expect(
              got.data.map((m) => m.id),
              what,
            ).toEqual(expected.slice(at, at + 4).map((m) => m.id));
            if (expected.length >= RARE_TEXT) {
              // A common text's total is capped: at least the rows up to this page, and past a full
              // page one more (the pager offers the next page); at most all of them and that one.
              expect(got.total_capped, what).toBe(true);
              const full = expected.length > at + 4 ? 1 : 0;
              expect(got.total, what).toBeGreaterThanOrEqual(Math.min(expected.length, at + 4) + full);
              expect(got.total, what).toBeLessThanOrEqual(expected.length + 1);
            } else if (!got.total_capped) expect(got.total, what).toBe(expected.length);
            else expect(got.total, what).toBeLessThanOrEqual(expected.length + 1);
          }
        }
      }
    }
    expect((await list('member', { keyword: '少有者' })).total).toBe(60);
  });

  it('pages on to every row of a common word, even where its counted first rows hold none of the tab', async () => {
    // The index's first rows holding the word are all of the normal tab; the forbidden ones come after.
    await made(RARE_TEXT + 10, 'pager_n', '翻页者', 1);
    await made(13, 'pager_f', '翻页者', 0);
    const seen: number[] = [];
    let lastPage = 1;
    for (let page = 1; page <= lastPage; page++) {
      const got = await list<{ id: number }>('member', {
        keyword: '翻页者',
        activeIndex: '3',
        page: String(page),
        limit: '4',
      });
      seen.push(...got.data.map((m) => m.id));
      lastPage = Math.ceil(got.total / 4);
      expect(page, 'the pager never runs on without end').toBeLessThan(10);
    }
    expect(seen).toHaveLength(13);
  });

  it(`finds orders by a goods name found in ${RARE_TEXT} lines or more as a plain scan does`, async () => {
    const created = await call(t.app, 'POST', 'good', {
      token: t.token,
      body: generalGood(categoryId, { name: '常用零件包', number: 'LJ-1' }),
    });
    const good = created.json().message as { id: number };
    const buyer = await memberWithToken(t.app, 'parts_buyer');
    const place = async () => {
      const res = await shop(t.app, 'POST', 'order', {
        token: buyer.token,
        body: { lines: [{ good_id: good.id, number: 1 }], address: ADDRESS },
      });
      expect(res.json().status, res.body).toBe(200);
      return res.json().message.id as number;
    };
    const orders = [await place(), await place(), await place()];
    const [first] = orders;
    // Many more lines under the name, all in the first order.
    const copy = await t.app.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', first ?? 0)
      .executeTakeFirstOrThrow();
    const { id: _, codes: __, ...line } = copy;
    await sql`insert into order_lines (order_id, good_id, sku_id, name, spec, image, price, number, type, is_inventory, created_at)
      select ${line.order_id}, ${line.good_id}, ${line.sku_id}, ${line.name}, ${line.spec}, ${line.image}, ${line.price}, ${line.number}, ${line.type}, ${line.is_inventory}, ${line.created_at}
      from (${numbered(RARE_TEXT + 10, (i) => sql`${i} as i`)}) as made`.execute(t.app.db);
    for (const goods_name of ['零件包', '零件', '件', '用零件包']) {
      const page = await list<{ id: number }>('indent', { goods_name, sort: 'id' });
      expect(
        page.data.map((o) => o.id),
        goods_name,
      ).toEqual(orders);
      expect(page.total, goods_name).toBe(3);
      // The tab counts read the name as the list does: among the lines the index lists first, which
      // here hold all three orders, and they say so.
      const counts = (
        await call(t.app, 'GET', 'indentCount', { token: t.token, query: { goods_name } })
      ).json().message;
      expect(counts, goods_name).toMatchObject({ all: 3, capped: true });
    }
    // A rare name is counted exactly, and says nothing more.
    const rare = (
      await call(t.app, 'GET', 'indentCount', { token: t.token, query: { goods_name: '不存在的名字' } })
    ).json();
    expect(rare.message.all).toBe(0);
    expect(rare.message).not.toHaveProperty('capped');
  });
});
