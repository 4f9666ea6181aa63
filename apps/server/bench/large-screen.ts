/**
 * The large screen at scale (issue 7): fills a scratch database with `ASSETS` assets (default 500 000)
 * over 50 units in 16 areas and every class, `FORMS` completed and open asset forms over a year
 * (default 20 000), `ORDERS` orders with payments (default 1 000 000), 100 000 members, and a year of
 * daily rollups; then times a cold computation of `GET largeScreen` (and each asset figure alone), and
 * the cached call the wall displays make. Prints timings only; nothing is asserted.
 * Run: `npx tsx --conditions=source apps/server/bench/large-screen.ts` (or with DATABASE_URL set).
 */

import { performance } from 'node:perf_hooks';
import { AREAS } from '@bo/contract';
import { sql } from 'kysely';
import { addDays, localDay } from '../src/modules/dashboard/days.js';
import { assetGroups, monthly } from '../src/modules/large-screen/assets.js';
import { computeLargeScreen, largeScreenCache } from '../src/modules/large-screen/service.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { seedAssets } from './seed/assets.js';
import { seedGoods, seedMembers, seedOrders } from './seed/shop.js';
import { benchApp, timeStep } from './support.js';

const ASSETS = Number(process.env.ASSETS ?? 500_000);
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const FORMS = Number(process.env.FORMS ?? 20_000);
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const GOODS = 5000;
const COLD_RUNS = 5;
const { app, config, headers, analyze, time, close } = await benchApp('large-screen');
const db = app.db;

/** Each unit in one of the areas; its assets follow it (as registering and allocating keep them). */
async function spreadOverAreas(orgIds: number[]) {
  for (const [i, id] of orgIds.entries()) {
    const area = AREAS[i % AREAS.length]?.id ?? null;
    await db.updateTable('organizations').set({ area_id: area }).where('id', '=', id).execute();
    await db.updateTable('assets').set({ area_id: area }).where('organization_id', '=', id).execute();
  }
}

/** `count` forms over the last year: join, out and rental; most completed, a few still open. */
async function seedForms(orgIds: number[], count: number) {
  const kinds = ['join', 'out', 'rental'];
  const yearAgo = Date.now() - 365 * 86_400_000;
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
      const i = from + k;
      const at = new Date(yearAgo + (i / count) * 365 * 86_400_000).toISOString();
      const completed = i % 10 !== 0;
      return {
        kind: kinds[i % 3] as string,
        number: `B${String(i).padStart(10, '0')}`,
        status: completed ? 'completed' : 'submitted',
        reason: 'bench',
        organization_id: orgIds[i % orgIds.length] as number,
        area_id: null,
        department_id: null,
        target_organization_id: null,
        target_department_id: null,
        storage_location_id: null,
        due_date: null,
        lessee: null,
        contract_no: null,
        start_date: null,
        end_date: null,
        rent: null,
        cycle: null,
        grant_id: null,
        line_count: 1 + (i % 5),
        total_value: 100000,
        created_by: 1,
        created_by_name: 'admin',
        submitted_at: at,
        approved_by_name: completed ? 'admin' : null,
        approved_at: completed ? at : null,
        opinion: '',
        completed_at: completed ? at : null,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('asset_forms').values(rows).execute();
  }
}

/** A year of daily rollups of every metric the screens read. */
async function seedRollups() {
  const today = localDay(new Date());
  for (const metric of ['users', 'orders', 'revenue', 'expenses', 'visits']) {
    const rows = Array.from({ length: 365 }, (_, i) => ({
      day: addDays(today, -365 + i),
      metric,
      value: 1000 + ((i * 37) % 500),
    }));
    await db.insertInto('stat_days').values(rows).execute();
  }
}

await timeStep(`seed ${GOODS} goods, ${MEMBERS} members`, async () => {
  await seedGoods(db, GOODS);
  await seedMembers(db, MEMBERS);
});
await timeStep(`seed ${ORDERS} orders`, () => seedOrders(db, ORDERS, GOODS));
const orgIds: number[] = [];
await timeStep(`seed ${ASSETS} assets in ${AREAS.length} areas`, async () => {
  orgIds.push(...(await seedAssets(db, ASSETS)));
  await spreadOverAreas(orgIds);
});
await timeStep(`seed ${FORMS} forms, a year of rollups`, async () => {
  await seedForms(orgIds, FORMS);
  await seedRollups();
});
await analyze();
// PostgreSQL as autovacuum would leave it: planner statistics, and the visibility map that lets the
// grouped read be an index-only scan.
if (config.databaseUrl) await sql`vacuum analyze`.execute(db);

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
