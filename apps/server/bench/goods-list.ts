/**
 * Goods list at scale (issue 4): fills a scratch SQLite database with `GOODS` goods (default 200 000)
 * and times the list, count and detail endpoints in process, plus the XLSX export of every row.
 * Run: `npx tsx --conditions=source apps/server/bench/goods-list.ts` (or with DATABASE_URL set).
 * Prints a table of p50/p99 per query; not a test (no timings are asserted anywhere).
 */
import { performance } from 'node:perf_hooks';
import { JobWorker } from '../src/jobs/worker.js';
import { nowIso } from '../src/lib/time.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { benchApp } from './support.js';

const GOODS = Number(process.env.GOODS ?? 200_000);
const { app, headers, analyze, time, close } = await benchApp('goods');
const db = app.db;
const now = nowIso();
const stamps = { created_at: now, updated_at: now };

console.log(`seeding ${GOODS} goods…`);
const seeded = performance.now();
const brands = await db
  .insertInto('brands')
  .values(Array.from({ length: 50 }, (_, i) => ({ name: `Brand ${i}`, logo: '', ...stamps })))
  .returning('id')
  .execute();
const tops = [];
for (let i = 0; i < 10; i++) {
  tops.push(
    await db
      .insertInto('categories')
      .values({ name: `Top ${i}`, pid: 0, level: 1, icon: '', visible: 1, recommend: 0, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}
const leaves: number[] = [];
for (const top of tops) {
  for (let j = 0; j < 10; j++) {
    const leaf = await db
      .insertInto('categories')
      .values({
        name: `Leaf ${top.id}-${j}`,
        pid: top.id,
        level: 2,
        icon: '',
        visible: 1,
        recommend: 0,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    leaves.push(leaf.id);
  }
}
const words = ['mug', 'phone', 'lamp', 'chair', 'desk', 'pen', 'book', 'bag', 'shoe', 'coat'];
const CHUNK = 500;
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < GOODS; start += CHUNK) {
    const rows = [];
    const skus = [];
    for (let i = start; i < Math.min(GOODS, start + CHUNK); i++) {
      const price = 100 + ((i * 7919) % 100_000);
      const inventory = (i * 31) % 200;
      const created = new Date(Date.now() - (GOODS - i) * 60_000).toISOString();
      rows.push({
        type: i % 4,
        name: `${words[i % 10]} ${i} ${words[(i * 3) % 10]}`,
        number: `SKU-${i}`,
        category_id: leaves[i % leaves.length] ?? 1,
        brand_id: brands[i % brands.length]?.id ?? null,
        freight_id: null,
        price,
        price_min: price,
        price_max: price + (i % 3) * 100,
        market_price: price * 2,
        cost_price: Math.floor(price / 2),
        inventory,
        images: '[]',
        master_image: '/uploads/bench.png',
        video: '',
        poster: '',
        keywords: '',
        short_description: '',
        details: '',
        parameters: '[]',
        has_spec: 0,
        is_show: i % 3 === 0 ? 0 : 1,
        timing: null,
        is_inventory: 0,
        is_recommend: 0,
        is_new: 0,
        is_hot: 0,
        deleted_at: i % 50 === 0 ? now : null,
        created_at: created,
        updated_at: created,
      });
    }
    const ids = await trx.insertInto('goods').values(rows).returning('id').execute();
    for (const [k, { id }] of ids.entries()) {
      const row = rows[k];
      if (!row) continue;
      skus.push({
        goods_id: id,
        spec: '[]',
        price: row.price,
        market_price: row.market_price,
        cost_price: row.cost_price,
        inventory: row.inventory,
        image: '',
        virtual_code: '',
        code_type: null,
        is_fixed: 0,
        file: '',
        created_at: now,
        updated_at: now,
      });
    }
    await trx.insertInto('goods_skus').values(skus).execute();
  }
});
await analyze();
console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

await time('list, all (default sort)', 'good');
await time('list, on offer tab', 'good?activeIndex=2');
await time('list, in warehouse tab, page 500', 'good?activeIndex=3&page=500');
await time('list, low inventory tab', 'good?activeIndex=4');
await time('list, sold out tab', 'good?activeIndex=5');
await time('list, keyword', 'good?keyword=lamp%2012');
await time('list, top category (subtree)', `good?category_id=${tops[3]?.id}`);
await time('list, brand + sort by price', `good?brand_id=${brands[7]?.id}&sort=price`);
await time('list, on offer sorted by -inventory', 'good?activeIndex=2&sort=-inventory');
await time('list, price range', 'good?price_min=5000&price_max=6000');
await time('goodCount', 'goodCount');
await time('goodCount, keyword', 'goodCount?keyword=mug');
await time('detail', 'good/1002');

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
