import { ORDER_TAB_NAMES, ORDER_STATES as S } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../src/modules/sales/orders/place.js';
import { sweepOrders } from '../src/modules/sales/orders/sweep.js';
import { call, createAdminWith } from './helpers.js';
import { ordersFixture } from './orders-fixture.js';
import { ADDRESS, memberWithToken, shop, topUp } from './shop-helpers.js';

describe('orders (indent) and the storefront that places them', () => {
  const fx = ordersFixture();
  const { t, admin, detail, good, skuOf, order, ledgerSum } = fx;

  it('registers and logs members in; bad credentials and missing tokens are refused', async () => {
    const first = await shop(t.app, 'POST', 'register', { body: { account: 'amy', password: 'Secret123' } });
    expect(first.json().message).toMatchObject({ account: 'amy' });
    const again = await shop(t.app, 'POST', 'register', { body: { account: 'amy', password: 'Secret123' } });
    expect(again.json()).toMatchObject({ status: 42200, message: 'Account already exists' });
    const weak = await shop(t.app, 'POST', 'register', { body: { account: 'bob', password: 'short' } });
    expect(weak.json().errors.password).toEqual([
      'The password must be 6 to 64 characters with both letters and digits',
    ]);
    const bad = await shop(t.app, 'POST', 'login', { body: { account: 'amy', password: 'Wrong1234' } });
    expect(bad.json()).toMatchObject({ status: 40100, message: 'The account or password is incorrect' });
    const login = (
      await shop(t.app, 'POST', 'login', { body: { account: 'amy', password: 'Secret123' } })
    ).json();
    expect(login.message).toMatchObject({ token_type: 'Bearer', expires_in: 86400 });
    expect((await shop(t.app, 'POST', 'order', { body: {} })).json().status).toBe(40100);
    // A member token is not an administrator's.
    expect((await call(t.app, 'GET', 'indent', { token: login.message.access_token })).json().status).toBe(
      40100,
    );
  });

  it('places, pays, ships, extends, refunds to balance; the ledger always sums to the balance', async () => {
    const freight = (
      await admin('POST', 'freight', {
        name: 'By piece',
        valuation: 0,
        default_rule: { first_piece: 1, first_cost: 1000, add_piece: 1, add_cost: 500 },
        rules: [],
        free_regions: [],
      })
    ).json().message;
    const mug = await good({ name: 'Blue mug', inventory: 5, price: 1999, freight_id: freight.id });
    const m = await memberWithToken(t.app, 'carol');

    const placed = await order(m.token, mug.id, 2);
    expect(placed.statusCode, placed.body).toBe(200);
    const o = placed.json().message;
    expect(o).toMatchObject({ state: S.waitPayment, carriage: 1500, total: 2 * 1999 + 1500 });
    expect(o.identification).toMatch(/^\d{20}$/);
    // Goods that reduce stock on placement lose it now.
    expect((await skuOf(mug.id)).inventory).toBe(3);

    const poor = await shop(t.app, 'POST', `order/${o.id}/pay`, { token: m.token, body: { way: 'balance' } });
    expect(poor.json()).toMatchObject({
      status: 42200,
      message: 'The balance 0.00 is less than the amount due 54.98',
    });
    expect((await topUp(t.app, t.token, m.id, 10_000)).json().message.balance).toBe(10_000);
    const paid = await shop(t.app, 'POST', `order/${o.id}/pay`, { token: m.token, body: { way: 'balance' } });
    expect(paid.json().message.state).toBe(S.waitDelivery);
    const twice = await shop(t.app, 'POST', `order/${o.id}/pay`, {
      token: m.token,
      body: { way: 'balance' },
    });
    expect(twice.json()).toMatchObject({ status: 40900 });
    // The member reads the order's summary; another member cannot tell it exists.
    const own = await shop(t.app, 'GET', `order/${o.id}`, { token: m.token });
    expect(own.json().message).toEqual({
      id: o.id,
      identification: o.identification,
      state: S.waitDelivery,
      total: o.total,
      carriage: 1500,
    });
    const stranger = await memberWithToken(t.app, 'dave');
    expect((await shop(t.app, 'GET', `order/${o.id}`, { token: stranger.token })).json().status).toBe(40400);
    expect((await admin('GET', `member/${m.id}`)).json().message.balance).toBe(10_000 - o.total);
    expect(await ledgerSum(m.id)).toBe(10_000 - o.total);

    // Shipping: 2 → 3 once; the second click gets a clear conflict.
    const ship = { id: o.id, dhl_id: fx.dhlId, odd: 'SF1234567890' };
    const shipped = await Promise.all([
      admin('POST', 'indent/shipment', ship),
      admin('POST', 'indent/shipment', ship),
    ]);
    expect(shipped.map((r) => r.json().status).sort()).toEqual([200, 40900]);
    expect(shipped.find((r) => r.json().status === 40900)?.json().message).toBe(
      'The order is waiting for receipt now, so this cannot be done: refresh to see its latest state',
    );
    const afterShip = await detail(o.id);
    expect(afterShip).toMatchObject({ state: S.waitReceipt, dhl_name: 'SF Express', odd: 'SF1234567890' });
    const receiving = new Date(afterShip.receiving_time);
    expect(receiving.getHours()).toBe(0);
    const days = (receiving.getTime() - new Date(afterShip.shipped_at).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThanOrEqual(8);

    const earlier = await admin('POST', 'indent/receiving', {
      id: o.id,
      receiving_time: afterShip.shipped_at,
    });
    expect(earlier.json().errors.receiving_time[0]).toMatch(/must be later than the current one/);
    const later = new Date(receiving.getTime() + 3 * 86_400_000).toISOString();
    expect((await admin('POST', 'indent/receiving', { id: o.id, receiving_time: later })).json().status).toBe(
      200,
    );
    expect((await detail(o.id)).receiving_time).toBe(later);

    const tooMuch = await admin('POST', `indent/refund/${o.id}`, {
      refund_money: o.total + 1,
      refund_way: 0,
      refund_reason: 'Broken',
    });
    expect(tooMuch.json().errors.refund_money).toEqual(['At most 54.98 can be refunded']);
    const refund = { refund_money: 3000, refund_way: 0, refund_reason: 'Broken handle' };
    const refunds = await Promise.all([
      admin('POST', `indent/refund/${o.id}`, refund),
      admin('POST', `indent/refund/${o.id}`, refund),
    ]);
    // A part of the money back leaves the order waiting for receipt; the same part sent twice at once
    // is refunded once (the other is refused: the order changed, or more than is left).
    const statuses = refunds.map((r) => r.json().status).sort();
    expect(statuses[0]).toBe(200);
    expect([40900, 42200]).toContain(statuses[1]);
    const part = await detail(o.id);
    expect(part).toMatchObject({ state: S.waitReceipt, refunded: 3000, refundable: o.total - 3000 });
    // The rest ends the order.
    const rest = { refund_money: o.total - 3000, refund_way: 0, refund_reason: 'Broken handle' };
    expect((await admin('POST', `indent/refund/${o.id}`, rest)).json().status).toBe(200);
    const refunded = await detail(o.id);
    expect(refunded).toMatchObject({ state: S.refunded, refunded: o.total, refundable: 0 });
    const again = await admin('POST', `indent/refund/${o.id}`, { ...rest, refund_money: 1 });
    expect(again.json().status).toBe(40900);
    expect(refunded.refunds).toEqual(
      [3000, o.total - 3000].map((amount) =>
        expect.objectContaining({ amount, way: 0, reason: 'Broken handle', state: 1, admin_name: 'admin' }),
      ),
    );
    expect(refunded.payments.map((p: { type: number; amount: number }) => [p.type, p.amount])).toEqual([
      [0, o.total],
      [1, 3000],
      [1, o.total - 3000],
    ]);
    expect(refunded.events.map((e: { action: string }) => e.action)).toEqual([
      'placed',
      'paid',
      'shipped',
      'receiving',
      'refunded',
      'refunded',
    ]);
    expect(refunded.order_lines[0]).toMatchObject({ name: 'Blue mug', price: 1999, number: 2 });
    const balance = (await admin('GET', `member/${m.id}`)).json().message.balance;
    expect(balance).toBe(10_000);
    expect(await ledgerSum(m.id)).toBe(balance);
    // The ledger names the order by its number.
    const ledger = (await admin('GET', `member/ledger/${m.id}`)).json().message.data as {
      kind: string;
      order_identification: string | null;
    }[];
    expect(ledger.filter((r) => r.kind !== 'adjust').map((r) => r.order_identification)).toEqual(
      Array(3).fill(o.identification),
    );
  });

  it('never sells more than the stock: 50 simultaneous orders for 10 units', async () => {
    const scarce = await good({ name: 'Limited print', inventory: 10, price: 100 });
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, i) => memberWithToken(t.app, `rush${i}`)),
    );
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => order((members[i % 5] as { token: string }).token, scarce.id)),
    );
    const statuses = replies.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 42200)).toHaveLength(40);
    expect(replies.find((r) => r.json().status === 42200)?.json().message).toBe(
      'Only 0 of "Limited print" left',
    );
    expect((await skuOf(scarce.id)).inventory).toBe(0);
    expect((await admin('GET', `good/${scarce.id}`)).json().message.inventory).toBe(0);
  });

  it('numbers an order anew when another order of the same second holds the random number', async () => {
    const mat = await good({ name: 'Yoga mat', inventory: 5, price: 300 });
    const { id: memberId } = await memberWithToken(t.app, 'same-second');
    const input = { lines: [{ good_id: mat.id, number: 1 }], address: ADDRESS, remark: '' };
    // The numbers the random source gives, in turn: the second order draws the first one's twice.
    const drawn = [
      '20261126120000000007',
      '20261126120000000007',
      '20261126120000000007',
      '20261126120000000008',
    ];
    const numberAt = () => drawn.shift() ?? '';
    const first = await placeOrder(t.app.db, memberId, input, numberAt);
    const second = await placeOrder(t.app.db, memberId, input, numberAt);
    expect([first.identification, second.identification]).toEqual([
      '20261126120000000007',
      '20261126120000000008',
    ]);
    // No number left to try: the order fails whole, taking no stock.
    const taken = (await skuOf(mat.id)).inventory;
    await expect(placeOrder(t.app.db, memberId, input, () => '20261126120000000007')).rejects.toThrow(
      'no free order number',
    );
    expect((await skuOf(mat.id)).inventory).toBe(taken);
  });

  it('expires unpaid orders (stock back) and receives overdue ones (card keys handed out)', async () => {
    const stock = await good({ name: 'Desk lamp', inventory: 4 });
    const card = await good({
      type: 2,
      name: 'Game card',
      code_type: 0,
      is_fixed: 0,
      inventory: 3,
      codes: [1, 2, 3].map((n) => ({ name: `N${n}`, code: `K${n}` })),
    });
    const m = await memberWithToken(t.app, 'erin');
    await topUp(t.app, t.token, m.id, 100_000);
    const unpaid = (await order(m.token, stock.id, 3)).json().message;
    expect((await skuOf(stock.id)).inventory).toBe(1);
    const cards = (await order(m.token, card.id, 2)).json().message;
    await shop(t.app, 'POST', `order/${cards.id}/pay`, { token: m.token, body: { way: 'balance' } });
    await admin('POST', 'indent/shipment', { id: cards.id, dhl_id: fx.dhlId, odd: 'E1' });

    const later = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const first = await sweepOrders(t.app.db, later);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(first.received).toBeGreaterThanOrEqual(1);
    expect(await sweepOrders(t.app.db, later)).toMatchObject({ expired: 0, received: 0 });
    expect((await detail(unpaid.id)).state).toBe(S.expired);
    // An expired order has a tab of its own; "closed" keeps the orders closed by hand.
    const tab = async (name: string) => {
      const activeIndex = String(ORDER_TAB_NAMES.indexOf(name as never) + 1);
      const query = { member_id: String(m.id), activeIndex };
      return (await call(t.app, 'GET', 'indent', { token: t.token, query }))
        .json()
        .message.data.map((r: { id: number }) => r.id);
    };
    expect(await tab('expired')).toEqual([unpaid.id]);
    expect(await tab('closed')).toEqual([]);
    const counts = (
      await call(t.app, 'GET', 'indentCount', { token: t.token, query: { member_id: String(m.id) } })
    ).json().message;
    expect(counts).toMatchObject({ expired: 1, closed: 0 });
    expect((await skuOf(stock.id)).inventory).toBe(4);
    const received = await detail(cards.id);
    expect(received.state).toBe(S.finished);
    expect(received.order_lines[0].codes).toEqual([
      { name: 'N1', code: 'K1' },
      { name: 'N2', code: 'K2' },
    ]);
    expect(received.events.at(-1)).toMatchObject({ action: 'received', actor_type: 'system' });
    // The member's own receipt of a finished order is a conflict.
    const again = await shop(t.app, 'POST', `order/${cards.id}/receive`, { token: m.token });
    expect(again.json().status).toBe(40900);
  });

  it('lists by tab and search, counts the tabs, and checks permissions', async () => {
    const lamp = await good({ name: 'Floor lamp', inventory: 9 });
    const m = await memberWithToken(t.app, 'fred');
    const a = (await order(m.token, lamp.id)).json().message;
    const list = async (query: Record<string, string>) =>
      (await call(t.app, 'GET', 'indent', { token: t.token, query })).json().message;
    expect(
      (await list({ keyword: a.identification.slice(0, 16) })).data.map((r: { id: number }) => r.id),
    ).toContain(a.id);
    expect((await list({ keyword: a.identification })).data).toHaveLength(1);
    expect((await list({ goods_name: 'floor' })).data[0]).toMatchObject({
      id: a.id,
      lines: [{ name: 'Floor lamp', number: 1 }],
      line_count: 1,
      member_account: 'fred',
    });
    expect(
      (await list({ keyword: ADDRESS.phone, activeIndex: '2' })).data.map((r: { state: number }) => r.state),
    ).toEqual(expect.arrayContaining([S.waitPayment]));
    // A row shows its first three lines in the order they were bought, and how many it has.
    const names = ['Ash zephyr desk', 'Birch zephyr chair', 'Cedar shelf', 'Dune rug'];
    const goods = await Promise.all(names.map((name) => good({ name, inventory: 9 })));
    const gina = await memberWithToken(t.app, 'gina');
    const many = (
      await shop(t.app, 'POST', 'order', {
        token: gina.token,
        body: { lines: goods.map((g, i) => ({ good_id: g.id, number: i + 1 })), address: ADDRESS },
      })
    ).json().message;
    const [newest] = (await list({ member_id: String(gina.id) })).data;
    expect(newest).toMatchObject({
      id: many.id,
      line_count: 4,
      lines: names.slice(0, 3).map((name, i) => ({ name, number: i + 1 })),
    });
    // Orders with two lines of the name are one order each in the total.
    const hank = await memberWithToken(t.app, 'hank');
    const body = { lines: goods.slice(0, 2).map((g) => ({ good_id: g.id, number: 1 })), address: ADDRESS };
    const again = (await shop(t.app, 'POST', 'order', { token: hank.token, body })).json().message;
    const named = await list({ goods_name: 'zephyr', sort: 'id' });
    expect(named).toMatchObject({ total: 2, data: [{ id: many.id }, { id: again.id }] });
    const counts = (
      await call(t.app, 'GET', 'indentCount', { token: t.token, query: { member_id: String(m.id) } })
    ).json().message;
    expect(counts).toMatchObject({ all: 1, waitPayment: 1, waitDelivery: 0 });

    const viewer = await createAdminWith(t.app, ['IndentList']);
    const denied = await call(t.app, 'POST', 'indent/shipment', {
      token: viewer.token,
      body: { id: a.id, dhl_id: fx.dhlId, odd: 'X1' },
    });
    expect(denied.json().status).toBe(40300);
    expect((await detail(a.id)).state).toBe(S.waitPayment);
  });
});
