/**
 * The dashboard at scale (issue 7): fills a scratch database with 5 000 goods, 100 000 members,
 * `ORDERS` orders (default 1 000 000) with payments, `VISITS` goods views (default 2 000 000) and
 * 200 000 favourites over a year, and `ASSETS` assets (default 500 000); times the rollup's first run
 * (the backfill of a year of days), one of its minute runs, and `GET index`.
 * Run: `npx tsx --conditions=source apps/server/bench/dashboard.ts` (or with DATABASE_URL set); with
 * `KEEP=1` it keeps the database, which `BENCH_DIR=<dir>` then times again without seeding.
 */
import { rollUp } from '../src/modules/dashboard/rollup.js';
import { seedAssets } from './seed/assets.js';
import { seedGoods, seedMembers, seedOrders, seedVisits } from './seed/shop.js';
import { benchApp, timeStep } from './support.js';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const VISITS = Number(process.env.VISITS ?? 2_000_000);
const ASSETS = Number(process.env.ASSETS ?? 500_000);
const GOODS = 5000;
const { app, analyze, time, close, reused } = await benchApp('dashboard');
const db = app.db;

if (!reused) {
  await timeStep(`seed ${GOODS} goods, 100 000 members`, async () => {
    await seedGoods(db, GOODS);
    await seedMembers(db, 100_000);
  });
  await timeStep(`seed ${ORDERS} orders`, () => seedOrders(db, ORDERS, GOODS));
  await timeStep(`seed ${VISITS} visits, 200 000 favourites`, () => seedVisits(db, VISITS, 200_000, GOODS));
  await timeStep(`seed ${ASSETS} assets`, () => seedAssets(db, ASSETS));
  await analyze();
}
await timeStep('rollup, first run (backfill)', () => rollUp(db));
await timeStep('rollup, a minute later', () => rollUp(db));
await time('GET index', 'index');
await close();
