import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ExportThreads } from '../jobs/export-threads.js';
import { exportSource } from '../lib/export-reader.js';
import { heapLimits, moduleThread } from '../lib/module-thread.js';

/**
 * The heap an export thread may take (MB). An export streams its rows (lib/xlsx-writer.ts), so its
 * memory does not grow with them; the bound makes a mistake fail the one job, not the server.
 */
export const EXPORT_HEAP_MB = 96;
const EXPORT_YOUNG_MB = 16;

/**
 * `app.exportThreads`: the threads exports run on (jobs/export-threads.ts), each reading the app's
 * database through a read-only connection of its own; null when no other connection can read it (SQLite
 * in memory, in tests), and exports then run on the server's thread. They end when the app closes.
 */
export const exportThreadsPlugin = fp(async (app: FastifyInstance) => {
  const source = exportSource(app.db, app.config);
  const threads = source
    ? new ExportThreads(() =>
        moduleThread(import.meta.url, '../jobs/export-worker', {
          workerData: source,
          resourceLimits: heapLimits(EXPORT_HEAP_MB, EXPORT_YOUNG_MB),
        }),
      )
    : null;
  app.decorate('exportThreads', threads);
  // After the job worker (attached later, closed earlier) finished its export or handed it back.
  app.addHook('onClose', async () => threads?.close());
});
