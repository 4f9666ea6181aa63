/**
 * Order list at scale (issue 5): fills a scratch database with `ORDERS` orders (default 1 000 000),
 * one line each, and times the list, the tab counts, the searches and the detail in process.
 * Run: `npx tsx --conditions=source apps/server/bench/orders-list.ts` (or with DATABASE_URL set).
 * Prints p50/p99 per query; not a test (no timings are asserted anywhere).
 */
import { performance } from 'node:perf_hooks';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../src/db/schema.js';
import { benchApp } from './support.js';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const CHUNK = 500;
const { app, analyze, time, close } = await benchApp('orders');
const db = app.db;
const words = ['mug', 'phone', 'lamp', 'chair', 'desk', 'pen', 'book', 'bag', 'shoe', 'coat'];
const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];

const GOODS = 5000;
const goodName = (i: number) => `${words[i % 10]} ${i}`;
console.log(`seeding ${GOODS} goods and ${ORDERS} orders…`);
const now = new Date().toISOString();
for (let from = 0; from < GOODS; from += CHUNK) {
  await db
    .insertInto('goods')
    .values(
      Array.from({ length: Math.min(CHUNK, GOODS - from) }, (_, k) => ({
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
        inventory: 100,
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
    .execute();
}
const seeded = performance.now();
const start = Date.now() - ORDERS * 30_000;
await db.transaction().execute(async (trx) => {
  for (let from = 0; from < ORDERS; from += CHUNK) {
    const orders: Insertable<OrdersTable>[] = [];
    for (let i = from; i < Math.min(ORDERS, from + CHUNK); i++) {
      const at = new Date(start + i * 30_000).toISOString();
      // Most orders are old and finished; the actionable tabs stay small, as in a real shop.
      const state = i > ORDERS - 2_000 ? 1 + (i % 3) : ([5, 5, 5, 5, 5, 5, 4, 6, 7, 3][i % 10] ?? 5);
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
          good_id: 1 + ((from + k) % GOODS),
          sku_id: 1 + ((from + k) % GOODS),
          name: goodName((from + k) % GOODS),
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
  }
});
await analyze();
console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const someNumber = `${new Date(start + 777_777 * 30_000).toISOString().slice(0, 10).replace(/-/g, '')}${String(777_777).padStart(12, '0')}`;
await time('list, all (newest first)', 'indent');
await time('list, wait for delivery tab', 'indent?activeIndex=3');
await time('list, finished tab, page 500', 'indent?activeIndex=5&page=500');
await time('list, refund tab', 'indent?activeIndex=7');
await time('list, keyword = order number', `indent?keyword=${someNumber}`);
await time('list, keyword = order number prefix', `indent?keyword=${someNumber.slice(0, 14)}`);
await time('list, keyword = phone, wait-delivery tab', 'indent?keyword=13800777777&activeIndex=3');
await time('list, keyword = consignee', `indent?keyword=${encodeURIComponent('王10')}`);
await time('list, keyword = waybill', 'indent?keyword=SF0000777779');
await time('list, created-time range', `indent?from=2026-01-01&to=2026-01-31`);
await time('list, goods name (one goods)', 'indent?goods_name=lamp%204322');
await time('list, goods name (500 goods match)', 'indent?goods_name=lamp');
await time('indentCount', 'indentCount');
await time('indentCount, keyword', 'indentCount?keyword=13800777777');
await time('detail', 'indent/777777');
await close();
