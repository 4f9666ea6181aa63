/**
 * Order list at scale (issue 5): fills a scratch database with `ORDERS` orders (default 1 000 000),
 * one line each, and times the list, the tab counts, the searches and the detail in process.
 * Run: `npx tsx --conditions=source apps/server/bench/orders-list.ts` (or with DATABASE_URL set).
 * Prints p50/p99 per query; not a test (no timings are asserted anywhere).
 */
import { performance } from 'node:perf_hooks';
import { seedGoods, seedOrders } from './seed/shop.js';
import { benchApp } from './support.js';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const GOODS = 5000;
const { app, analyze, time, close } = await benchApp('orders');

console.log(`seeding ${GOODS} goods and ${ORDERS} orders…`);
await seedGoods(app.db, GOODS);
const seeded = performance.now();
const start = await seedOrders(app.db, ORDERS, GOODS);
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
