import type { Worker } from 'node:worker_threads';
import type { ExportThreadJob, TaggedReport, ThreadOrder, ThreadReport } from './export-worker.js';

/**
 * How long an export thread waits for its next export before it ends (ms). Exports come in bursts (an
 * administrator exporting one list after another): a minute keeps the thread, its loaded modules and
 * its connection for the next export of a burst, which then starts at once instead of after loading the
 * server's modules again, and gives back its memory and its database connection soon after the last.
 */
export const EXPORT_THREAD_IDLE_MS = 60_000;

/** How long a thread asked to end may take to close its connection before it is terminated (ms). */
const CLOSE_GRACE_MS = 2_000;

/** How a run ended: the thread's outcome, or null when the thread ended first (crashed, exited, closed). */
export type ExportOutcome = Exclude<ThreadReport, { progress: unknown }> | null;

/** The progress a run reports, in the order reported. */
export type ExportProgress = (...progress: Extract<ThreadReport, { progress: unknown }>['progress']) => void;

interface Run {
  id: number;
  progress: ExportProgress;
  /** Settles the run: with its outcome, or the thread's error (out of memory, an uncaught throw). */
  settle(outcome: ExportOutcome | Error): void;
}

interface Thread {
  worker: Worker;
  /** The run it is on, or null while idle. */
  run: Run | null;
  idleTimer: NodeJS.Timeout | undefined;
  exited: Promise<void>;
}

/**
 * The export threads of one app: an export runs on an idle thread, or on one started for it when every
 * thread is busy. A thread is kept after its export for the next (see {@link EXPORT_THREAD_IDLE_MS}),
 * and replaced when it dies (out of memory, a crash). The app's job worker runs one job at a time, so
 * there is one thread; tests (and an app given several workers) run more at once, and an export never
 * waits behind another for a thread: each has its own heap bound, and one waiting would report no
 * progress while its lease runs.
 */
export class ExportThreads {
  private readonly threads = new Set<Thread>();
  /** The idle threads, the last used last: it is taken first, so threads a burst no longer needs end. */
  private readonly idle: Thread[] = [];
  private nextRun = 1;
  private closed = false;
  /** How many threads were started: what a warm thread saves is a start. */
  started = 0;

  constructor(
    private readonly start: () => Worker,
    private readonly idleMs = EXPORT_THREAD_IDLE_MS,
  ) {}

  /** Threads alive, busy or idle. */
  get size(): number {
    return this.threads.size;
  }

  /**
   * Runs `job` on a thread; `signal` stops it. Resolves with the run's outcome (null when the thread
   * ended first, or the app is closing); rejects with the thread's error.
   */
  run(job: ExportThreadJob, signal: AbortSignal, progress: ExportProgress): Promise<ExportOutcome> {
    if (this.closed) return Promise.resolve(null);
    const thread = this.idle.pop() ?? this.spawn();
    clearTimeout(thread.idleTimer);
    thread.worker.ref();
    const id = this.nextRun++;
    const order = (message: ThreadOrder) => thread.worker.postMessage(message);
    const stop = () => order({ stop: id });
    return new Promise((resolve, reject) => {
      thread.run = {
        id,
        progress,
        settle: (outcome) => {
          signal.removeEventListener('abort', stop);
          thread.run = null;
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      };
      signal.addEventListener('abort', stop);
      order({ run: id, job });
      if (signal.aborted) stop();
    });
  }

  /** Ends every thread: idle ones close their connections, busy ones (their jobs already given up) stop. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.threads];
    for (const thread of threads) {
      if (thread.run) void thread.worker.terminate();
      else this.end(thread);
    }
    await Promise.all(threads.map((thread) => thread.exited));
  }

  private spawn(): Thread {
    const worker = this.start();
    this.started++;
    const thread: Thread = {
      worker,
      run: null,
      idleTimer: undefined,
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
    };
    this.threads.add(thread);
    worker.on('message', (report: TaggedReport) => {
      const run = thread.run;
      if (run?.id !== report.run) return;
      if ('progress' in report) run.progress(...report.progress);
      else {
        run.settle(report);
        this.rest(thread);
      }
    });
    worker.on('error', (err) => {
      this.forget(thread);
      thread.run?.settle(err);
    });
    worker.on('exit', () => {
      this.forget(thread);
      thread.run?.settle(null);
    });
    return thread;
  }

  /** Keeps a thread whose run ended for the next, until it has been idle for the idle time. */
  private rest(thread: Thread): void {
    if (this.closed || !this.threads.has(thread)) return;
    // Idle, it does not keep the process alive (a command that ran an export exits when done).
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => this.end(thread), this.idleMs);
    thread.idleTimer.unref();
    this.idle.push(thread);
  }

  /** Asks an idle thread to close its connection and end; terminates it if it does not soon. */
  private end(thread: Thread): void {
    this.forget(thread);
    // Held again until it has ended: a close awaiting it must not find the process ending first.
    thread.worker.ref();
    thread.worker.postMessage('close' satisfies ThreadOrder);
    const timer = setTimeout(() => void thread.worker.terminate(), CLOSE_GRACE_MS);
    timer.unref();
    void thread.exited.then(() => clearTimeout(timer));
  }

  private forget(thread: Thread): void {
    clearTimeout(thread.idleTimer);
    this.threads.delete(thread);
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
  }
}
