/**
 * Child of `npm run bench`, after seeding: brings the dashboard rollups up to date (the seeder rolls
 * up too; this makes sure the server's first minute does not backfill a year during the measurements)
 * and prints how many rows the main tables hold.
 */
import { performance } from 'node:perf_hooks';
import { rollUp } from '../../src/modules/dashboard/rollup.js';
import { childApp, reportResult } from './child-app.js';

const { app } = await childApp(process.env.DATA_DIR as string);
try {
  const started = performance.now();
  const days = await rollUp(app.db);
  const rollupSeconds = (performance.now() - started) / 1000;
  const counts: Record<string, number> = {};
  for (const table of ['goods', 'orders', 'assets', 'members', 'asset_events'] as const) {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  reportResult({ days, rollupSeconds, counts });
} finally {
  await app.close();
}
