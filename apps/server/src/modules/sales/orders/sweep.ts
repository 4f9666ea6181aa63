import { ORDER_STATES, REFUND_STATES } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../http/errors.js';
import { enqueueUnlessQueued } from '../../../jobs/queue.js';
import type { JobContext } from '../../../jobs/types.js';
import { nowIso } from '../../../lib/time.js';
import { expireOrder, receiveOrder } from './fulfilment.js';
import { settlePendingRefund } from './refunds.js';
import { SYSTEM } from './transitions.js';

/** The job type of the order sweep; one runs a minute, each queuing the next. */
export const ORDER_SWEEP_JOB = 'orders.sweep';
const EVERY_MS = 60_000;
const BATCH = 500;

/** Another instance or request moved the order first: that is fine, the sweep just moves on. */
async function tolerant(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Expires unpaid orders past their payment time, receives shipped orders past their receipt time
 * and settles refunds the payment provider has settled. Each order changes in its own transaction
 * through the state machine, so a second sweep (another instance, a retry) changes nothing twice.
 */
export async function sweepOrders(db: Db, now = nowIso()) {
  const due = (state: number, column: 'expires_at' | 'receiving_time') =>
    db
      .selectFrom('orders')
      .select('id')
      .where('state', '=', state)
      .where(column, '<=', now)
      .orderBy(column)
      .limit(BATCH)
      .execute();
  let expired = 0;
  let received = 0;
  let refunds = 0;
  for (const { id } of await due(ORDER_STATES.waitPayment, 'expires_at')) {
    if (await tolerant(() => expireOrder(db, id))) expired++;
  }
  for (const { id } of await due(ORDER_STATES.waitReceipt, 'receiving_time')) {
    if (await tolerant(() => receiveOrder(db, id, SYSTEM))) received++;
  }
  const pending = await db
    .selectFrom('order_refunds')
    .select('order_id')
    .where('state', '=', REFUND_STATES.pending)
    .limit(BATCH)
    .execute();
  for (const { order_id } of pending) {
    if (await tolerant(() => settlePendingRefund(db, order_id))) refunds++;
  }
  return { expired, received, refunds };
}

/** Queues the next sweep unless one is already waiting (several instances keep one chain). */
export async function queueNextSweep(db: Db, delayMs = EVERY_MS): Promise<void> {
  await enqueueUnlessQueued(db, { type: ORDER_SWEEP_JOB, runAt: new Date(Date.now() + delayMs) });
}

export async function runOrderSweep({ app }: JobContext) {
  try {
    return await sweepOrders(app.db);
  } finally {
    await queueNextSweep(app.db);
  }
}
