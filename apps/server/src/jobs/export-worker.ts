import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'kysely';
import { dropDbCaches } from '../lib/db-cache.js';
import { type ExportSource, openExportReader } from '../lib/export-reader.js';
import { type ExportRun, writerOf } from './export-thread.js';
import type { MessageParams } from './types.js';

/**
 * An export thread (started by export-threads.ts): runs one export after another, as the server's
 * thread sends them, through one read-only connection of its own opened for the first and kept for the
 * next; reports each export's progress and outcome tagged with its run.
 */

/** One export as the server's thread sends it: the module's writer and the job it writes for. */
export interface ExportThreadJob {
  moduleUrl: string;
  name: string;
  job: ExportRun['job'];
  payload: unknown;
  dataDir: string;
}

/**
 * What the server's thread sends: an export to run (`run` numbers it), a stop of the run numbered
 * `stop`, or `close` (the thread is idle: it closes its connection and ends).
 */
export type ThreadOrder = { run: number; job: ExportThreadJob } | { stop: number } | 'close';

/** What a run reports: progress as it goes, then exactly one outcome. */
export type ThreadReport =
  | { progress: [number, string | undefined, MessageParams | undefined] }
  | { done: { file: string; rows: number } }
  | { failed: { key: string; params: MessageParams } }
  | { error: string };

/** A report as posted: with the run it belongs to, so a late word of one run is never taken for the next. */
export type TaggedReport = ThreadReport & { run: number };

type Reader = Awaited<ReturnType<typeof openExportReader>>;

const source = workerData as ExportSource;
const port = parentPort;
/** The connection, opened by the first export; a failed opening is forgotten so the next one tries again. */
let reader: Promise<Reader> | null = null;
let current: { run: number; stopped: AbortController } | null = null;

function readerNow(): Promise<Reader> {
  if (!reader) {
    const opening = openExportReader(source);
    reader = opening;
    opening.catch(() => {
      if (reader === opening) reader = null;
    });
  }
  return reader;
}

/**
 * The connection, alive: one PostgreSQL closed while the thread waited (a restart) fails its next query.
 * The pool may still hand that dead connection out once more (a query that fails on the server's
 * "terminating connection" message returns it as if it were sound, until the closed socket is read), so
 * the reader is closed and opened afresh rather than asked again.
 */
async function liveReader(): Promise<Reader> {
  const opened = readerNow();
  const open = await opened;
  try {
    await sql`select 1`.execute(open.db);
    return open;
  } catch {
    if (reader === opened) reader = null;
    await open.close().catch(() => undefined);
    return readerNow();
  }
}

async function runExport(run: number, job: ExportThreadJob): Promise<void> {
  const stopped = new AbortController();
  current = { run, stopped };
  const post = (report: ThreadReport) => port?.postMessage({ ...report, run } satisfies TaggedReport);
  try {
    const { db } = await liveReader();
    // A thread that started for this export would remember nothing: neither does this one, so the
    // export reads the data (and the settings, cached with the rest) as they are now, not as the last
    // export saw them.
    dropDbCaches(db);
    const writer = await writerOf(job.moduleUrl, job.name);
    const done = await writer(
      {
        job: job.job,
        payload: job.payload,
        dataDir: job.dataDir,
        signal: stopped.signal,
        progress: (percent, message, params) => post({ progress: [percent, message, params] }),
      },
      db,
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
    current = null;
  }
}

async function close(): Promise<void> {
  const open = reader;
  reader = null;
  await open?.then((r) => r.close()).catch(() => undefined);
  port?.close();
}

port?.on('message', (order: ThreadOrder) => {
  if (order === 'close') void close();
  else if ('stop' in order) {
    if (current?.run === order.stop) current.stopped.abort();
  } else void runExport(order.run, order.job);
});
