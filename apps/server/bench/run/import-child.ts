/**
 * Child of `npm run bench`: imports the sheet `SHEET` (written by the runner, template-shaped) into a
 * scratch database, checking every row and then inserting them as the import job does, and prints
 * seconds, rows and peak RSS. SQLite: a scratch DATA_DIR; PostgreSQL: a scratch schema, dropped after.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { JobContext } from '../../src/jobs/types.js';
import { builtModule, childApp, reportResult } from './child-app.js';
import { createImportTargets } from './sheet.js';

// The built server, as `npm start` runs it: the import's sheet-reading thread then loads built code too
// (from sources it would first load tsx, which the server never does).
const { buildApp } = await builtModule<typeof import('../../src/app.js')>('app.js');
const { runImport } = await builtModule<typeof import('../../src/modules/assets/import/run.js')>(
  'modules/assets/import/run.js',
);
const schema = process.env.DATABASE_URL ? `bench_import_${process.pid}` : undefined;
const { app, adminId } = await childApp(process.env.DATA_DIR as string, {
  build: buildApp,
  ...(schema ? { schema } : {}),
});
try {
  await createImportTargets(app.db);
  const context: JobContext = {
    job: { id: 1, type: 'assets.import', attempts: 1, createdBy: adminId },
    payload: { file: process.env.SHEET, adminId, lang: 'zh' },
    progress: async () => {},
    signal: new AbortController().signal,
    app,
  };
  const rssBeforeMb = process.memoryUsage().rss / 1048576;
  const started = performance.now();
  const report = await runImport(context);
  const seconds = (performance.now() - started) / 1000;
  const count = await app.db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  reportResult({
    seconds,
    rows: report.total,
    errors: report.error_count,
    inserted: Number(count.n),
    rssBeforeMb,
  });
} finally {
  if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(app.db);
  await app.close();
}
