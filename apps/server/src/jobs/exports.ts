import { ErrorCode, MAX_ACTIVE_EXPORTS } from '@bo/contract';
import { type Db, takeAdvisoryLock } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { type EnqueueOptions, enqueueJob, failAbandonedJobs } from './queue.js';
import { exportJobTypes } from './registry.js';

/**
 * Queues an export for an administrator, unless it already has {@link MAX_ACTIVE_EXPORTS} exports queued
 * or running (of any kind): then 42900, as for any client asking more than its share at once, to retry
 * when one has finished. The count and the insert hold an advisory lock per administrator (across instances
 * on PostgreSQL), so requests sent at once cannot all slip under the limit.
 */
export function enqueueExportJob(db: Db, options: EnqueueOptions & { createdBy: number }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await takeAdvisoryLock(trx, `jobs.exports:${options.createdBy}`);
    // A run whose worker died counts until it is failed; fail those first, as a worker's poll would.
    await failAbandonedJobs(trx);
    const active = await trx
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_by', '=', options.createdBy)
      .where('type', 'in', [...new Set([...exportJobTypes(), options.type])])
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= MAX_ACTIVE_EXPORTS) {
      throw new AppError(ErrorCode.TooManyRequests, 'jobs.tooManyExports', { count: MAX_ACTIVE_EXPORTS });
    }
    return enqueueJob(trx, options);
  });
}
