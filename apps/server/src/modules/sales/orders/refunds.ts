import {
  formatPrice,
  type Lang,
  ORDER_STATES,
  type OrderRefundInput,
  PAYMENT_TYPES,
  REFUND_STATES,
  REFUND_WAYS,
  translate,
} from '@bo/contract';
import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { AuditTrail } from '../../../lib/audit-trail.js';
import { nowIso } from '../../../lib/time.js';
import { enabledPluginSettings, sandboxPayment } from '../../system/index.js';
import { MEMBER_SUBJECT } from '../members/audit.js';
import { changeBalance } from '../members/ledger.js';
import { ORDER_SUBJECT } from './audit.js';
import { type Actor, lockOrder, recordEvent, SYSTEM, transition } from './transitions.js';

/** Refunds that hold money back from another refund: done, or waiting for the provider. */
const HOLDING = [REFUND_STATES.pending, REFUND_STATES.succeeded] as const;

/** What can still be refunded: paid, less refunds done and refunds waiting for the provider. */
export async function refundable(trx: Trx | Db, orderId: number, paid: number): Promise<number> {
  const row = await trx
    .selectFrom('order_refunds')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('n'))
    .where('order_id', '=', orderId)
    .where('state', 'in', HOLDING)
    .executeTakeFirstOrThrow();
  return paid - Number(row.n);
}

/** {@link refundable}, from the order's refunds already read. */
export function refundableOf(paid: number, refunds: readonly { state: number; amount: number }[]): number {
  const held = refunds.filter((r) => (HOLDING as readonly number[]).includes(r.state));
  return paid - held.reduce((sum, r) => sum + r.amount, 0);
}

