import {
  BALANCE_PLATFORM,
  formatDateTime,
  formatPrice,
  type Lang,
  type OrderPaymentQuery,
  PAYMENT_TYPES,
  translate,
} from '@bo/contract';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { found } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { enabledPluginSettings, sandboxPayment } from '../../system/index.js';
import { changeBalance } from '../members/ledger.js';
import { addSales, inLockOrder, takeStock } from './stock.js';
import { type Actor, lockOrder, recordEvent, transition } from './transitions.js';

export type PayWay = 'balance' | 'online';
const PLATFORM: Record<PayWay, string> = { balance: BALANCE_PLATFORM, online: 'sandbox' };

/** The lines of an order as stock lines. */
export function orderLines(trx: Trx, orderId: number) {
  return trx
    .selectFrom('order_lines')
    .select(['id', 'good_id', 'sku_id', 'number', 'name', 'type', 'is_inventory'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/**
 * `POST /api/v1/shop/order/{id}/pay`: in one transaction, takes the stock of goods that reduce it on
 * payment, charges the balance (through the ledger) or the sandbox provider, writes the payment
 * record and moves the order to "wait for delivery". A second payment gets 40900.
 */
export async function payOrder(db: Db, memberId: number, orderId: number, way: PayWay, lang: 'zh' | 'en') {
  const platform = PLATFORM[way];
  const settings = await enabledPluginSettings(db, platform);
  // Online payment needs a provider an administrator switched on (the sandbox is off on a fresh
  // install): without one the chosen way is invalid, and nothing is paid.
  if (!settings && way === 'online') throw invalid({ way: 'order.onlinePaymentOff' });
  if (!settings) throw conflict('order.paymentUnavailable');
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, memberId);
    const total = Number(order.total);
    const now = nowIso();
    // The order moves first: its row is locked before any stock or balance, as every order action
    // locks it first, so a second payment waits here and gets 40900, not a misleading stock or
    // balance error, and a payment and the expiry sweep never deadlock on PostgreSQL.
    await transition(trx, orderId, 'pay', {
      paid: total,
      paid_at: now,
      pay_platform: platform,
      expires_at: null,
    });
    const member = await trx
      .selectFrom('members')
      .select('account')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const actor: Actor = { type: 'member', id: memberId, name: member.account };
    const lines = await orderLines(trx, orderId);
    for (const line of inLockOrder(lines)) {
      if (line.is_inventory === 1) await takeStock(trx, line, `lines.${lines.indexOf(line)}.number`);
      await addSales(trx, line);
    }
    const description = translate(lang, 'order.payment', { identification: order.identification });
    let tradeNo: string;
    if (way === 'balance') {
      // The check is the ledger's conditional update, so two payments at once cannot overdraw.
      await changeBalance(trx, memberId, {
        kind: 'payment',
        amount: -total,
        reason: description,
        orderId,
        field: 'way',
        refusal: 'order.balanceTooLow',
      });
      tradeNo = `BAL${order.identification}`;
    } else {
      tradeNo = sandboxPayment().pay(total).trade_no;
    }
    await trx
      .insertInto('order_payments')
      .values({
        order_id: orderId,
        description,
        merchant_no: String(settings.merchant_id ?? platform),
        trade_no: tradeNo,
        type: 0,
        amount: total,
        platform,
        created_at: now,
      })
      .execute();
    await recordEvent(trx, orderId, 'paid', actor, { platform, amount: total });
  });
}

/**
 * `POST indent/payment/query/{id}`: asks the online payment provider about the order's payment, as an
 * administrator does when a buyer says they paid and the order says otherwise. It changes nothing: it
 * says what the provider holds (paid, with amount and time; no payment; an unknown trade number) and
 * whether the amount is the one the order recorded.
 */
export async function queryPayment(db: Db, id: number, lang: Lang): Promise<OrderPaymentQuery> {
  if (!(await enabledPluginSettings(db, PLATFORM.online))) throw conflict('order.paymentUnavailable');
  const order = found(
    await db.selectFrom('orders').select(['id', 'pay_platform']).where('id', '=', id).executeTakeFirst(),
  );
  if (order.pay_platform !== null && order.pay_platform !== PLATFORM.online)
    throw conflict('order.notOnlinePayment');
  const payment = await db
    .selectFrom('order_payments')
    .select(['trade_no', 'amount'])
    .where('order_id', '=', id)
    .where('platform', '=', PLATFORM.online)
    .where('type', '=', PAYMENT_TYPES.payment)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const key = (state: string) => `order.paymentQueried.${state}`;
  const none = { trade_no: null, amount: null, paid_at: null, matches: false };
  if (!payment) return { state: 'unpaid', ...none, message: translate(lang, key('unpaid')) };
  const tradeNo = payment.trade_no;
  const record = sandboxPayment().payment(tradeNo);
  if (!record)
    return {
      state: 'unknown',
      ...none,
      trade_no: tradeNo,
      message: translate(lang, key('unknown'), { tradeNo }),
    };
  const recorded = Number(payment.amount);
  const matches = record.amount === recorded;
  const paidAt = new Date(record.at).toISOString();
  const params = {
    amount: formatPrice(record.amount),
    recorded: formatPrice(recorded),
    time: formatDateTime(paidAt),
    tradeNo,
  };
  return {
    state: 'paid',
    trade_no: tradeNo,
    amount: record.amount,
    paid_at: paidAt,
    matches,
    message: translate(lang, key(matches ? 'paid' : 'paidMismatch'), params),
  };
}
