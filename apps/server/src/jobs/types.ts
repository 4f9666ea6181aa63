import type { FastifyInstance } from 'fastify';

export type { JobState } from '@bo/contract';

/** Parameters of a catalog message (`{{name}}` placeholders). */
export type MessageParams = Record<string, string | number>;

/** What a handler is given for one run of one job. */
export interface JobContext {
  job: { id: number; type: string; attempts: number; createdBy: number | null };
  /** The parsed JSON payload given to enqueueJob; handlers validate it themselves. */
  payload: unknown;
  /**
   * Reports progress (0-100, clamped) and an optional message (a catalog key or plain text); also
   * renews the lease. Resolves once written.
   */
  progress(percent: number, message?: string, params?: MessageParams): Promise<void>;
  /** Aborted when the worker stops (graceful shutdown) or loses the job's lease. */
  signal: AbortSignal;
  /** The application the worker runs in (database, config). */
  app: FastifyInstance;
}

/** Runs one job; its return value (JSON-serializable) is stored as the job's result. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

export interface JobHandlerOptions {
  /**
   * How many times a job may be started. A worker that crashed mid-run leaves its lease to expire; the
   * job is then started again while attempts remain, otherwise failed as interrupted. Default 3.
   */
  maxAttempts?: number;
  /** An export (a file for its creator): counts against the creator's MAX_ACTIVE_EXPORTS (jobs/exports.ts). */
  export?: boolean;
}

/**
 * A failure whose message a user should read: a catalog key with parameters. Anything else a handler
 * throws is stored as the generic "job failed" message (details go to the log).
 */
export class JobFailure extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.name = 'JobFailure';
  }
}

/**
 * A job that ended, as the jobs table holds it: whoever started it (`created_by`) may be told
 * (modules/notifications). `result` and `message_params` are JSON text.
 */
export interface EndedJob {
  id: number;
  type: string;
  created_by: number | null;
  state: 'done' | 'failed';
  result: string | null;
  message: string;
  message_params: string | null;
}

/** Told of jobs that ended, once each (the run that settled them); never throws. */
export type JobsEnded = (jobs: readonly EndedJob[]) => Promise<void>;