async function refundRecord(
  trx: Trx,
  orderId: number,
  identification: string,
  amount: number,
  platform: string,
  tradeNo: string,
  lang: Lang,
) {
  await trx
    .insertInto('order_payments')
    .values({
      order_id: orderId,
      description: translate(lang, 'order.refund', { identification }),
      merchant_no: platform,
      trade_no: tradeNo,
      type: PAYMENT_TYPES.refund,
      amount,
      platform,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * `POST indent/refund/{id}`: at most what is refundable. To the balance (or by the original route of
 * a balance payment) the member is credited through the ledger at once; by the original route of an
 * online payment the provider is asked. Refunding all that is left ends the order: refunded (7) at
 * once, or waiting for the provider (8). A part leaves the order in its state (it can still ship and
 * finish). Returns the message key of the outcome.
 */
export async function refundOrder(
  db: Db,
  id: number,
  input: OrderRefundInput,
  actor: Actor,
  lang: Lang,
  audit: AuditTrail,
): Promise<'order.refunded' | 'order.refundPending'> {
  const sandboxOn = (await enabledPluginSettings(db, 'sandbox')) !== undefined;
  return db.transaction().execute(async (trx) => {
    // Locked first: the log's "before" is then the order this request changes, not an older read.
    const order = await lockOrder(trx, id);
    const change = await audit.before(trx, ORDER_SUBJECT, [id]);
    const max = await refundable(trx, id, Number(order.paid));
    const amount = input.refund_money;
    const toBalance = input.refund_way === REFUND_WAYS.balance || order.pay_platform !== 'sandbox';
    // Only the whole of what is left ends the order; a part leaves it where it is.
    const whole = amount === max;
    const action = !whole ? 'refundPart' : toBalance ? 'refundToBalance' : 'refundOriginal';
    // The state check comes first: a repeated refund is a conflict, not an amount error.
    await transition(trx, id, action, toBalance ? { refunded: Number(order.refunded) + amount } : {});
    if (amount > max) throw invalid({ refund_money: 'order.refundTooMuch' }, { max: formatPrice(max) });
    const now = nowIso();
    const base = {
      order_id: id,
      amount,
      way: input.refund_way,
      reason: input.refund_reason,
      admin_id: actor.id,
      created_at: now,
    };
    if (toBalance) {
      // The member's balance is credited: the log names the member's change too.
      const credit = await audit.before(trx, MEMBER_SUBJECT, [order.member_id]);
      await changeBalance(trx, order.member_id, {
        kind: 'refund',
        amount,
        reason: input.refund_reason,
        orderId: id,
        adminId: actor.id,
      });
      await trx
        .insertInto('order_refunds')
        .values({ ...base, state: REFUND_STATES.succeeded, finished_at: now })
        .execute();
      await refundRecord(
        trx,
        id,
        order.identification,
        amount,
        'balance',
        `RBAL${order.identification}`,
        lang,
      );
      await recordEvent(trx, id, 'refunded', actor, {
        amount,
        way: input.refund_way,
        reason: input.refund_reason,
      });
      await credit.done();
      await change.done();
      return 'order.refunded';
    }
    if (!sandboxOn) throw conflict('order.paymentUnavailable');
    const { provider_ref, state } = sandboxPayment().refund(order.identification, amount);
    await trx
      .insertInto('order_refunds')
      .values({
        ...base,
        state: state === 'failed' ? REFUND_STATES.failed : REFUND_STATES.pending,
        provider_ref,
        finished_at: null,
      })
      .execute();
    await recordEvent(trx, id, 'refundPending', actor, {
      amount,
      way: input.refund_way,
      reason: input.refund_reason,
      provider_ref,
    });
    await change.done();
    return 'order.refundPending';
  });
}

/**
 * Asks the provider about the order's pending refund and applies its response: the money is added
 * when it succeeded; an order waiting for its whole refund (8) becomes refunded (7), or refund failed
 * (9), with the last of its refunds. Returns the provider's state, or null without one.
 */
export async function settlePendingRefund(
  db: Db,
  id: number,
  actor: Actor = SYSTEM,
  lang: Lang = 'zh',
  // The sweep settles for no request: its trail is kept by no log.
  audit = new AuditTrail(),
) {
  const settings = await enabledPluginSettings(db, 'sandbox');
  if (!settings) throw conflict('order.paymentUnavailable');
  return db.transaction().execute(async (trx) => {
    // Locked first: the log's "before" is then the order this request changes, not an older read.
    const order = await lockOrder(trx, id);
    const change = await audit.before(trx, ORDER_SUBJECT, [id]);
    const refund = await trx
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', id)
      .where('state', '=', REFUND_STATES.pending)
      .executeTakeFirst();
    if (!refund) return null;
    const state = sandboxPayment().query(refund.provider_ref, Number(settings.confirm_after_seconds ?? 2));
    if (state === 'pending' || state === undefined) return 'pending';
    const now = nowIso();
    const amount = Number(refund.amount);
    const succeeded = state === 'succeeded';
    await trx
      .updateTable('order_refunds')
      .set({ state: succeeded ? REFUND_STATES.succeeded : REFUND_STATES.failed, finished_at: now })
      .where('id', '=', refund.id)
      .where('state', '=', REFUND_STATES.pending)
      .execute();
    // The order waits for its refunds (8) only after the whole was asked for: the last of them to
    // come back ends it; a part refund, or one of several, only adds the money.
    const others = await trx
      .selectFrom('order_refunds')
      .select('id')
      .where('order_id', '=', id)
      .where('state', '=', REFUND_STATES.pending)
      .executeTakeFirst();
    const ends = order.state === ORDER_STATES.refunding && !others;
    if (succeeded) {
      await transition(trx, id, ends ? 'refundConfirmed' : 'refundPartConfirmed', {
        refunded: Number(order.refunded) + amount,
      });
      await refundRecord(trx, id, order.identification, amount, 'sandbox', refund.provider_ref, lang);
    } else if (ends) {
      await transition(trx, id, 'refundFailed');
    }
    await recordEvent(trx, id, succeeded ? 'refunded' : 'refundFailed', actor, {
      amount,
      provider_ref: refund.provider_ref,
    });
    await change.done();
    return state;
  });
}
