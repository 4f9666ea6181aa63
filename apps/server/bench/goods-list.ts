/**
 * Goods list at scale: fills a scratch database with the bench data set's catalogue (`GOODS`
 * goods, default 200 000, over its category tree and brands, a quarter with several SKUs) and times
 * the list, count and detail endpoints in process, plus the XLSX export of every row.
 * Run: `npx tsx --conditions=source apps/server/bench/goods-list.ts` (or with DATABASE_URL set).
 * Prints a table of p50/p99 per query; not a test (no timings are asserted anywhere).
 */
import { performance } from 'node:perf_hooks';
import { JobWorker } from '../src/jobs/worker.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { seedCatalog } from '../src/seeders/bench-data/catalog.js';
import { analyze } from '../src/seeders/bench-data/index.js';
import { progress } from '../src/seeders/demo-kit.js';
import { benchApp } from './support.js';

const GOODS = Number(process.env.GOODS ?? 200_000);
const { app, config, headers, time, close } = await benchApp('goods');
const db = app.db;

console.log(`seeding ${GOODS} goods…`);
const seeded = performance.now();
await seedCatalog(db, GOODS, config.dataDir, progress);
await analyze(db, app.dialect);
console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
const top = await db
  .selectFrom('categories')
  .select('id')
  .where('pid', '=', 0)
  .orderBy('id')
  .limit(1)
  .offset(3)
  .executeTakeFirstOrThrow();
const brand = await db
  .selectFrom('brands')
  .select('id')
  .orderBy('id')
  .limit(1)
  .offset(7)
  .executeTakeFirstOrThrow();
const sample = await db
  .selectFrom('goods')
  .select(['id', 'name'])
  .where('id', '>=', Math.floor(GOODS / 2))
  .orderBy('id')
  .executeTakeFirstOrThrow();
const q = encodeURIComponent;

await time('list, all (default sort)', 'good');
await time('list, on offer tab', 'good?activeIndex=2');
await time('list, in warehouse tab, page 500', 'good?activeIndex=3&page=500');
await time('list, low inventory tab', 'good?activeIndex=4');
await time('list, sold out tab', 'good?activeIndex=5');
await time('list, keyword (one goods)', `good?keyword=${q(sample.name)}`);
await time('list, top category (subtree)', `good?category_id=${top.id}`);
await time('list, brand + sort by price', `good?brand_id=${brand.id}&sort=price`);
await time('list, on offer sorted by -inventory', 'good?activeIndex=2&sort=-inventory');
await time('list, price range', 'good?price_min=5000&price_max=6000');
await time('goodCount', 'goodCount');
await time('goodCount, keyword', `goodCount?keyword=${q('中性笔')}`);
await time('detail', `good/${sample.id}`);

const worker = new JobWorker(app, { pollMs: 50 });
worker.start();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const exportStarted = performance.now();
const started = await app.inject({
  method: 'POST',
  url: `${API_PREFIX}/good/export/all`,
  headers,
  payload: {},
});
const jobId = started.json().message.job_id as number;
for (;;) {
  const job = await db
    .selectFrom('jobs')
    .select(['state', 'result'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  if (job.state === 'done' || job.state === 'failed') {
    console.log(
      `export: ${job.state} ${job.result} in ${((performance.now() - exportStarted) / 1000).toFixed(1)} s, peak RSS ${(peak / 1048576).toFixed(0)} MB (before ${(rssBefore / 1048576).toFixed(0)} MB)`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
clearInterval(sampler);
await worker.stop();
await close();
