import { REFUND_STATES, ORDER_STATES as S } from '@bo/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { generalGood, seedCatalog } from '../catalog-factories.js';
import { call } from '../helpers.js';
import { ADDRESS, enableSandboxPayment, shop, topUp } from '../shop-helpers.js';
import { atOnce, expectLedgerBalances, expectTally, messagesOf, orderActions } from './checks.js';
import { shopper } from './shoppers.js';

// Shipping, refunding and charging the same order or balance from several requests at once: each
// effect applies once, the refunded total never passes what was paid, and the ledger balances (SQL).
describe('concurrent shipping, refunds and balance changes', () => {
  const t = useTestApp();
  let categoryId: number;
  let dhlId: number;
  const admin = (route: string, body?: unknown, lang: 'zh' | 'en' = 'en') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });
  /** A member with `balance` cents and `count` paid orders of one unit at `price` each. */
  const paidOrders = async (count: number, price: number, balance = count * price, way = 'balance') => {
    const good = (await admin('good', generalGood(categoryId, { number: '', inventory: 100, price }))).json()
      .message;
    const m = await shopper(t.app);
    if (balance) expect((await topUp(t.app, t.token, m.id, balance)).json().status).toBe(200);
    const orders: { id: number; total: number }[] = [];
    for (let i = 0; i < count; i++) {
      const placed = await shop(t.app, 'POST', 'order', {
        token: m.token,
        body: { lines: [{ good_id: good.id, number: 1 }], address: ADDRESS },
      });
      const o = placed.json().message;
      const paid = await shop(t.app, 'POST', `order/${o.id}/pay`, { token: m.token, body: { way } });
      expect(paid.json().status, paid.body).toBe(200);
      orders.push({ id: o.id, total: o.total });
    }
    return { member: m, orders };
  };
  /** The order's money in SQL: paid, refunded, and the refunds done or waiting for the provider. */
  const money = async (orderId: number) => {
    const order = await t.app.db
      .selectFrom('orders')
      .select(['state', 'paid', 'refunded', 'version'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const refunds = await t.app.db
      .selectFrom('order_refunds')
      .select(['amount', 'state'])
      .where('order_id', '=', orderId)
      .execute();
    const records = await t.app.db
      .selectFrom('order_payments')
      .select(sql<number>`count(*)`.as('n'))
      .where('order_id', '=', orderId)
      .where('type', '=', 1)
      .executeTakeFirstOrThrow();
    const held = refunds
      .filter((r) => r.state !== REFUND_STATES.failed)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    expect(Number(order.refunded)).toBeLessThanOrEqual(Number(order.paid));
    expect(held).toBeLessThanOrEqual(Number(order.paid));
    return {
      state: order.state,
      paid: Number(order.paid),
      refunded: Number(order.refunded),
      version: order.version,
      refunds: refunds.length,
      records: Number(records.n),
    };
  };

  beforeAll(async () => {
    categoryId = (await seedCatalog(t.app)).categoryId;
    dhlId = (await admin('dhl', { name: 'SF Express', abbreviation: 'SF' })).json().message.id;
    const sandboxId = await enableSandboxPayment(t.app, t.token);
    await admin(`plugin/${sandboxId}`, { settings: { merchant_id: 'M-1', confirm_after_seconds: 0 } });
  });

  it('ships the same order from five clicks at once: shipped once, four localized conflicts', async () => {
    const { orders } = await paidOrders(1, 1500);
    const id = orders[0]?.id ?? 0;
    const before = await money(id);
    const replies = await atOnce(5, (i) =>
      admin('indent/shipment', { id, dhl_id: dhlId, odd: `SF${i}` }, i % 2 ? 'zh' : 'en'),
    );
    expectTally(replies, { 200: 1, 40900: 4 });
    expect(new Set(messagesOf(replies, 40900))).toEqual(
      new Set([
        'The order is waiting for receipt now, so this cannot be done: refresh to see its latest state',
        '订单当前为“待收货”，不能执行此操作，请刷新后查看最新状态',
      ]),
    );
    const winner = replies.findIndex((r) => r.json().status === 200);
    const row = await t.app.db
      .selectFrom('orders')
      .select(['odd', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ odd: `SF${winner}`, state: S.waitReceipt });
    expect((await money(id)).version).toBe(before.version + 1);
    expect(await orderActions(t.app, id)).toEqual(['placed', 'paid', 'shipped']);
  });

  it('two full refunds of the same order at once: refunded once, credited once', async () => {
    const { member, orders } = await paidOrders(1, 2500);
    const id = orders[0]?.id ?? 0;
    const refund = { refund_money: 2500, refund_way: 0, refund_reason: 'Broken' };
    const replies = await atOnce(2, () => admin(`indent/refund/${id}`, refund));
    expectTally(replies, { 200: 1, 40900: 1 });
    expect(messagesOf(replies, 40900)).toEqual([
      'The order is refunded now, so this cannot be done: refresh to see its latest state',
    ]);
    expect(await money(id)).toMatchObject({
      state: S.refunded,
      paid: 2500,
      refunded: 2500,
      refunds: 1,
      records: 1,
    });
    const ledger = await expectLedgerBalances(t.app, member.id);
    expect(ledger.rows.map((r) => [r.kind, r.amount])).toEqual([
      ['adjust', 2500],
      ['payment', -2500],
      ['refund', 2500],
    ]);
    expect((await orderActions(t.app, id)).filter((a) => a === 'refunded')).toHaveLength(1);
  });

  it('two partial refunds that together exceed the payment: only one applies', async () => {
    const { member, orders } = await paidOrders(1, 1000);
    const id = orders[0]?.id ?? 0;
    const replies = await atOnce(2, (i) =>
      admin(`indent/refund/${id}`, { refund_money: 600 + i, refund_way: 0, refund_reason: 'Part' }),
    );
    // A part refund leaves the order's state: the other is refused either as more than is left, or
    // as racing a change of the order (which one depends on when the databases take the lock).
    const statuses = replies.map((r) => r.json().status).sort();
    expect(statuses[0]).toBe(200);
    expect([40900, 42200]).toContain(statuses[1]);
    const winner = 600 + replies.findIndex((r) => r.json().status === 200);
    expect(await money(id)).toMatchObject({ paid: 1000, refunded: winner, refunds: 1, records: 1 });
    expect((await expectLedgerBalances(t.app, member.id)).balance).toBe(winner);
  });

  it('a refund to the balance racing one by the original route: one applies, never both', async () => {
    const { member, orders } = await paidOrders(1, 800, 0, 'online');
    const id = orders[0]?.id ?? 0;
    const replies = await Promise.all([
      admin(`indent/refund/${id}`, { refund_money: 800, refund_way: 0, refund_reason: 'A' }),
      admin(`indent/refund/${id}`, { refund_money: 800, refund_way: 1, refund_reason: 'B' }),
    ]);
    expectTally(replies, { 200: 1, 40900: 1 });
    const toBalance = replies[0]?.json().status === 200;
    // The provider's response, asked for from three places at once, is applied once.
    const queries = await atOnce(3, () => admin(`indent/refund/query/${id}`));
    expectTally(queries, toBalance ? { 40900: 3 } : { 200: 1, 40900: 2 });
    expect(await money(id)).toMatchObject({
      state: S.refunded,
      paid: 800,
      refunded: 800,
      refunds: 1,
      records: 1,
    });
    expect((await expectLedgerBalances(t.app, member.id)).balance).toBe(toBalance ? 800 : 0);
    expect((await orderActions(t.app, id)).filter((a) => a === 'refunded')).toHaveLength(1);
  });

  it('one member: refunds of six orders, top-ups and a debit at once keep the ledger chain whole', async () => {
    const { member, orders } = await paidOrders(6, 700, 6 * 700 + 100);
    const replies = await Promise.all([
      ...orders.map((o) =>
        admin(`indent/refund/${o.id}`, { refund_money: 700, refund_way: 0, refund_reason: 'Batch' }),
      ),
      topUp(t.app, t.token, member.id, 100),
      topUp(t.app, t.token, member.id, 200),
      admin(`member/balance/${member.id}`, { amount: -50, reason: 'Fee' }),
    ]);
    expectTally(replies, { 200: 9 });
    const ledger = await expectLedgerBalances(t.app, member.id);
    expect(ledger.balance).toBe(100 + 6 * 700 + 300 - 50);
    expect(ledger.rows).toHaveLength(1 + 6 + 6 + 3);
    for (const o of orders) expect(await money(o.id)).toMatchObject({ refunded: 700, refunds: 1 });
  });

  it('two orders paid at once from a balance that covers one: charged once, never below zero', async () => {
    const good = (
      await admin('good', generalGood(categoryId, { number: '', inventory: 10, price: 800 }))
    ).json().message;
    const m = await shopper(t.app);
    await topUp(t.app, t.token, m.id, 1000);
    const placed = await atOnce(2, () =>
      shop(t.app, 'POST', 'order', {
        token: m.token,
        body: { lines: [{ good_id: good.id, number: 1 }], address: ADDRESS },
      }),
    );
    const paid = await atOnce(2, (i) =>
      shop(t.app, 'POST', `order/${placed[i]?.json().message.id}/pay`, {
        token: m.token,
        body: { way: 'balance' },
      }),
    );
    expectTally(paid, { 200: 1, 42200: 1 });
    expect(messagesOf(paid, 42200)).toEqual(['The balance 2.00 is less than the amount due 8.00']);
    const ledger = await expectLedgerBalances(t.app, m.id);
    expect(ledger.rows.map((r) => r.amount)).toEqual([1000, -800]);
    const states = await t.app.db
      .selectFrom('orders')
      .select('state')
      .where('member_id', '=', m.id)
      .orderBy('state')
      .execute();
    expect(states.map((o) => o.state)).toEqual([S.waitPayment, S.waitDelivery]);
  });
});
