/**
 * Asset import at scale (100 000 rows must work): writes a template-shaped sheet of `ROWS` assets (default
 * 100 000), then runs the dry run and the import the way the job worker does, printing seconds and peak RSS.
 * Run: `npx tsx --conditions=source apps/server/bench/asset-import.ts` (or with DATABASE_URL set).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { JobContext } from '../src/jobs/types.js';
import { runImport, runImportCheck } from '../src/modules/assets/import/run.js';
import { createImportTargets, writeImportSheet } from './run/sheet.js';
import { benchApp } from './support.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const { app, close } = await benchApp('import');
await createImportTargets(app.db);
const admin = await app.db
  .selectFrom('admins')
  .select('id')
  .where('username', '=', 'admin')
  .executeTakeFirstOrThrow();

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 25);

function context(file: string): JobContext {
  return {
    job: { id: 1, type: 'bench', attempts: 1, createdBy: admin.id },
    payload: { file, adminId: admin.id, lang: 'zh' },
    progress: async () => {},
    signal: new AbortController().signal,
    app,
  };
}

async function measure(label: string, run: () => Promise<unknown>) {
  peak = process.memoryUsage().rss;
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s   peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`,
  );
}

const dataDir = app.config.dataDir;
const sheets = [path.join(dataDir, 'a.xlsx'), path.join(dataDir, 'b.xlsx')] as const;
await measure(`write ${ROWS} rows`, async () => {
  await writeImportSheet(sheets[0], ROWS);
  await writeImportSheet(sheets[1], ROWS);
});
await measure('dry run (check every row)', async () => {
  const report = await runImportCheck(context(sheets[0]));
  console.log(`  ${report.total} rows, ${report.error_count} errors`, report.errors.slice(0, 3));
});
if (!process.env.KEEP) await measure('import (check, then insert)', () => runImport(context(sheets[1])));
const count = await app.db
  .selectFrom('assets')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(`assets in the database: ${count.n}`);
clearInterval(sampler);
if (process.env.KEEP) console.log(dataDir);
else await close();
