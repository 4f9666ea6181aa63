import type { NoticeContent, NoticeSummary, noticeInputSchema } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { invalid } from '../../../http/errors.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { hasContent, sanitizeRichText } from '../../../lib/rich-text.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof noticeInputSchema>;

/** The body as stored: sanitized, and still showing something. */
function cleanBody(html: string): string {
  const body = sanitizeRichText(html);
  if (!hasContent(body)) throw invalid({ body: 'validation.required' });
  return body;
}

/** A published notice keeps its publish time unless a new one is given; a draft has none. */
function publishTime(input: Input, previous: string | null = null): string | null {
  if (input.state !== 'published') return null;
  if (input.published_at) return new Date(input.published_at).toISOString();
  return previous ?? nowIso();
}

async function authorName(db: Db, adminId: number): Promise<string> {
  const admin = await db
    .selectFrom('admins')
    .select(['nickname', 'username'])
    .where('id', '=', adminId)
    .executeTakeFirst();
  return (admin?.nickname || admin?.username || '').slice(0, 64);
}

export async function createNotice(db: Db, input: Input, adminId: number): Promise<number> {
  const body = cleanBody(input.body);
  const author = input.author || (await authorName(db, adminId));
  const now = nowIso();
  const row = await db
    .insertInto('notices')
    .values({
      title: input.title,
      body,
      author,
      state: input.state,
      published_at: publishTime(input),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNotice(db: Db, id: number, input: Input, adminId: number): Promise<void> {
  const body = cleanBody(input.body);
  await db.transaction().execute(async (trx) => {
    const current = found(
      await trx
        .selectFrom('notices')
        .select(['published_at', 'author'])
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    const author = input.author || current.author || (await authorName(trx, adminId));
    await updateVersioned(trx, 'notices', id, input.version, {
      title: input.title,
      body,
      author,
      state: input.state,
      published_at: publishTime(input, current.published_at),
    });
  });
}

export async function destroyNotices(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('notices').select('id').where('id', 'in', ids).execute();
    if (rows.length !== ids.length) found(undefined);
    await trx.deleteFrom('notices').where('id', 'in', ids).execute();
  });
}

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
