import { sql } from 'kysely';
import type { Trx } from '../../../db/database.js';
import { invalid } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';

export interface StockLine {
  good_id: number;
  sku_id: number;
  number: number;
  name: string;
}

/**
 * Lines in the order their rows are locked: by goods, then SKU. Every writer of stock (orders placed,
 * paid, expired; the goods form) locks a goods row before its SKUs and goods in id order, so two
 * transactions on PostgreSQL never wait on each other's rows in a cycle (a deadlock would end the request in
 * a 500).
 */
export function inLockOrder<T extends Pick<StockLine, 'good_id' | 'sku_id'>>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.good_id - b.good_id || a.sku_id - b.sku_id);
}

/**
 * Takes `line.number` units from the goods and its SKU, only while the SKU has that many left (the
 * check is part of the update, so concurrent orders can never take stock below zero); else 42200 on
 * `field`, and the caller's transaction rolls back the goods figure taken first.
 */
export async function takeStock(trx: Trx, line: StockLine, field: string): Promise<void> {
  const now = nowIso();
  await trx
    .updateTable('goods')
    .set({ inventory: sql`inventory - ${line.number}`, updated_at: now })
    .where('id', '=', line.good_id)
    .execute();
  const taken = await trx
    .updateTable('goods_skus')
    .set({ inventory: sql`inventory - ${line.number}`, updated_at: now })
    .where('id', '=', line.sku_id)
    .where('inventory', '>=', line.number)
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) {
    const sku = await trx
      .selectFrom('goods_skus')
      .select('inventory')
      .where('id', '=', line.sku_id)
      .executeTakeFirst();
    throw invalid({ [field]: 'order.outOfStock' }, { name: line.name, inventory: sku?.inventory ?? 0 });
  }
}

/** Gives units back (an expired or cancelled order whose stock was taken when it was placed). */
export async function restoreStock(trx: Trx, line: StockLine): Promise<void> {
  const now = nowIso();
  await trx
    .updateTable('goods')
    .set({ inventory: sql`inventory + ${line.number}`, updated_at: now })
    .where('id', '=', line.good_id)
    .execute();
  await trx
    .updateTable('goods_skus')
    .set({ inventory: sql`inventory + ${line.number}`, updated_at: now })
    .where('id', '=', line.sku_id)
    .execute();
}

/** Counts a paid line as sold. */
export async function addSales(trx: Trx, line: StockLine): Promise<void> {
  await trx
    .updateTable('goods')
    .set({ sales: sql`sales + ${line.number}` })
    .where('id', '=', line.good_id)
    .execute();
  await trx
    .updateTable('goods_skus')
    .set({ sales: sql`sales + ${line.number}` })
    .where('id', '=', line.sku_id)
    .execute();
}

/**
 * Hands out the card keys (or net-disk entries) of a finished order's card line: the one fixed entry,
 * or `number` unused entries marked as used by this order. Returns what the member receives.
 */
export async function handOutCodes(
  trx: Trx,
  orderId: number,
  line: StockLine & { id: number },
): Promise<{ name: string; code: string }[]> {
  const sku = await trx
    .selectFrom('goods_skus')
    .select('is_fixed')
    .where('id', '=', line.sku_id)
    .executeTakeFirst();
  if (sku?.is_fixed) {
    const fixed = await trx
      .selectFrom('goods_card_codes')
      .select(['name', 'code'])
      .where('sku_id', '=', line.sku_id)
      .orderBy('id')
      .executeTakeFirst();
    return fixed ? [fixed] : [];
  }
  // A concurrent hand-out may take some of the entries picked here; the loop picks others for them.
  const given: { name: string; code: string }[] = [];
  while (given.length < line.number) {
    const free = await trx
      .selectFrom('goods_card_codes')
      .select('id')
      .where('sku_id', '=', line.sku_id)
      .where('state', '=', 0)
      .orderBy('id')
      .limit(line.number - given.length)
      .execute();
    if (free.length === 0) break;
    const taken = await trx
      .updateTable('goods_card_codes')
      .set({ state: 1, order_id: orderId, used_at: nowIso() })
      .where(
        'id',
        'in',
        free.map((c) => c.id),
      )
      .where('state', '=', 0)
      .returning(['name', 'code'])
      .execute();
    given.push(...taken);
  }
  return given;
}
