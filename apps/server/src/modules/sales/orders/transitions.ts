import { canApply, ORDER_ACTIONS, type OrderAction, type OrderState } from '@bo/contract';
import type { Updateable } from 'kysely';
import { locksRows, type Trx } from '../../../db/database.js';
import type { OrdersTable } from '../../../db/schema.js';
import { conflict, notFound } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';

/** Who did something to an order: the member, an administrator or the system (a job). */
export interface Actor {
  type: 'member' | 'admin' | 'system';
  id: number | null;
  name: string;
}
export const SYSTEM: Actor = { type: 'system', id: null, name: '' };

type EventDetail = Record<string, string | number | null>;

/** A row of the order's timeline (`at`: when; the bench data set writes past ones). */
export const orderEventRow = (
  orderId: number,
  action: string,
  actor: Actor,
  detail: EventDetail,
  at = nowIso(),
) => ({
  order_id: orderId,
  action,
  actor_type: actor.type,
  actor_id: actor.id,
  actor_name: actor.name,
  detail: JSON.stringify(detail),
  created_at: at,
});

/** Appends to the order's timeline. */
export async function recordEvent(
  trx: Trx,
  orderId: number,
  action: string,
  actor: Actor,
  detail: EventDetail = {},
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values(orderEventRow(orderId, action, actor, detail))
    .execute();
}

/**
 * The order as the transaction sees it, or 40400 (`memberId`: only that member's order). On PostgreSQL
 * its row is locked until the transaction ends (`for update`), so what the transaction reads next (the
 * refunds already made, the balance) cannot change under it: another request on the same order waits
 * here. Without it two partial refunds each read the refunds before the other's commit and both
 * applied. SQLite runs one transaction at a time.
 */
export async function lockOrder(trx: Trx, id: number, memberId?: number) {
  let query = trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .$if(locksRows(trx), (q) => q.forUpdate());
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  const order = await query.executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

/**
 * Locks order `id`'s row on PostgreSQL until the transaction ends, whether or not it exists (the action
 * that follows reports a missing order in its own turn). For an action that reads the order for the
 * admin log before it checks anything else: the log's "before" is then what the action changes.
 */
export async function lockOrderRow(trx: Trx, id: number): Promise<void> {
  if (locksRows(trx)) await trx.selectFrom('orders').select('id').where('id', '=', id).forUpdate().execute();
}

/** 40900 naming the order's current state. */
export const stateConflict = (state: number) =>
  conflict('order.stateConflict', { stateKey: `order.states.${state}` });

/**
 * Applies `action` to order `id` inside `trx`: checked against the contract's state machine, and
 * written only where the state is still one the action starts from, so of two concurrent or repeated
 * requests exactly one applies and the other gets 40900. Returns the state before the action.
 */
export async function transition(
  trx: Trx,
  id: number,
  action: OrderAction,
  values: Updateable<OrdersTable> = {},
): Promise<OrderState> {
  const order = await lockOrder(trx, id);
  if (!canApply(action, order.state)) throw stateConflict(order.state);
  const { from, to } = ORDER_ACTIONS[action];
  const result = await trx
    .updateTable('orders')
    .set((eb) => ({
      ...values,
      ...(to === null ? {} : { state: to }),
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .where('version', '=', order.version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const now = await lockOrder(trx, id);
    throw stateConflict(now.state);
  }
  return order.state as OrderState;
}
