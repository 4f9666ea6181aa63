import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database.js';
import { type JobContext, JobFailure, type MessageParams } from './types.js';

/** What an export is given: its job, where files go, and how to report progress and see a stop. */
export interface ExportRun {
  job: JobContext['job'];
  payload: unknown;
  dataDir: string;
  signal: AbortSignal;
  progress(percent: number, message?: string, params?: MessageParams): void;
}

/** The job handler of an export: what the export wrote. */
type ExportJobHandler = (context: JobContext) => Promise<{ file: string; rows: number }>;

/** Writes an export's file from `db` (its own read-only connection) and returns its download name. */
export type ExportWriter = (run: ExportRun, db: Db) => Promise<{ file: string; rows: number }>;

/** The export writer `name` of the module at `moduleUrl`. */
export async function writerOf(moduleUrl: string, name: string): Promise<ExportWriter> {
  const writer = ((await import(moduleUrl)) as Record<string, unknown>)[name];
  if (typeof writer !== 'function') throw new Error(`${fileURLToPath(moduleUrl)} exports no ${name}`);
  return writer as ExportWriter;
}

/**
 * A job handler that runs the export `name` of the module at `moduleUrl` on a thread of the app's export
 * threads (plugins/export-threads.ts), with its own connection and a bounded heap: building and
 * compressing a sheet of hundreds of thousands of rows takes seconds of CPU, which on the server's thread
 * every request would wait behind. Progress goes to the job as the thread reports it; a stop of the job
 * worker stops the export. On SQLite in memory (tests) no other connection can read the data: the export
 * then runs on the server's thread.
 */
export function exportInThread(moduleUrl: string, name: string): ExportJobHandler {
  return async (context) => {
    const { job, payload, app } = context;
    // Progress is written in the order reported, and the job settles after the last of it. A lost lease
    // aborts the job's signal, which stops the export; a write that fails is not the export's failure
    // (the job worker's heartbeat renews the lease the same way and only logs such a failure).
    let written = Promise.resolve();
    const progress: ExportRun['progress'] = (percent, text, params) => {
      written = written.then(() => context.progress(percent, text, params)).catch(() => undefined);
    };
    const dataDir = app.config.dataDir;
    if (!app.exportThreads) {
      const run = { job, payload, dataDir, signal: context.signal, progress };
      const done = await (await writerOf(moduleUrl, name))(run, app.db);
      await written;
      return done;
    }
    const report = await app.exportThreads
      .run({ moduleUrl, name, job, payload, dataDir }, context.signal, progress)
      .catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new JobFailure('jobs.exportTooLarge') : err;
      })
      .finally(() => written);
    if (!report) throw new JobFailure('jobs.interrupted');
    if ('failed' in report) throw new JobFailure(report.failed.key, report.failed.params);
    if ('error' in report) throw new Error(report.error);
    return report.done;
  };
}
