import { ORDER_STATES as S } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { call, createAdminWith } from './helpers.js';
import { ordersFixture } from './orders-fixture.js';
import { enableSandboxPayment, memberWithToken, shop, topUp } from './shop-helpers.js';

describe('orders paid online: refunds by the original route and payment queries', () => {
  const { t, admin, detail, good, order } = ordersFixture();

  /** An order of 5.00 for goods `name`, paid online by a new member `account` (refunds confirm at once). */
  const paidOnline = async (name: string, account: string) => {
    const sandboxId = await enableSandboxPayment(t.app, t.token);
    await admin('POST', `plugin/${sandboxId}`, {
      settings: { merchant_id: 'M-1', confirm_after_seconds: 0 },
    });
    const cup = await good({ name, inventory: 5, price: 500 });
    const m = await memberWithToken(t.app, account);
    const o = (await order(m.token, cup.id)).json().message;
    await shop(t.app, 'POST', `order/${o.id}/pay`, { token: m.token, body: { way: 'online' } });
    return o as { id: number };
  };

  it('refunds an online payment by the original route after the provider confirms', async () => {
    const o = await paidOnline('Tea cup', 'dave');
    expect((await detail(o.id)).payments[0]).toMatchObject({
      platform: 'sandbox',
      merchant_no: 'M-1',
      amount: 500,
    });

    const pending = await admin('POST', `indent/refund/${o.id}`, {
      refund_money: 500,
      refund_way: 1,
      refund_reason: 'Changed mind',
    });
    expect(pending.json().message).toBe('Refund submitted: waiting for the payment provider to confirm');
    expect((await detail(o.id)).state).toBe(S.refunding);
    const queried = (await admin('POST', `indent/refund/query/${o.id}`)).json().message;
    expect(queried).toMatchObject({ state: 'succeeded', message: 'Refund state: succeeded' });
    expect(await detail(o.id)).toMatchObject({ state: S.refunded, refunded: 500, refundable: 0 });
    expect((await admin('POST', `indent/refund/query/${o.id}`)).json().status).toBe(40900);
  });

  it('refunds part of an online payment without ending the order; the rest ends it once confirmed', async () => {
    const o = await paidOnline('Mug lid', 'part-refund');
    const refund = (money: number) =>
      admin('POST', `indent/refund/${o.id}`, {
        refund_money: money,
        refund_way: 1,
        refund_reason: 'Scratched',
      });

    expect((await refund(200)).json().status).toBe(200);
    expect(await detail(o.id)).toMatchObject({ state: S.waitDelivery, refunded: 0, refundable: 300 });
    await admin('POST', `indent/refund/query/${o.id}`);
    // Confirmed: the money is counted, the order can still ship.
    expect(await detail(o.id)).toMatchObject({ state: S.waitDelivery, refunded: 200, refundable: 300 });

    expect((await refund(300)).json().status).toBe(200);
    expect((await detail(o.id)).state).toBe(S.refunding);
    await admin('POST', `indent/refund/query/${o.id}`);
    expect(await detail(o.id)).toMatchObject({ state: S.refunded, refunded: 500, refundable: 0 });
  });

  it('asks the provider about an online payment: paid as recorded, no payment yet, not an online one', async () => {
    await enableSandboxPayment(t.app, t.token);
    const cup = await good({ name: 'Saucer', inventory: 5, price: 750 });
    const m = await memberWithToken(t.app, 'payquery-online');
    const o = (await order(m.token, cup.id)).json().message;
    const query = (lang: 'zh' | 'en' = 'en') =>
      admin('POST', `indent/payment/query/${o.id}`, undefined, lang);

    expect((await query()).json().message).toEqual({
      state: 'unpaid',
      trade_no: null,
      amount: null,
      paid_at: null,
      matches: false,
      message: 'The payment provider has no payment for this order',
    });
    await shop(t.app, 'POST', `order/${o.id}/pay`, { token: m.token, body: { way: 'online' } });
    const tradeNo = (await detail(o.id)).payments[0].trade_no as string;
    const paid = (await query('zh')).json().message;
    expect(paid).toMatchObject({ state: 'paid', trade_no: tradeNo, amount: o.total, matches: true });
    expect(Date.now() - Date.parse(paid.paid_at)).toBeLessThan(60_000);
    expect(paid.message).toMatch(
      new RegExp(
        `^支付平台确认已支付 ¥${(o.total / 100).toFixed(2)}（.*交易号 ${tradeNo}），与订单记录一致$`,
      ),
    );

    // The order's record says another amount than the provider's: the query says so, and changes nothing.
    await t.app.db
      .updateTable('order_payments')
      .set({ amount: o.total + 1 })
      .where('order_id', '=', o.id)
      .execute();
    const mismatch = (await query()).json().message;
    expect(mismatch).toMatchObject({ state: 'paid', matches: false });
    expect(mismatch.message).toMatch(/not the ¥[\d.,]+ the order records: please check$/);
    await t.app.db
      .updateTable('order_payments')
      .set({ trade_no: 'SBPNOTATRADE' })
      .where('order_id', '=', o.id)
      .execute();
    expect((await query()).json().message).toMatchObject({ state: 'unknown', trade_no: 'SBPNOTATRADE' });

    const byBalance = await memberWithToken(t.app, 'payquery-balance');
    await topUp(t.app, t.token, byBalance.id, 10_000);
    const b = (await order(byBalance.token, cup.id)).json().message;
    await shop(t.app, 'POST', `order/${b.id}/pay`, { token: byBalance.token, body: { way: 'balance' } });
    const refused = (await admin('POST', `indent/payment/query/${b.id}`)).json();
    expect(refused).toMatchObject({ status: 40900 });
    expect(refused.message).toMatch(/not paid online/);
    expect((await admin('POST', 'indent/payment/query/999999')).json().status).toBe(40400);

    const viewer = await createAdminWith(t.app, ['IndentList']);
    const denied = await call(t.app, 'POST', `indent/payment/query/${o.id}`, { token: viewer.token });
    expect(denied.json().status).toBe(40300);
  });
});
