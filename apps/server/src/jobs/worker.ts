import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { isDiskFull } from '../http/outages.js';
import { dropDbCaches } from '../lib/db-cache.js';
import { isoIn } from '../lib/time.js';
import { claimNextJob, type JobRow, pruneFinishedJobs, renewLease, settleJob } from './queue.js';
import { jobHandler, registeredJobTypes } from './registry.js';
import { type EndedJob, type JobContext, JobFailure, type MessageParams } from './types.js';

export interface JobWorkerOptions {
  /** Pause between polls when nothing is due (ms). */
  pollMs?: number;
  /** Lease length (ms); renewed at a third of it while the job runs and on every progress report. */
  leaseMs?: number;
  /** How long stop() waits for a running job before handing it back to the queue (ms). */
  stopTimeoutMs?: number;
  /** Unique per worker; defaults to host, pid and a random part. */
  id?: string;
  /** Finished jobs are deleted this long after they ended (ms); default 30 days. */
  keepFinishedMs?: number;
}

/** How often a worker deletes old finished jobs. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Polls the jobs table and runs due jobs one at a time. Several workers (server instances) may share one
 * database: claims are atomic (see claimNextJob), and a worker that dies leaves a lease that expires.
 */
export class JobWorker {
  readonly id: string;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly stopTimeoutMs: number;
  private readonly keepFinishedMs: number;
  private lastPrune = 0;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private stopped = true;
  private current: { job: JobRow; controller: AbortController } | null = null;

  constructor(
    private readonly app: FastifyInstance,
    options: JobWorkerOptions = {},
  ) {
    this.id = options.id ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 5000;
    this.keepFinishedMs = options.keepFinishedMs ?? 30 * 24 * 60 * 60 * 1000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling; waits for the running job, and hands it back to the queue if it does not finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const loop = this.loop;
    if (!loop) return;
    let timeout: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      loop.then(() => true),
      new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => resolve(false), this.stopTimeoutMs);
      }),
    ]);
    clearTimeout(timeout);
    const running = this.current;
    if (!finished && running) {
      running.controller.abort();
      await settleJob(this.app.db, running.job.id, this.id, { state: 'queued' }).catch((err: unknown) =>
        this.app.log.error({ err, job: running.job.id }, 'could not hand the job back to the queue'),
      );
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.loop = this.tick().finally(() => {
        this.loop = null;
      });
    }, delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let delay = this.pollMs;
    try {
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await pruneFinishedJobs(this.app.db, isoIn(-this.keepFinishedMs));
      }
      if (await this.runOnce()) delay = 0;
    } catch (err) {
      this.app.log.error({ err }, 'job worker poll failed');
    }
    this.schedule(delay);
  }

  /** Claims and runs one due job; returns whether there was one. */
  async runOnce(): Promise<boolean> {
    const job = await claimNextJob(this.app.db, this.id, this.leaseMs, registeredJobTypes(), this.ended);
    if (!job) return false;
    await this.run(job);
    return true;
  }

  /** Tells whoever started them that jobs ended (modules/notifications); a failure to is only logged. */
  private readonly ended = async (jobs: readonly EndedJob[]): Promise<void> => {
    await this.app.notifications
      .jobsEnded(jobs)
      .catch((err: unknown) => this.app.log.warn({ err }, 'could not notify that jobs ended'));
  };

  /** Ends the run failed, counts it (`bo_job_failures_total`) and tells its starter. */
  private async fail(job: JobRow, why: { message: string; params?: MessageParams }): Promise<void> {
    this.app.metrics.jobFailed(job.type);
    if (await settleJob(this.app.db, job.id, this.id, { state: 'failed', ...why }))
      await this.ended([
        {
          ...job,
          state: 'failed',
          message: why.message,
          message_params: why.params ? JSON.stringify(why.params) : null,
        },
      ]);
  }

  private async run(job: JobRow): Promise<void> {
    const db = this.app.db;
    const registered = jobHandler(job.type);
    if (!registered) {
      await this.fail(job, { message: 'jobs.unknownType' });
      return;
    }
    const controller = new AbortController();
    this.current = { job, controller };
    const renew = async (update: { progress?: number; message?: string; params?: MessageParams } = {}) => {
      const owned = await renewLease(db, job.id, this.id, this.leaseMs, update);
      if (!owned) controller.abort();
    };
    const heartbeat = setInterval(
      () => {
        renew().catch((err: unknown) => this.app.log.warn({ err, job: job.id }, 'job lease renewal failed'));
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    heartbeat.unref();
    const context: JobContext = {
      job: { id: job.id, type: job.type, attempts: job.attempts, createdBy: job.created_by },
      payload: parseJson(job.payload),
      progress: (percent, message, params) =>
        renew({ progress: Math.max(0, Math.min(100, Math.round(percent))), message, params }),
      signal: controller.signal,
      app: this.app,
    };
    try {
      const result = await registered.handler(context);
      // Aborted by stop() (which hands the job back to the queue) or by a lost lease: not this run's to settle.
      if (controller.signal.aborted) return;
      if (await settleJob(db, job.id, this.id, { state: 'done', result }))
        await this.ended([{ ...job, state: 'done', result: JSON.stringify(result ?? null) }]);
    } catch (err) {
      if (controller.signal.aborted) return;
      if (err instanceof JobFailure) {
        await this.fail(job, { message: err.messageKey, params: err.params });
      } else {
        this.app.log.error({ err, job: job.id, type: job.type }, 'job failed');
        await this.fail(job, { message: isDiskFull(err) ? 'errors.diskFull' : 'jobs.failed' });
      }
    } finally {
      clearInterval(heartbeat);
      this.current = null;
      // A job writes beside the requests (an import adds assets): lists count afresh, on every instance.
      dropDbCaches(db);
      await this.app.changes.announce();
    }
  }
}

/**
 * Gives `app` a job worker that starts once the app is ready and stops when it closes (graceful
 * shutdown). Call before `app.ready()`. The worker stops claiming jobs as closing begins, and its
 * running job finishes (or goes back to the queue) while the server responds to its last requests: the
 * port closes at once instead of after the job. The database closes after both.
 */
export function attachJobWorker(app: FastifyInstance, options: JobWorkerOptions = {}): JobWorker {
  const worker = new JobWorker(app, options);
  let stopping: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => {
    stopping = worker.stop();
  });
  // onClose hooks run last-added first: this one before those closing the database and the notices.
  app.addHook('onClose', async () => stopping);
  return worker;
}
