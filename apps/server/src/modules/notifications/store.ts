import {
  interpolate,
  type Lang,
  type NotificationKind,
  type NotificationRow,
  type NotificationTarget,
  translate,
} from '@bo/contract';
import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';
import { localizedParams } from '../../http/localized-params.js';
import { parseJson } from '../../lib/json.js';
import { uiText } from '../../lib/list-export.js';
import { nowIso } from '../../lib/time.js';

export type MessageParams = Record<string, string | number>;

/** A notification to make for one administrator. */
export interface NewNotification {
  adminId: number;
  kind: NotificationKind;
  message: string;
  params?: MessageParams;
  target: NotificationTarget;
}

type Stored = Selectable<NotificationsTable>;

/** A key of the core catalog, else of the web's (page titles): with its parameters filled in. */
function text(lang: Lang, key: string, params?: MessageParams): string {
  const core = translate(lang, key, params);
  return core === key ? interpolate(uiText(lang, key), params) : core;
}

/** A stored notification as its admin reads it, rendered in `lang`. */
export function present(row: Stored, lang: Lang): NotificationRow {
  const params = parseJson<MessageParams>(row.params, {});
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    text: text(lang, row.message, localizedParams(lang, params, text)),
    read: Number(row.read) === 1,
    target: parseJson<NotificationTarget>(row.target, { page: null }),
    created_at: row.created_at,
  };
}

/** Inserts the notifications; returns the admins who got one (to tell their open streams). */
export async function insertNotifications(
  db: Db | Trx,
  items: readonly NewNotification[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const now = nowIso();
  for (let i = 0; i < items.length; i += 500)
    await db
      .insertInto('notifications')
      .values(
        items.slice(i, i + 500).map((n) => ({
          admin_id: n.adminId,
          kind: n.kind,
          message: n.message,
          params: JSON.stringify(n.params ?? {}),
          target: JSON.stringify(n.target),
          created_at: now,
        })),
      )
      .execute();
  return [...new Set(items.map((n) => n.adminId))];
}

/** How many of the admin's notifications are unread. */
export async function unreadCount(db: Db, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('admin_id', '=', adminId)
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The admin's notifications newer than `afterId`, oldest first (what a stream has not sent yet). */
export function notificationsAfter(db: Db, adminId: number, afterId: number, limit = 50): Promise<Stored[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('admin_id', '=', adminId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The id of the admin's newest notification, 0 when none. */
export async function latestId(db: Db, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('admin_id', '=', adminId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * Marks one of the admin's notifications read (`id`), or all of them (`id` 0). Returns false when `id`
 * names no notification of this admin's (another admin's answers as one that does not exist).
 */
export async function markRead(db: Db, adminId: number, id: number): Promise<boolean> {
  let query = db.updateTable('notifications').set({ read: 1 }).where('admin_id', '=', adminId);
  if (id !== 0) query = query.where('id', '=', id);
  else query = query.where('read', '=', 0);
  const result = await query.executeTakeFirst();
  if (id === 0 || Number(result.numUpdatedRows) === 1) return true;
  return false;
}

/**
 * Retention: drops notifications older than `before`, and beyond the newest `keep` of each admin who
 * has more (one statement per such admin; few have).
 */
export async function pruneNotifications(db: Db, before: string, keep: number): Promise<number> {
  const old = await db.deleteFrom('notifications').where('created_at', '<', before).executeTakeFirst();
  let removed = Number(old.numDeletedRows);
  const crowded = await db
    .selectFrom('notifications')
    .select('admin_id')
    .groupBy('admin_id')
    .having((eb) => eb.fn.countAll(), '>', keep)
    .execute();
  for (const { admin_id } of crowded) {
    const edge = await db
      .selectFrom('notifications')
      .select('id')
      .where('admin_id', '=', admin_id)
      .orderBy('id', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (!edge) continue;
    const cut = await db
      .deleteFrom('notifications')
      .where('admin_id', '=', admin_id)
      .where('id', '<=', edge.id)
      .executeTakeFirst();
    removed += Number(cut.numDeletedRows);
  }
  return removed;
}
