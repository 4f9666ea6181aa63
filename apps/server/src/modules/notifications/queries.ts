import type { Lang, NotificationPage, notificationListQuerySchema } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { sortOf } from '../../lib/list.js';
import { present, unreadCount } from './store.js';

type ListQuery = z.output<typeof notificationListQuerySchema>;

/**
 * `GET notification`: one page of the caller's notifications, newest first, with the unread count. Each
 * admin keeps a bounded number (retention), so the total is counted exactly and never cached: a
 * notification made by a job or another instance shows at once.
 */
export async function listNotifications(
  db: Db,
  adminId: number,
  query: ListQuery,
  lang: Lang,
): Promise<NotificationPage> {
  // Newest first by default; the order of making is the only order (ids grow with time).
  const { direction } = sortOf(query.sort, { id: 'id', created_at: 'id' });
  let filtered = db.selectFrom('notifications').where('admin_id', '=', adminId);
  if (query.tab === 'unread') filtered = filtered.where('read', '=', 0);
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  const [rows, total, unread] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('id', direction)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    filtered
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    unreadCount(db, adminId),
  ]);
  return {
    data: rows.map((row) => present(row, lang)),
    total,
    per_page: query.limit,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    unread,
  };
}
