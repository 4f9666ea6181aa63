import type { NoticeContent, NoticeSummary } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { found } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

/** Published notices whose publish time has come, newest first. */
const visible = (db: Db) =>
  db.selectFrom('notices').where('state', '=', 'published').where('published_at', '<=', nowIso());

/** `GET notice/latest`: the dashboard list. */
export async function latestNotices(db: Db, limit: number): Promise<NoticeSummary[]> {
  const rows = await visible(db)
    .select(['id', 'title', 'author', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, published_at: r.published_at ?? '' }));
}

/** `GET notice/content/{id}`: one visible notice for /content/info/{id}; drafts are not found. */
export async function noticeContent(db: Db, id: number): Promise<NoticeContent> {
  const row = found(
    await visible(db)
      .select(['id', 'title', 'author', 'body', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  return { ...row, published_at: row.published_at ?? '' };
}
