import type { ExpressionBuilder, Selectable } from 'kysely';
import { type Db, takeAdvisoryLock } from '../db/database.js';
import type { Database, JobsTable } from '../db/schema.js';
import { isoIn, nowIso } from '../lib/time.js';
import { jobHandler } from './registry.js';
import type { JobsEnded, MessageParams } from './types.js';

export type JobRow = Selectable<JobsTable>;

export interface EnqueueOptions {
  type: string;
  payload?: unknown;
  /** When the job becomes due (timed jobs); now by default. */
  runAt?: Date | string;
  createdBy?: number | null;
  /** Defaults to the handler's option, else 3. */
  maxAttempts?: number;
}

/**
 * Adds a job unless one of its type is already queued (due by `dueBy`, when given); returns whether it
 * added one. Callers on several instances (each queues its recurring jobs when it starts) wait on an advisory
 * lock per type, so one job is added.
 */
export function enqueueUnlessQueued(db: Db, options: EnqueueOptions, dueBy?: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await takeAdvisoryLock(trx, `jobs.enqueue:${options.type}`);
    let waiting = trx
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', options.type)
      .where('state', '=', 'queued');
    if (dueBy) waiting = waiting.where('run_at', '<=', dueBy);
    if (await waiting.executeTakeFirst()) return false;
    await enqueueJob(trx, options);
    return true;
  });
}

/** Adds a job to the queue; returns its id. */
export async function enqueueJob(db: Db, options: EnqueueOptions): Promise<number> {
  const now = nowIso();
  const runAt = options.runAt === undefined ? now : new Date(options.runAt).toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      type: options.type,
      payload: JSON.stringify(options.payload ?? {}),
      state: 'queued',
      run_at: runAt,
      max_attempts: options.maxAttempts ?? jobHandler(options.type)?.maxAttempts ?? 3,
      created_by: options.createdBy ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a job of this type is waiting or running (a lease not yet expired counts as running). */
export async function hasActiveJob(db: Db, type: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', type)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Due to be claimed: queued and due, or running under an expired lease with attempts left. */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
      eb.and([
        eb('state', '=', 'running'),
        eb('locked_until', '<', now),
        eb('attempts', '<', eb.ref('max_attempts')),
      ]),
    ]);
}

/**
 * Fails the jobs whose worker died (lease expired while running) and that have no attempt left, so no
 * job stays "running" forever; `ended` is told of them.
 */
export async function failAbandonedJobs(db: Db, now = nowIso(), ended?: JobsEnded): Promise<number> {
  const failed = await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      message: 'jobs.interrupted',
      message_params: null,
      locked_by: null,
      locked_until: null,
      updated_at: now,
    })
    .where('state', '=', 'running')
    .where('locked_until', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .returning(['id', 'type', 'created_by', 'result'])
    .execute();
  if (failed.length && ended)
    await ended(
      failed.map((job) => ({ ...job, state: 'failed', message: 'jobs.interrupted', message_params: null })),
    );
  return failed.length;
}

/**
 * Claims one due job of the given types for `workerId` and returns it, or null. The claim is a
 * conditional UPDATE on the candidate's id that re-checks the claimable condition, so of two workers
 * (two server instances on one PostgreSQL) exactly one gets a row back; the loser tries the next one.
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  leaseMs: number,
  types: readonly string[],
  ended?: JobsEnded,
): Promise<JobRow | null> {
  if (!types.length) return null;
  const now = nowIso();
  await failAbandonedJobs(db, now, ended);
  const candidates = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', 'in', [...types])
    .where(claimable(now))
    .orderBy('run_at')
    .orderBy('id')
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const claimed = await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        locked_by: workerId,
        locked_until: isoIn(leaseMs),
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .where(claimable(now))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return (await findJob(db, id)) ?? null;
  }
  return null;
}

export interface ProgressUpdate {
  progress?: number;
  message?: string;
  params?: MessageParams;
}

/** Renews the lease (and records progress); returns false when this worker no longer holds the job. */
export async function renewLease(
  db: Db,
  id: number,
  workerId: string,
  leaseMs: number,
  update: ProgressUpdate = {},
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      locked_until: isoIn(leaseMs),
      updated_at: nowIso(),
      ...(update.progress === undefined ? {} : { progress: update.progress }),
      ...(update.message === undefined
        ? {}
        : { message: update.message, message_params: update.params ? JSON.stringify(update.params) : null }),
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a run held by `workerId`: done with a result, failed with a message, or back to the queue. */
export async function settleJob(
  db: Db,
  id: number,
  workerId: string,
  outcome:
    | { state: 'done'; result: unknown }
    | { state: 'failed'; message: string; params?: MessageParams }
    | { state: 'queued' },
): Promise<boolean> {
  const now = nowIso();
  const base = { locked_by: null, locked_until: null, updated_at: now };
  const query = db
    .updateTable('jobs')
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running');
  const result =
    outcome.state === 'done'
      ? await query
          .set({ ...base, state: 'done', progress: 100, result: JSON.stringify(outcome.result ?? null) })
          .executeTakeFirst()
      : outcome.state === 'failed'
        ? await query
            .set({
              ...base,
              state: 'failed',
              message: outcome.message,
              message_params: outcome.params ? JSON.stringify(outcome.params) : null,
            })
            .executeTakeFirst()
        : // A clean stop (shutdown) does not use up an attempt.
          await query
            .set((eb) => ({ ...base, state: 'queued', run_at: now, attempts: eb('attempts', '-', 1) }))
            .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes finished (done or failed) jobs last changed before `before`; returns how many. */
export async function pruneFinishedJobs(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
