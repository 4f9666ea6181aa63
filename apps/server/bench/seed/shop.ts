import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/database.js';
import type { OrdersTable } from '../../src/db/schema.js';

const CHUNK = 500;
const words = ['mug', 'phone', 'lamp', 'chair', 'desk', 'pen', 'book', 'bag', 'shoe', 'coat'];
const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
export const goodName = (i: number) => `${words[i % 10]} ${i}`;

/** A stream of rows inserted `CHUNK` at a time, in one transaction. */
async function insertAll<T>(
  db: Db,
  count: number,
  insert: (trx: Db, from: number, to: number) => Promise<T>,
) {
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += CHUNK) await insert(trx, from, Math.min(count, from + CHUNK));
  });
}

/** `count` goods in category 1, named `goodName(i)`; every 50th runs low on stock, sales vary. */
export async function seedGoods(db: Db, count: number): Promise<void> {
  const now = new Date().toISOString();
  await insertAll(db, count, (trx, from, to) =>
    trx
      .insertInto('goods')
      .values(
        Array.from({ length: to - from }, (_, k) => ({
          type: 0,
          name: goodName(from + k),
          number: `G-${from + k}`,
          category_id: 1,
          brand_id: null,
          freight_id: null,
          price: 1000,
          price_min: 1000,
          price_max: 1000,
          market_price: 2000,
          cost_price: 500,
          inventory: (from + k) % 50 === 0 ? 3 : 100,
          sales: ((from + k) * 7919) % 10_000,
          images: '[]',
          master_image: '',
          video: '',
          poster: '',
          keywords: '',
          short_description: '',
          details: '',
          parameters: '[]',
          has_spec: 0,
          is_show: 1,
          timing: null,
          is_inventory: 0,
          is_recommend: 0,
          is_new: 0,
          is_hot: 0,
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute(),
  );
}

/** `count` members registered evenly over the `days` days up to now. */
export async function seedMembers(db: Db, count: number, days = 365): Promise<void> {
  const start = Date.now() - days * 86_400_000;
  const step = (days * 86_400_000) / count;
  await insertAll(db, count, (trx, from, to) =>
    trx
      .insertInto('members')
      .values(
        Array.from({ length: to - from }, (_, k) => {
          const i = from + k;
          const at = new Date(start + i * step).toISOString();
          return {
            account: `m${i}`,
            nickname: `${surnames[i % 10]}${i}`,
            gender: i % 3,
            email: '',
            phone: `139${String(i).padStart(8, '0')}`,
            password: 'x',
            avatar: '',
            state: 1,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute(),
  );
}

/**
 * `count` orders one every 30 s up to now, one line each (goods `1..goods`), for members
 * `1..100 000`; a paid order has its payment record. Answers the first order's time.
 */
export async function seedOrders(db: Db, count: number, goods: number): Promise<number> {
  const start = Date.now() - count * 30_000;
  await insertAll(db, count, async (trx, from, to) => {
    const orders: Insertable<OrdersTable>[] = [];
    for (let i = from; i < to; i++) {
      const at = new Date(start + i * 30_000).toISOString();
      // Most orders are old and finished; the actionable tabs stay small, as in a real shop.
      const state = i > count - 2_000 ? 1 + (i % 3) : ([5, 5, 5, 5, 5, 5, 4, 6, 7, 3][i % 10] ?? 5);
      orders.push({
        identification: `${at.slice(0, 10).replace(/-/g, '')}${String(i).padStart(12, '0')}`,
        member_id: 1 + (i % 100_000),
        state,
        goods_amount: 1000 + (i % 5000),
        carriage: 1000,
        total: 2000 + (i % 5000),
        paid: state === 1 || state === 4 ? 0 : 2000 + (i % 5000),
        consignee: `${surnames[i % 10]}${i % 997}`,
        phone: `138${String(i % 100_000_000).padStart(8, '0')}`,
        region_code: '330106',
        region_name: '浙江省 杭州市 西湖区',
        address: `文三路 ${i % 500} 号`,
        remark: '',
        dhl_id: null,
        odd: state >= 3 ? `SF${String(i).padStart(10, '0')}` : '',
        pay_platform: null,
        paid_at: null,
        shipped_at: null,
        receiving_time: null,
        finished_at: null,
        expires_at: null,
        created_at: at,
        updated_at: at,
      });
    }
    const ids = await trx.insertInto('orders').values(orders).returning('id').execute();
    await trx
      .insertInto('order_lines')
      .values(
        ids.map(({ id }, k) => ({
          order_id: id,
          good_id: 1 + ((from + k) % goods),
          sku_id: 1 + ((from + k) % goods),
          name: goodName((from + k) % goods),
          spec: '[]',
          image: '',
          price: 1000,
          number: 1,
          type: 0,
          is_inventory: 0,
          created_at: orders[k]?.created_at ?? '',
        })),
      )
      .execute();
    const payments = ids.flatMap(({ id }, k) => {
      const order = orders[k];
      return order?.paid
        ? [
            {
              order_id: id,
              description: 'order',
              merchant_no: 'M1',
              trade_no: `T${id}`,
              type: 0,
              amount: order.paid,
              platform: 'wechat',
              created_at: order.created_at,
            },
          ]
        : [];
    });
    if (payments.length) await trx.insertInto('order_payments').values(payments).execute();
  });
  return start;
}

/** `count` goods page views evenly over the `days` days up to now, and `favourites` favourites. */
export async function seedVisits(db: Db, count: number, favourites: number, goods: number, days = 365) {
  const start = Date.now() - days * 86_400_000;
  const step = (days * 86_400_000) / count;
  const sources = ['h5', 'wechat', 'app', 'pc'];
  await insertAll(db, count, (trx, from, to) =>
    trx
      .insertInto('goods_visits')
      .values(
        Array.from({ length: to - from }, (_, k) => {
          const i = from + k;
          // A few goods draw most views, as in a real shop.
          const good = 1 + (i % 7 === 0 ? i % 20 : (i * 31) % goods);
          return {
            good_id: good,
            member_id: 1 + (i % 100_000),
            source: sources[i % 4] ?? 'h5',
            ip: '10.0.0.1',
            created_at: new Date(start + i * step).toISOString(),
          };
        }),
      )
      .execute(),
  );
  const now = new Date().toISOString();
  await insertAll(db, favourites, (trx, from, to) =>
    trx
      .insertInto('goods_favourites')
      .values(
        Array.from({ length: to - from }, (_, k) => ({
          member_id: 1 + ((from + k) % 100_000),
          // (member, good) is unique: the member's n-th favourite moves one good on.
          good_id: 1 + (((from + k) * 13 + Math.floor((from + k) / 100_000)) % goods),
          created_at: now,
        })),
      )
      .execute(),
  );
}
