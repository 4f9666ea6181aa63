import { GOOD_SHOW } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { enqueueUnlessQueued } from '../../../jobs/queue.js';
import type { JobContext } from '../../../jobs/types.js';
import { nowIso } from '../../../lib/time.js';

/** The job type of timed shelving; one is queued for each shelf time chosen. */
export const SHELVE_JOB = 'goods.shelve';

/**
 * Puts every timed goods whose time has come on sale. Each run sweeps all due goods, so a job that
 * was missed, retried or run late still leaves nothing behind, and a second run changes nothing.
 */
export async function shelveDueGoods(db: Db, now = nowIso()): Promise<number> {
  const result = await db
    .updateTable('goods')
    .set((eb) => ({ is_show: GOOD_SHOW.sale, updated_at: now, version: eb('version', '+', 1) }))
    .where('is_show', '=', GOOD_SHOW.timed)
    .where('timing', '<=', now)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function runShelveJob({ app }: JobContext): Promise<{ count: number }> {
  return { count: await shelveDueGoods(app.db) };
}

/**
 * After a restart: queues one sweep when timed goods are already due (their jobs may have been
 * lost with a restored backup, or failed) and none is waiting.
 */
export async function queueOverdueShelving(db: Db): Promise<void> {
  const now = nowIso();
  const due = await db
    .selectFrom('goods')
    .select('id')
    .where('is_show', '=', GOOD_SHOW.timed)
    .where('timing', '<=', now)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!due) return;
  await enqueueUnlessQueued(db, { type: SHELVE_JOB }, now);
}
