/**
 * The large screen at scale: fills a scratch database with the bench data set's seeder:
 * `ASSETS` assets (default 500 000) over 200 units in the 16 areas and every class with three years
 * of forms, `ORDERS` orders (default 1 000 000), `MEMBERS` members (default 100 000), 5 000 goods and
 * the daily rollups; then times a cold computation of `GET largeScreen` (and each asset figure alone),
 * and the cached call the wall displays make. Prints timings only; nothing is asserted.
 * Run: `npx tsx --conditions=source apps/server/bench/large-screen.ts` (or with DATABASE_URL set).
 */

import { performance } from 'node:perf_hooks';
import { assetGroups, monthly } from '../src/modules/large-screen/assets.js';
import { computeLargeScreen, largeScreenCache } from '../src/modules/large-screen/service.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { seedBench } from '../src/seeders/bench-data/index.js';
import { benchApp, timeStep } from './support.js';

const ASSETS = Number(process.env.ASSETS ?? 500_000);
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const GOODS = 5000;
const COLD_RUNS = 5;
const { app, headers, time, close } = await benchApp('large-screen');
const db = app.db;

// The seeder ends with fresh planner statistics (on PostgreSQL `vacuum analyze`, as autovacuum would
// leave it: the visibility map lets the grouped read be an index-only scan).
const counts = {
  goods: GOODS,
  members: MEMBERS,
  orders: ORDERS,
  visits: ORDERS,
  favourites: MEMBERS,
  assets: ASSETS,
  adminLogs: 0,
};
await timeStep('seed (npm run seed -- --scale bench)', () => seedBench(app, { counts }));

/** p50 and worst of a few cold runs of `work` (each one reads the database). */
const cold = async (label: string, work: () => Promise<unknown>) => {
  const samples: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p50 = samples[Math.floor(samples.length / 2)]?.toFixed(1);
  const worst = samples.at(-1)?.toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${p50?.padStart(7)} ms   max ${worst?.padStart(7)} ms`);
};

await cold('cold: whole large screen', () => computeLargeScreen(db));
await cold('  assets: one grouped read', () => assetGroups(db));
await cold('  monthly intake / allocation', () => monthly(db, new Date()));
largeScreenCache.forget(db);
await cold('GET largeScreen, first call (computes)', async () => {
  largeScreenCache.forget(db);
  const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/largeScreen`, headers });
  if (res.statusCode !== 200) throw new Error(`largeScreen: ${res.statusCode} ${res.body.slice(0, 200)}`);
});
await time('GET largeScreen, cached', 'largeScreen');
await close();
