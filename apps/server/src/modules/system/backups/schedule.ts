import {
  BACKUP_SCHEDULE_DEFAULT,
  type BackupOutcome,
  type BackupSchedule,
  type BackupScheduleState,
  backupScheduleSchema,
  type Lang,
  translate,
} from '@bo/contract';
import { type Db, takeAdvisoryLock } from '../../../db/database.js';
import { enqueueJob, enqueueUnlessQueued, hasActiveJob } from '../../../jobs/queue.js';
import type { JobContext } from '../../../jobs/types.js';
import { parseJson } from '../../../lib/json.js';
import { nowIso } from '../../../lib/time.js';
import { BACKUP_JOB } from './job.js';

/**
 * The schedule's timer: a queued job due at the next scheduled moment. When it runs it queues a backup
 * (the same job a person starts, so one runs at a time and its progress and failures look the same)
 * and queues the timer again. One timer is queued across every instance (an advisory lock per type).
 */
export const BACKUP_TIMER_JOB = 'backup.schedule';

/** Where the schedule is stored: a row of `settings`, beside the configuration page's own. */
const SETTING_KEY = 'backup_schedule';

/** The saved schedule, or the default (off) when none was saved or it no longer reads as one. */
export async function readSchedule(db: Db): Promise<BackupSchedule> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirst();
  const parsed = row ? backupScheduleSchema.safeParse(parseJson(row.value, null)) : undefined;
  return parsed?.success ? parsed.data : BACKUP_SCHEDULE_DEFAULT;
}

/** 1 Monday … 7 Sunday, as the schedule names weekdays (`getDay` counts Sunday as 0). */
const isoWeekday = (date: Date) => date.getDay() || 7;

/**
 * The first scheduled moment after `now`, in the server's local time (`TZ`), or null when the schedule
 * is off. A day whose clock skips the time (a daylight-saving change) runs at the moment the clock
 * shows instead.
 */
export function nextRunAt(schedule: BackupSchedule, now: Date): Date | null {
  if (schedule.frequency === 'off') return null;
  const [hours = 0, minutes = 0] = schedule.time.split(':').map(Number);
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes);
  if (schedule.frequency === 'weekly')
    at.setDate(at.getDate() + ((schedule.weekday - isoWeekday(now) + 7) % 7));
  if (at <= now) at.setDate(at.getDate() + (schedule.frequency === 'weekly' ? 7 : 1));
  return at;
}

/**
 * Saves the schedule and replaces the queued timer with one due at its next moment (none when off), in
 * one transaction under the timer's lock: a timer that is running meanwhile finds this one queued and
 * does not add a second.
 */
export async function saveSchedule(db: Db, schedule: BackupSchedule): Promise<void> {
  const now = nowIso();
  const next = nextRunAt(schedule, new Date());
  await db.transaction().execute(async (trx) => {
    await takeAdvisoryLock(trx, `jobs.enqueue:${BACKUP_TIMER_JOB}`);
    await trx
      .insertInto('settings')
      .values({ key: SETTING_KEY, value: JSON.stringify(schedule), updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(schedule), updated_at: now }))
      .execute();
    await trx.deleteFrom('jobs').where('type', '=', BACKUP_TIMER_JOB).where('state', '=', 'queued').execute();
    if (next) await enqueueJob(trx, { type: BACKUP_TIMER_JOB, runAt: next });
  });
}

/** Queues the timer for the saved schedule unless one is queued (at start, and after each run). */
export async function queueBackupTimer(db: Db): Promise<void> {
  const next = nextRunAt(await readSchedule(db), new Date());
  if (next) await enqueueUnlessQueued(db, { type: BACKUP_TIMER_JOB, runAt: next });
}

/**
 * The timer's run: a backup of the scheduled kind, which keeps the newest `keep` backups once it is
 * written. Skipped while a backup is already running (a person's, or a scheduled one that overran).
 */
export async function runBackupTimer({ app }: JobContext): Promise<{ job_id: number } | { skipped: string }> {
  try {
    const schedule = await readSchedule(app.db);
    if (schedule.frequency === 'off') return { skipped: 'off' };
    if (await hasActiveJob(app.db, BACKUP_JOB)) return { skipped: 'running' };
    const id = await enqueueJob(app.db, {
      type: BACKUP_JOB,
      payload: { type: schedule.type, keep: schedule.keep },
    });
    return { job_id: id };
  } finally {
    await queueBackupTimer(app.db);
  }
}

/** The latest backup job that ended in `state`, as the page shows it in `lang`. */
async function lastOutcome(db: Db, state: 'done' | 'failed', lang: Lang): Promise<BackupOutcome | null> {
  const job = await db
    .selectFrom('jobs')
    .select(['updated_at', 'message', 'message_params', 'result'])
    .where('type', '=', BACKUP_JOB)
    .where('state', '=', state)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!job) return null;
  const params = parseJson<Record<string, string | number> | null>(job.message_params ?? 'null', null);
  const result = parseJson<{ name?: unknown } | null>(job.result ?? 'null', null);
  return {
    at: job.updated_at,
    name: typeof result?.name === 'string' ? result.name : null,
    message: translate(lang, job.message, params ?? undefined),
  };
}

/** `GET backup/schedule`: the schedule, its next run, and the last backup that succeeded and failed. */
export async function scheduleState(db: Db, lang: Lang): Promise<BackupScheduleState> {
  const schedule = await readSchedule(db);
  const timer = await db
    .selectFrom('jobs')
    .select('run_at')
    .where('type', '=', BACKUP_TIMER_JOB)
    .where('state', '=', 'queued')
    .orderBy('run_at')
    .limit(1)
    .executeTakeFirst();
  const [lastSuccess, lastFailure] = await Promise.all([
    lastOutcome(db, 'done', lang),
    lastOutcome(db, 'failed', lang),
  ]);
  return {
    ...schedule,
    next_run_at: schedule.frequency === 'off' ? null : (timer?.run_at ?? null),
    last_success: lastSuccess,
    last_failure: lastFailure,
  };
}
