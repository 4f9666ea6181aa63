import { ORDER_STATES as S } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepOrders } from '../../src/modules/sales/orders/sweep.js';
import { useTestApp } from '../app-fixture.js';
import { generalGood, seedCatalog, skuGood } from '../catalog-factories.js';
import { call } from '../helpers.js';
import { ADDRESS, shop, topUp } from '../shop-helpers.js';
import { atOnce, expectLedgerBalances, expectStockConsistent, expectTally, messagesOf } from './checks.js';
import { shopper } from './shoppers.js';

// Simultaneous storefront orders and payments on scarce stock: every unit is sold at most once, the
// losers get a localized 42200, and goods, SKU, sales and ledger figures agree afterwards (in SQL).
describe('concurrent orders on low stock', () => {
  const t = useTestApp();
  let categoryId: number;
  const admin = (method: 'GET' | 'POST', route: string, body?: unknown) =>
    call(t.app, method, route, { token: t.token, body, lang: 'en' });
  const good = async (overrides: Record<string, unknown>) => {
    const created = await admin('POST', 'good', generalGood(categoryId, { number: '', ...overrides }));
    expect(created.json().status, created.body).toBe(200);
    return created.json().message as { id: number; version: number };
  };
  /** `n` members, each with `balance` cents on the ledger. */
  const crowd = (n: number, balance = 0) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const m = await shopper(t.app);
        if (balance) expect((await topUp(t.app, t.token, m.id, balance)).json().status).toBe(200);
        return m;
      }),
    );
  const order = (memberToken: string, lines: unknown[], lang: 'zh' | 'en' = 'en') =>
    shop(t.app, 'POST', 'order', { token: memberToken, lang, body: { lines, address: ADDRESS } });
  const pay = (memberToken: string, orderId: number, lang: 'zh' | 'en' = 'en') =>
    shop(t.app, 'POST', `order/${orderId}/pay`, { token: memberToken, lang, body: { way: 'balance' } });

  beforeAll(async () => {
    categoryId = (await seedCatalog(t.app)).categoryId;
  });

  it('stock 3, 10 members order 1 each at once: 3 orders, 7 localized refusals, stock 0, then 3 sales', async () => {
    const print = await good({ name: 'Limited print', inventory: 3, price: 700 });
    const buyers = await crowd(10, 1000);
    const replies = await atOnce(10, (i) =>
      order(buyers[i]?.token ?? '', [{ good_id: print.id, number: 1 }], i % 2 ? 'zh' : 'en'),
    );
    expectTally(replies, { 200: 3, 42200: 7 });
    for (const reply of replies.filter((r) => r.statusCode !== 200)) expect(reply.statusCode).toBe(422);
    expect(new Set(messagesOf(replies, 42200))).toEqual(
      new Set(['Only 0 of "Limited print" left', '“Limited print”仅剩 0 件']),
    );
    const orders = replies.filter((r) => r.json().status === 200).map((r) => r.json().message);
    const rows = await t.app.db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.id', 'orders.state', 'order_lines.number'])
      .where('order_lines.good_id', '=', print.id)
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual(orders.map((o) => o.id).sort());
    expect(await expectStockConsistent(t.app, print.id, 3)).toEqual({ inventory: 0, sales: 0, taken: 3 });

    // The three winners pay at once: sales count each unit once, each balance is charged once.
    const winners = replies
      .map((r, i) => ({ reply: r, buyer: buyers[i] }))
      .filter(({ reply }) => reply.json().status === 200);
    const paid = await atOnce(3, (i) =>
      pay(winners[i]?.buyer?.token ?? '', winners[i]?.reply.json().message.id as number),
    );
    expectTally(paid, { 200: 3 });
    expect(await expectStockConsistent(t.app, print.id, 3)).toEqual({ inventory: 0, sales: 3, taken: 3 });
    for (const { buyer } of winners) {
      expect((await expectLedgerBalances(t.app, buyer?.id ?? 0)).balance).toBe(300);
    }
  });

  it('stock taken on payment: 6 orders for 2 units, all paid at once, only 2 are charged', async () => {
    const tickets = await good({ name: 'Gig ticket', inventory: 2, price: 500, is_inventory: 1 });
    const buyers = await crowd(6, 500);
    const placed = await atOnce(6, (i) =>
      order(buyers[i]?.token ?? '', [{ good_id: tickets.id, number: 1 }]),
    );
    // Placement only checks the stock of goods that reduce it on payment.
    expectTally(placed, { 200: 6 });
    const paid = await atOnce(6, (i) =>
      pay(buyers[i]?.token ?? '', placed[i]?.json().message.id as number, i % 2 ? 'zh' : 'en'),
    );
    expectTally(paid, { 200: 2, 42200: 4 });
    expect(new Set(messagesOf(paid, 42200))).toEqual(
      new Set(['Only 0 of "Gig ticket" left', '“Gig ticket”仅剩 0 件']),
    );
    expect(await expectStockConsistent(t.app, tickets.id, 2)).toEqual({ inventory: 0, sales: 2, taken: 2 });
    const balances = await Promise.all(buyers.map((b) => expectLedgerBalances(t.app, b.id)));
    expect(balances.map((b) => b.balance).sort()).toEqual([0, 0, 500, 500, 500, 500]);
    const states = await t.app.db
      .selectFrom('orders')
      .select('state')
      .where(
        'id',
        'in',
        placed.map((r) => r.json().message.id as number),
      )
      .execute();
    expect(states.map((o) => o.state).sort()).toEqual(
      [S.waitPayment, S.waitPayment, S.waitPayment, S.waitPayment, S.waitDelivery, S.waitDelivery].sort(),
    );
  });

  it('one member pays the same order from two tabs at once: charged once, one payment record', async () => {
    const lamp = await good({ name: 'Desk lamp', inventory: 5, price: 900, is_inventory: 1 });
    const [buyer] = await crowd(1, 2000);
    const placed = (await order(buyer?.token ?? '', [{ good_id: lamp.id, number: 2 }])).json().message;
    const paid = await atOnce(4, () => pay(buyer?.token ?? '', placed.id));
    expectTally(paid, { 200: 1, 40900: 3 });
    expect(new Set(messagesOf(paid, 40900))).toEqual(
      new Set([
        'The order is waiting for delivery now, so this cannot be done: refresh to see its latest state',
      ]),
    );
    const ledger = await expectLedgerBalances(t.app, buyer?.id ?? 0);
    expect(ledger.rows.map((r) => [r.kind, r.amount])).toEqual([
      ['adjust', 2000],
      ['payment', -1800],
    ]);
    const payments = await t.app.db
      .selectFrom('order_payments')
      .select('amount')
      .where('order_id', '=', placed.id)
      .execute();
    expect(payments).toHaveLength(1);
    expect(await expectStockConsistent(t.app, lamp.id, 5)).toEqual({ inventory: 3, sales: 2, taken: 2 });
  });

  it('orders naming the same two goods in opposite orders at once all go through', async () => {
    const cup = await good({ name: 'Cup', inventory: 40, price: 100 });
    const saucer = await good({ name: 'Saucer', inventory: 40, price: 100 });
    const buyers = await crowd(4);
    const pair = [
      { good_id: cup.id, number: 1 },
      { good_id: saucer.id, number: 1 },
    ];
    const replies = await atOnce(20, (i) =>
      order(buyers[i % 4]?.token ?? '', i % 2 ? pair : [...pair].reverse()),
    );
    expectTally(replies, { 200: 20 });
    expect((await expectStockConsistent(t.app, cup.id, 40)).inventory).toBe(20);
    expect((await expectStockConsistent(t.app, saucer.id, 40)).inventory).toBe(20);
  });

  it('orders while an administrator saves the goods: never an error, figures stay consistent', async () => {
    const phone = (
      await admin('POST', 'good', skuGood(categoryId, { name: 'Phone Z', number: 'PZ-1', is_show: 1 }))
    ).json().message;
    const before = (await admin('GET', `good/${phone.id}`)).json().message;
    const ids = before.skus.map((s: { id: number }) => s.id) as number[];
    const buyers = await crowd(8);
    // Each save, from the version just read, sets every SKU's stock to 10; orders meanwhile change the
    // stock but not the goods' version, so the save still goes through.
    const body = skuGood(categoryId, { name: 'Phone Z', number: 'PZ-1' });
    const skus = (body.skus ?? []).map((s, i) => ({ ...s, id: ids[i], inventory: 10 }));
    const buy = (i: number) =>
      order(buyers[i % 8]?.token ?? '', [{ good_id: phone.id, sku_id: ids[i % 4], number: 1 }]);
    for (let round = 0; round < 3; round++) {
      const { version } = (await admin('GET', `good/${phone.id}`)).json().message;
      const edit = { ...body, skus, version };
      const replies = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) => buy(i)),
        admin('POST', `good/${phone.id}`, edit),
        ...Array.from({ length: 8 }, (_, i) => buy(i + 1)),
      ]);
      expect(replies[8]?.json().status, replies[8]?.body).toBe(200);
      for (const reply of replies) expect([200, 42200], reply.body).toContain(reply.json().status);
      const figures = await expectStockConsistent(t.app, phone.id);
      // The saved form sets absolute stock figures: orders before it are overwritten, after it taken.
      expect(figures.inventory).toBeGreaterThanOrEqual(40 - 16);
      expect(figures.inventory).toBeLessThanOrEqual(40);
    }
  });

  it('payments racing the expiry sweep: each order is paid or expired, never both, no error', async () => {
    const mat = await good({ name: 'Yoga mat', inventory: 30, price: 300 });
    const buyers = await crowd(10, 3000);
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    for (let round = 0; round < 3; round++) {
      const placed = await atOnce(10, (i) => order(buyers[i]?.token ?? '', [{ good_id: mat.id, number: 1 }]));
      expectTally(placed, { 200: 10 });
      const ids = placed.map((r) => r.json().message.id as number);
      // Two sweeps, as two instances may run them, and every member paying at the same time.
      const [, , ...paid] = await Promise.all([
        sweepOrders(t.app.db, later),
        sweepOrders(t.app.db, later),
        ...buyers.map((b, i) => pay(b.token, ids[i] ?? 0)),
      ]);
      for (const reply of paid) expect([200, 40900], reply.body).toContain(reply.json().status);
      const expired = paid.filter((r) => r.json().status === 40900).length;
      const states = await t.app.db.selectFrom('orders').select('state').where('id', 'in', ids).execute();
      expect(states.filter((o) => o.state === S.expired)).toHaveLength(expired);
      expect(states.filter((o) => o.state === S.waitDelivery)).toHaveLength(10 - expired);
    }
    const figures = await expectStockConsistent(t.app, mat.id, 30);
    expect(figures.inventory + figures.sales).toBe(30);
    for (const b of buyers) await expectLedgerBalances(t.app, b.id);
  });
});
