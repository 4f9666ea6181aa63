/**
 * Child of `npm run bench`: runs the built goods export job over every goods row of the bench database
 * (the job the worker runs for `POST good/export/all`), then prints seconds, rows and peak RSS.
 * Run by the runner with DATA_DIR (and DATABASE_URL) set, while no server is running on it.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { JobContext } from '../../src/jobs/types.js';
import { builtModule, childApp, reportResult } from './child-app.js';

// The built server, as `npm start` runs it: the export's thread then loads built code as well.
const { buildApp } = await builtModule<typeof import('../../src/app.js')>('app.js');
const { runExportJob } = await builtModule<typeof import('../../src/modules/catalog/goods/export.js')>(
  'modules/catalog/goods/export.js',
);
const dataDir = process.env.DATA_DIR as string;
const { app, adminId } = await childApp(dataDir, { build: buildApp });
const jobId = 900_000_000 + (process.pid % 1_000_000);
const context: JobContext = {
  job: { id: jobId, type: 'goods.export', attempts: 1, createdBy: adminId },
  payload: { filter: {}, lang: 'zh' },
  progress: async () => {},
  signal: new AbortController().signal,
  app,
};
const rssBeforeMb = process.memoryUsage().rss / 1048576;
const started = performance.now();
const { file, rows } = await runExportJob(context);
const seconds = (performance.now() - started) / 1000;
const path = `${dataDir}/exports/goods-${jobId}.xlsx`;
const bytes = fs.existsSync(path) ? fs.statSync(path).size : 0;
fs.rmSync(path, { force: true });
await app.close();
reportResult({ seconds, rows, file, bytes, rssBeforeMb });
