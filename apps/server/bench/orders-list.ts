/**
 * Order list at scale: fills a scratch database with the bench data set's seeder (5 000
 * goods, 100 000 members, `ORDERS` orders, default 1 000 000) and times the list, the tab counts, the
 * searches and the detail in process, searching for what one order in the middle holds.
 * Run: `npx tsx --conditions=source apps/server/bench/orders-list.ts` (or with DATABASE_URL set).
 * Prints p50/p99 per query; not a test (no timings are asserted anywhere).
 */
import { performance } from 'node:perf_hooks';
import { addDays, localDay } from '../src/modules/dashboard/days.js';
import { recountSales, seedCatalog } from '../src/seeders/bench-data/catalog.js';
import { analyze } from '../src/seeders/bench-data/index.js';
import { seedMembers } from '../src/seeders/bench-data/members.js';
import { seedOrders } from '../src/seeders/bench-data/orders.js';
import { progress } from '../src/seeders/demo-kit.js';
import { benchApp } from './support.js';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const GOODS = 5000;
const { app, config, time, close } = await benchApp('orders');
const db = app.db;

console.log(`seeding ${GOODS} goods, 100 000 members and ${ORDERS} orders…`);
const seeded = performance.now();
const catalog = await seedCatalog(db, GOODS, config.dataDir, progress);
const members = await seedMembers(db, 100_000, progress);
await seedOrders(db, catalog, members, ORDERS, progress);
await recountSales(db);
await analyze(db, app.dialect);
console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const sample = await db
  .selectFrom('orders')
  .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
  .select(['orders.id', 'identification', 'phone', 'consignee', 'order_lines.name'])
  .where('orders.state', '=', 5)
  .where('orders.id', '>=', Math.floor(ORDERS * 0.78))
  .orderBy('orders.id')
  .executeTakeFirstOrThrow();
const shipped = await db
  .selectFrom('orders')
  .select('odd')
  .where('odd', '<>', '')
  .where('id', '>=', Math.floor(ORDERS * 0.5))
  .orderBy('id')
  .executeTakeFirstOrThrow();
const q = encodeURIComponent;
const today = localDay(new Date());
await time('list, all (newest first)', 'indent');
await time('list, wait for delivery tab', 'indent?activeIndex=3');
await time('list, finished tab, page 500', 'indent?activeIndex=5&page=500');
await time('list, refund tab', 'indent?activeIndex=7');
await time('list, keyword = order number', `indent?keyword=${sample.identification}`);
await time('list, keyword = order number prefix', `indent?keyword=${sample.identification.slice(0, 14)}`);
await time('list, keyword = phone, wait-delivery tab', `indent?keyword=${sample.phone}&activeIndex=3`);
await time('list, keyword = consignee', `indent?keyword=${q(sample.consignee)}`);
await time('list, keyword = waybill', `indent?keyword=${shipped.odd}`);
await time(
  'list, created-time range (a month)',
  `indent?from=${addDays(today, -60)}&to=${addDays(today, -30)}`,
);
await time('list, goods name (one goods)', `indent?goods_name=${q(sample.name)}`);
await time('list, goods name (many goods match)', `indent?goods_name=${q(sample.name.split(' ')[1] ?? '')}`);
await time('indentCount', 'indentCount');
await time('indentCount, keyword', `indentCount?keyword=${sample.phone}`);
await time('detail', `indent/${sample.id}`);
await close();
