import type { FastifyInstance } from 'fastify';
import { enqueueUnlessQueued } from '../../jobs/queue.js';
import { registerJobHandler } from '../../jobs/registry.js';
import type { JobContext } from '../../jobs/types.js';
import { isoIn } from '../../lib/time.js';
import { localDay } from '../dashboard/index.js';
import { notifyOverdue } from './overdue.js';
import { pruneNotifications } from './store.js';

/** The daily check: overdue returns, and retention. One is queued across every instance. */
export const NOTIFICATIONS_DAILY_JOB = 'notifications.daily';
/** Notifications older than this are deleted by the daily check. */
export const KEEP_DAYS = 90;
/** And beyond this many per admin, the oldest. */
export const KEEP_PER_ADMIN = 1_000;
/** The local hour the check runs at: after midnight, so "overdue" counts whole days. */
const RUN_HOUR = 1;

/** The next run: today at {@link RUN_HOUR} local time if that is still ahead, else tomorrow. */
export function nextDailyRun(now: Date): Date {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), RUN_HOUR);
  if (at <= now) at.setDate(at.getDate() + 1);
  return at;
}

/** Queues the next check unless one is queued (each instance asks at start; an advisory lock keeps one). */
export async function queueDailyCheck(app: FastifyInstance, now = new Date()): Promise<void> {
  await enqueueUnlessQueued(app.db, { type: NOTIFICATIONS_DAILY_JOB, runAt: nextDailyRun(now) });
}

/** One run of the check; the next is queued whatever happens to this one. */
export async function runDailyCheck({ app }: JobContext): Promise<{ overdue: number; pruned: number }> {
  try {
    const overdue = await notifyOverdue(app, localDay(new Date()));
    const pruned = await pruneNotifications(app.db, isoIn(-KEEP_DAYS * 24 * 60 * 60 * 1000), KEEP_PER_ADMIN);
    return { overdue, pruned };
  } finally {
    await queueDailyCheck(app);
  }
}

export function registerNotificationJobs(app: FastifyInstance): void {
  // A check that failed is not retried: the next one comes the next day and finds what this one missed.
  registerJobHandler(NOTIFICATIONS_DAILY_JOB, runDailyCheck, { maxAttempts: 1 });
  app.addHook('onReady', () => queueDailyCheck(app));
}
