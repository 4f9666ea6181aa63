import type { Db } from '../../db/database.js';

/**
 * Where a signed-in member's visit is counted: the region of the member's latest order's delivery (one
 * read of `orders_member_idx`), `''` before the first order. Visits carry no address of their own, and
 * the server has no map of network addresses to places.
 */
export async function lastDeliveryRegion(db: Db, memberId: number): Promise<string> {
  const last = await db
    .selectFrom('orders')
    .select('region_code')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.region_code ?? '';
}
