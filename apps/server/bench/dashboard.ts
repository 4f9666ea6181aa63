/**
 * The dashboard at scale: fills a scratch database with the bench data set's seeder (5 000
 * goods, 100 000 members, `ORDERS` orders (default 1 000 000), `VISITS` goods views (default 2 000 000),
 * 200 000 favourites, `ASSETS` assets (default 500 000)); times the rollup's first run (the backfill
 * of every day since the first registration), one of its minute runs, and `GET index`.
 * Run: `npx tsx --conditions=source apps/server/bench/dashboard.ts` (or with DATABASE_URL set); with
 * `KEEP=1` it keeps the database, which `BENCH_DIR=<dir>` then times again without seeding.
 */

import { rollUp } from '../src/modules/dashboard/rollup.js';
import { seedBench } from '../src/seeders/bench-data/index.js';
import { benchApp, timeStep } from './support.js';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const VISITS = Number(process.env.VISITS ?? 2_000_000);
const ASSETS = Number(process.env.ASSETS ?? 500_000);
const GOODS = 5000;
const { app, time, close, reused } = await benchApp('dashboard');
const db = app.db;

if (!reused) {
  const counts = {
    goods: GOODS,
    members: 100_000,
    orders: ORDERS,
    visits: VISITS,
    favourites: 200_000,
    assets: ASSETS,
    adminLogs: 0,
  };
  await timeStep('seed (npm run seed -- --scale bench)', () => seedBench(app, { counts }));
}
// The seeder backfills the rollups; time that first run again on its own.
await db.deleteFrom('stat_days').execute();
await timeStep('rollup, first run (backfill)', () => rollUp(db));
await timeStep('rollup, a minute later', () => rollUp(db));
await time('GET index', 'index');
await close();
