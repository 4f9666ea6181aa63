import { parentPort, workerData } from 'node:worker_threads';
import { type ExportSource, openExportReader } from '../lib/export-reader.js';
import { type ExportRun, writerOf } from './export-thread.js';
import type { MessageParams } from './types.js';

/**
 * An export's thread (started by export-thread.ts): opens its own read-only connection, runs the
 * module's export writer and reports its progress and outcome to the server's thread.
 */

export interface ExportThreadData {
  moduleUrl: string;
  name: string;
  job: ExportRun['job'];
  payload: unknown;
  dataDir: string;
  source: ExportSource;
}

/** What the thread posts: progress as it goes, then exactly one outcome. */
export type ThreadReport =
  | { progress: [number, string | undefined, MessageParams | undefined] }
  | { done: { file: string; rows: number } }
  | { failed: { key: string; params: MessageParams } }
  | { error: string };

const data = workerData as ExportThreadData;
const port = parentPort;
if (port) {
  const stopped = new AbortController();
  port.on('message', (message) => {
    if (message === 'stop') stopped.abort();
  });
  const post = (report: ThreadReport) => port.postMessage(report);
  const reader = await openExportReader(data.source);
  try {
    const writer = await writerOf(data.moduleUrl, data.name);
    const done = await writer(
      {
        job: data.job,
        payload: data.payload,
        dataDir: data.dataDir,
        signal: stopped.signal,
        progress: (percent, message, params) => post({ progress: [percent, message, params] }),
      },
      reader.db,
    );
    post({ done });
  } catch (err) {
    // A JobFailure carries a message for the user; the class is this thread's own, so it goes by name.
    const failure = err as { name?: string; messageKey?: string; params?: MessageParams; stack?: string };
    post(
      failure?.name === 'JobFailure' && failure.messageKey
        ? { failed: { key: failure.messageKey, params: failure.params ?? {} } }
        : { error: String(failure?.stack ?? err) },
    );
  } finally {
    await reader.close();
    port.close();
  }
}
