import { PAYMENT_TYPES, REFUND_STATES, translate } from '@bo/contract';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  OrderEventsTable,
  OrderLinesTable,
  OrderPaymentsTable,
  OrderRefundsTable,
  OrdersTable,
} from '../../db/schema.js';
import { type Actor, orderEventRow } from '../../modules/sales/orders/transitions.js';
import { sandboxPayment } from '../../modules/system/plugins/sandbox-payment.js';
import { iso } from './progress.js';

/** An order as generated, before its id is known: what happened to it and when. */
export interface Story {
  member: number;
  row: Insertable<OrdersTable>;
  lines: (Omit<Insertable<OrderLinesTable>, 'order_id'> & { card: string })[];
  events: [number, string, Actor, Record<string, string | number | null>][];
  paidBy: 'balance' | 'sandbox' | null;
  paidAt: number;
  refund: { at: number; amount: number; way: 0 | 1; reason: string } | null;
}

/** A balance refund still to be written to the ledger at its time (ledgers run in time order). */
export interface Pending {
  at: number;
  member: number;
  orderId: number;
  amount: number;
  reason: string;
}

/** A refund as `refundOrder` (and the sandbox's confirmation) writes it; balance refunds wait in `pending`. */
export function refundRows(
  s: Story,
  orderId: number,
  out: {
    refunds: Insertable<OrderRefundsTable>[];
    payments: Insertable<OrderPaymentsTable>[];
    events: Insertable<OrderEventsTable>[];
    pending: Pending[];
  },
  admin: Actor,
): void {
  const refund = s.refund;
  if (!refund) return;
  const { at, amount, way, reason } = refund;
  const identification = s.row.identification;
  const original = way === 1 && s.paidBy === 'sandbox';
  const ref = original ? sandboxPayment().refund(identification, amount, at).provider_ref : '';
  const settled = original ? at + 60_000 : at;
  out.refunds.push({
    order_id: orderId,
    amount,
    way,
    reason,
    state: REFUND_STATES.succeeded,
    provider_ref: ref,
    admin_id: admin.id,
    created_at: iso(at),
    finished_at: iso(settled),
  });
  out.payments.push({
    order_id: orderId,
    description: translate('zh', 'order.refund', { identification }),
    merchant_no: original ? 'sandbox' : 'balance',
    trade_no: original ? ref : `RBAL${identification}`,
    type: PAYMENT_TYPES.refund,
    amount,
    platform: original ? 'sandbox' : 'balance',
    created_at: iso(settled),
  });
  const event = (when: number, action: string, actor: Actor, detail: Record<string, string | number>) =>
    out.events.push(orderEventRow(orderId, action, actor, detail, iso(when)));
  if (original) {
    event(at, 'refundPending', admin, { amount, way, reason, provider_ref: ref });
    event(settled, 'refunded', { type: 'system', id: null, name: '' }, { amount, provider_ref: ref });
    return;
  }
  event(at, 'refunded', admin, { amount, way, reason });
  const item: Pending = { at, member: s.member, orderId, amount, reason };
  const i = out.pending.findIndex((p) => p.at > at);
  out.pending.splice(i < 0 ? out.pending.length : i, 0, item);
}

/** Every member's balance as the sum of its ledger (set-based; members without a ledger keep zero). */
export async function settleBalances(db: Db): Promise<void> {
  await sql`update members set balance = t.n from (
      select member_id, sum(amount) as n from member_ledger group by member_id) as t
    where members.id = t.member_id`.execute(db);
}
