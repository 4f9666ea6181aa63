import fsp from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { JobFailure } from '../../../jobs/types.js';
import { heapLimits, moduleThread } from '../../../lib/module-thread.js';
import type { ParseJob, ParseOutcome } from './parse-worker.js';

/**
 * How long one sheet may take to parse (200 000 rows of the template take about 10 s on 2 cores), and
 * how much memory the worker may take (MB).
 */
export const PARSE_TIMEOUT_MS = 60_000;
export const PARSE_MEMORY_MB = 384;

export interface ParseOptions {
  timeoutMs?: number;
  memoryMb?: number;
}

/** The parse thread (parse-worker.ts), its memory bounded. */
function workerOf(job: ParseJob, memoryMb: number) {
  return moduleThread(import.meta.url, './parse-worker', {
    workerData: job,
    resourceLimits: heapLimits(memoryMb, 32),
    stdout: false,
    stderr: false,
  });
}

/** Sheets parsed at once: each takes a core while it runs; more wait their turn. */
const slots = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Parses the sheet `file` in a worker thread into the rows file `out` (see parse-worker.ts) and returns
 * how many rows it holds. A sheet the worker refuses, that takes too long or too much memory fails with
 * a message for the user (JobFailure); the worker is then ended, whatever it was doing.
 */
export async function parseSheet(job: ParseJob, options: ParseOptions = {}): Promise<number> {
  const release = await turn();
  let rows: number | null = null;
  try {
    const worker = workerOf(job, options.memoryMb ?? PARSE_MEMORY_MB);
    const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
    const outcome = await new Promise<ParseOutcome>((resolve, reject) => {
      let failure: JobFailure | null = null;
      const timer = setTimeout(() => {
        failure = new JobFailure('assetImport.tooSlow', { seconds: Math.round(timeoutMs / 1000) });
        void worker.terminate();
      }, timeoutMs);
      worker.once('message', (message: ParseOutcome) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (err: NodeJS.ErrnoException) => {
        // Out of memory, or anything else the file made the reader do: the sheet is refused, never a 500.
        failure = new JobFailure(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'assetImport.tooComplex' : 'assetImport.notXlsx',
        );
      });
      // Settled once the thread is gone, so the next sheet never starts beside it.
      worker.once('exit', () => {
        clearTimeout(timer);
        reject(failure ?? new JobFailure('assetImport.notXlsx'));
      });
    });
    await worker.terminate();
    if (!outcome.ok) throw new JobFailure(outcome.messageKey, outcome.params);
    rows = outcome.rows;
    return rows;
  } finally {
    release();
    // A refused sheet leaves no rows file behind.
    if (rows === null) await fsp.rm(job.out, { force: true });
  }
}
