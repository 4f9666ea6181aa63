import { ORDER_STATES } from '@bo/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Fires `n` requests at once (one event-loop turn; on PostgreSQL they spread over the pool). */
export function atOnce(n: number, request: (i: number) => Promise<LightMyRequestResponse>) {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
}

/** The envelope status of each reply, counted: `{200: 3, 42200: 7}`. */
export function tally(replies: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const reply of replies) {
    const status = reply.json().status as number;
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

/** Checks the tally of `replies`; when it differs, the message shows what each refusal said. */
export function expectTally(replies: LightMyRequestResponse[], expected: Record<number, number>): void {
  const refusals = replies.filter((r) => r.json().status !== 200).map((r) => r.body);
  expect(tally(replies), refusals.join('\n')).toEqual(expected);
}

/** The replies that failed with `status`, with their messages. */
export const messagesOf = (replies: LightMyRequestResponse[], status: number) =>
  replies.filter((r) => r.json().status === status).map((r) => r.json().message as string);

/**
 * Reads the member's balance and ledger in SQL and checks they agree: the amounts sum to the balance
 * and each row's `balance_after` is the running sum up to it (in the order the rows were written).
 */
export async function expectLedgerBalances(app: FastifyInstance, memberId: number) {
  const member = await app.db
    .selectFrom('members')
    .select('balance')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom('member_ledger')
    .select(['kind', 'amount', 'balance_after', 'order_id'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  let running = 0;
  for (const row of rows) {
    running += Number(row.amount);
    expect(Number(row.balance_after), `ledger chain of member ${memberId}`).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
  }
  expect(Number(member.balance)).toBe(running);
  return { balance: running, rows: rows.map((r) => ({ ...r, amount: Number(r.amount) })) };
}

/**
 * Checks the goods' figures in SQL: its inventory and sales are the sums of its live SKUs', none is
 * negative, and the units in live orders plus the stock left make up `initial` (when given).
 * Returns the figures.
 */
export async function expectStockConsistent(app: FastifyInstance, goodId: number, initial?: number) {
  const good = await app.db
    .selectFrom('goods')
    .select(['inventory', 'sales', 'is_inventory'])
    .where('id', '=', goodId)
    .executeTakeFirstOrThrow();
  const skus = await app.db
    .selectFrom('goods_skus')
    .select(['id', 'inventory', 'sales'])
    .where('goods_id', '=', goodId)
    .where('deleted_at', 'is', null)
    .execute();
  const inventory = skus.reduce((sum, s) => sum + Number(s.inventory), 0);
  const sales = skus.reduce((sum, s) => sum + Number(s.sales), 0);
  for (const sku of skus) expect(Number(sku.inventory)).toBeGreaterThanOrEqual(0);
  expect(Number(good.inventory), `goods ${goodId} inventory = its SKUs'`).toBe(inventory);
  expect(Number(good.sales), `goods ${goodId} sales = its SKUs'`).toBe(sales);
  // Units that hold stock: taken at placement (is_inventory 0) by any order not expired or cancelled,
  // taken at payment (is_inventory 1) by paid orders.
  const held = await app.db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.number', 'order_lines.is_inventory', 'orders.state', 'orders.paid_at'])
    .where('order_lines.good_id', '=', goodId)
    .execute();
  const taken = held
    .filter((l) =>
      l.is_inventory === 0
        ? l.state !== ORDER_STATES.expired && l.state !== ORDER_STATES.cancelled
        : l.paid_at !== null,
    )
    .reduce((sum, l) => sum + Number(l.number), 0);
  const paid = held.filter((l) => l.paid_at !== null).reduce((sum, l) => sum + Number(l.number), 0);
  expect(sales, `goods ${goodId} sales = units paid for`).toBe(paid);
  if (initial !== undefined) expect(inventory + taken, `goods ${goodId} stock + units taken`).toBe(initial);
  return { inventory, sales, taken };
}

/** The order's timeline actions, in SQL. */
export async function orderActions(app: FastifyInstance, orderId: number): Promise<string[]> {
  const rows = await app.db
    .selectFrom('order_events')
    .select('action')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}
