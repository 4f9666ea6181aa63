import {
  type Lang,
  type MediaListQuery,
  type MediaRow,
  type MediaUse,
  mediaTypeOf,
  type Page,
  translate,
} from '@bo/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/errors.js';
import { applySort, contains, paginate } from '../../lib/list.js';
import { found } from '../../lib/records.js';
import type { Scope } from '../assets/index.js';
import { removeStoredUpload, UPLOADS_URL } from '../upload/index.js';
import { usesOf } from './uses.js';

// Uploads are numbered in the order they arrive, so the upload time sorts by the primary key (no index
// of its own needed).
const SORTABLE = { id: 'id', created_at: 'id' };

/**
 * The uploads the caller may see: its own, and with a wider data scope those of the administrators
 * inside it (all > area > organization > department).
 */
function inScope(scope: Scope): RawBuilder<SqlBool> {
  const admins = (where: RawBuilder<SqlBool>) =>
    sql<SqlBool>`(uploads.admin_id = ${scope.adminId} or uploads.admin_id in (select id from admins where ${where}))`;
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'area':
      return scope.areaId === null
        ? admins(sql`1 = 0`)
        : admins(
            sql`area_id = ${scope.areaId} or organization_id in (select id from organizations where area_id = ${scope.areaId})`,
          );
    case 'organization':
      return admins(
        scope.organizationId === null ? sql`1 = 0` : sql`organization_id = ${scope.organizationId}`,
      );
    case 'department':
      return admins(
        scope.departmentIds.length === 0
          ? sql`1 = 0`
          : sql`department_id in (${sql.join(scope.departmentIds)})`,
      );
    case 'own':
      return admins(sql`1 = 0`);
  }
}

const TYPE_FILTERS = {
  image: sql<SqlBool>`mime like 'image/%'`,
  video: sql<SqlBool>`mime like 'video/%'`,
  document: sql<SqlBool>`mime not like 'image/%' and mime not like 'video/%'`,
};

/** `GET media`: a page of the library, newest first; usage is read for the page's files only. */
export async function listMedia(db: Db, scope: Scope, q: MediaListQuery): Promise<Page<MediaRow>> {
  let ids = db.selectFrom('uploads').select('id').where(inScope(scope));
  if (q.keyword) ids = ids.where(contains('original_name', q.keyword));
  if (q.type) ids = ids.where(TYPE_FILTERS[q.type]);
  return paginate(db, applySort(ids, q.sort, SORTABLE, '-id'), q, async (page) => {
    const rows = await db
      .selectFrom('uploads')
      .leftJoin('admins', 'admins.id', 'uploads.admin_id')
      .select([
        'uploads.id',
        'uploads.path',
        'uploads.original_name',
        'uploads.size',
        'uploads.mime',
        'uploads.group_name',
        'uploads.created_at',
        'admins.username',
      ])
      .where('uploads.id', 'in', page)
      .execute();
    const uses = await usesOf(db, rows);
    return rows.map((r) => ({
      id: r.id,
      url: `${UPLOADS_URL}/${r.path}`,
      name: r.original_name,
      size: Number(r.size),
      type: mediaTypeOf(r.mime),
      mime: r.mime,
      group: r.group_name,
      created_at: r.created_at,
      uploader: r.username ?? '',
      used_by: uses.get(r.id) ?? [],
    }));
  });
}

/** The places named in a refusal: the first few, in the caller's language. */
function describeUses(lang: Lang, uses: readonly MediaUse[]): string {
  const shown = uses.slice(0, 5).map((u) => `${translate(lang, `media.kinds.${u.kind}`)} “${u.name}”`);
  if (uses.length > shown.length) shown.push('…');
  return shown.join(lang === 'zh' ? '、' : ', ');
}

/**
 * `POST media/destroy/{id}`: removes the record and the stored file with its small copies. A file
 * outside the caller's scope is not found (40400); one still used anywhere is refused (40900) naming
 * where.
 */
export async function destroyMedia(db: Db, dataDir: string, scope: Scope, id: number, lang: Lang) {
  const file = found(
    await db
      .selectFrom('uploads')
      .select(['id', 'path'])
      .where('id', '=', id)
      .where(inScope(scope))
      .executeTakeFirst(),
  );
  const uses = (await usesOf(db, [file])).get(file.id) ?? [];
  if (uses.length > 0) throw conflict('media.inUse', { places: describeUses(lang, uses) });
  await db.deleteFrom('uploads').where('id', '=', file.id).execute();
  await removeStoredUpload(dataDir, file.path);
}
