import type { Trx } from '../../db/database.js';
import { found } from '../../lib/records.js';
import type { ResourceRules, Values } from '../../lib/resource-routes.js';
import { nowIso } from '../../lib/time.js';

/** A published notice keeps its publish time unless a new one is given; a draft has none. */
function publishTime(values: Values, previous: string | null = null): string | null {
  if (values.state !== 'published') return null;
  if (typeof values.published_at === 'string') return new Date(values.published_at).toISOString();
  return previous ?? nowIso();
}

async function authorName(trx: Trx, adminId: number): Promise<string> {
  const admin = await trx
    .selectFrom('admins')
    .select(['nickname', 'username'])
    .where('id', '=', adminId)
    .executeTakeFirst();
  return (admin?.nickname || admin?.username || '').slice(0, 64);
}

/**
 * Notices: an empty author is the one kept, else the signed-in administrator's name; the publish time is
 * set when publishing (now, or the one given), kept by later edits, and none for a draft.
 */
export const noticeRules: ResourceRules = {
  async beforeSave(trx, values, id, by) {
    const current =
      id === null
        ? null
        : found(
            await trx
              .selectFrom('notices')
              .select(['published_at', 'author'])
              .where('id', '=', id)
              .executeTakeFirst(),
          );
    const author = values.author || current?.author || (await authorName(trx, by.adminId));
    return { ...values, author, published_at: publishTime(values, current?.published_at) };
  },
};
