import { formatDateTime, GOOD_TYPES, type OrderReceivingInput, type OrderShipmentInput } from '@bo/contract';
import type { Db, Trx } from '../../../db/database.js';
import { invalid } from '../../../http/errors.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { nowIso } from '../../../lib/time.js';
import { getSetting } from '../../system/index.js';
import { ORDER_SUBJECT } from './audit.js';
import { orderLines } from './payment.js';
import { handOutCodes, inLockOrder, restoreStock } from './stock.js';
import { type Actor, lockOrder, lockOrderRow, recordEvent, transition } from './transitions.js';

/** The automatic receipt time of an order shipped at `at`: the coming midnight plus `days` days. */
export function autoReceiveTime(at: Date, days: number): string {
  const midnight = new Date(at);
  midnight.setHours(24, 0, 0, 0);
  midnight.setDate(midnight.getDate() + days);
  return midnight.toISOString();
}

async function enabledDhl(trx: Trx, id: number) {
  const dhl = await trx
    .selectFrom('dhls')
    .select(['id', 'name', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!dhl) throw invalid({ dhl_id: 'errors.notFound' });
  if (!dhl.state) throw invalid({ dhl_id: 'order.dhlDisabled' });
  return dhl;
}

/** `POST indent/shipment`: 2 → 3 with the company and waybill; the auto-receive clock starts. */
export async function shipOrder(
  db: Db,
  input: OrderShipmentInput,
  actor: Actor,
  audit: AuditTrail,
): Promise<void> {
  const days = await getSetting(db, 'auto_receive_days');
  await db.transaction().execute(async (trx) => {
    await lockOrderRow(trx, input.id);
    const change = await audit.before(trx, ORDER_SUBJECT, [input.id]);
    const dhl = await enabledDhl(trx, input.dhl_id);
    const now = new Date();
    const receiving = autoReceiveTime(now, days);
    await transition(trx, input.id, 'ship', {
      dhl_id: dhl.id,
      odd: input.odd,
      shipped_at: now.toISOString(),
      receiving_time: receiving,
    });
    await recordEvent(trx, input.id, 'shipped', actor, {
      dhl: dhl.name,
      odd: input.odd,
      receiving_time: receiving,
    });
    await change.done();
  });
}

/** `POST indent/dhl`: another company or waybill number while the order is on its way. */
export async function changeWaybill(
  db: Db,
  input: OrderShipmentInput,
  actor: Actor,
  audit: AuditTrail,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrderRow(trx, input.id);
    const change = await audit.before(trx, ORDER_SUBJECT, [input.id]);
    const dhl = await enabledDhl(trx, input.dhl_id);
    await transition(trx, input.id, 'waybill', { dhl_id: dhl.id, odd: input.odd });
    await recordEvent(trx, input.id, 'waybill', actor, { dhl: dhl.name, odd: input.odd });
    await change.done();
  });
}

/** `POST indent/receiving`: a later automatic receipt time, while waiting for receipt only. */
export async function extendReceiving(
  db: Db,
  input: OrderReceivingInput,
  actor: Actor,
  audit: AuditTrail,
): Promise<void> {
  const wanted = new Date(input.receiving_time).toISOString();
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.id);
    const change = await audit.before(trx, ORDER_SUBJECT, [input.id]);
    if (order.receiving_time && wanted <= new Date(order.receiving_time).toISOString()) {
      throw invalid(
        { receiving_time: 'order.receivingLater' },
        { current: formatDateTime(order.receiving_time) },
      );
    }
    await transition(trx, input.id, 'extendReceiving', { receiving_time: wanted });
    await recordEvent(trx, input.id, 'receiving', actor, { from: order.receiving_time, to: wanted });
    await change.done();
  });
}

/** Receipt (the member's, or the automatic one): 3 → 5, and the card keys are handed out. */
export async function receiveOrder(db: Db, id: number, actor: Actor, memberId?: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (memberId !== undefined) await lockOrder(trx, id, memberId);
    await transition(trx, id, 'receive', { finished_at: nowIso() });
    for (const line of inLockOrder(await orderLines(trx, id))) {
      if (line.type !== GOOD_TYPES.card) continue;
      const codes = await handOutCodes(trx, id, line);
      await trx
        .updateTable('order_lines')
        .set({ codes: JSON.stringify(codes) })
        .where('id', '=', line.id)
        .execute();
    }
    await recordEvent(trx, id, 'received', actor);
  });
}

/** An unpaid order past its payment time: 1 → 4, with the stock taken on placement given back. */
export async function expireOrder(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await transition(trx, id, 'expire');
    for (const line of inLockOrder(await orderLines(trx, id))) {
      if (line.is_inventory === 0) await restoreStock(trx, line);
    }
    await recordEvent(trx, id, 'expired', { type: 'system', id: null, name: '' });
  });
}
