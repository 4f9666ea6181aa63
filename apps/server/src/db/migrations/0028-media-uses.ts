import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { createIndex, type Migration } from './helpers.js';

/**
 * The media library asks, for the files of one page, which records hold their URLs (modules/media
 * `PLACES`). On the large tables each place gets an index so that question is an index lookup per file,
 * not a scan.
 *
 * URL columns: goods' master image, video and poster (200 000 goods), SKU images and download files,
 * asset photos (500 000 assets) and attachments, member avatars (100 000 members). Whole-table indexes,
 * not partial ones over live rows: SQLite would take a partial one (smaller, and holding the id) to walk
 * the live goods or assets of every list, in the wrong order. Small tables (banners, brands, categories,
 * admins, notices, page designs) are read whole in microseconds and get none.
 */
const INDEXES: readonly (readonly [string, string, readonly string[]])[] = [
  ['goods_master_image_idx', 'goods', ['master_image']],
  ['goods_video_idx', 'goods', ['video']],
  ['goods_poster_idx', 'goods', ['poster']],
  ['goods_skus_image_idx', 'goods_skus', ['image']],
  ['goods_skus_file_idx', 'goods_skus', ['file']],
  ['assets_photo_idx', 'assets', ['photo']],
  ['asset_attachments_url_idx', 'asset_attachments', ['url']],
  ['members_avatar_idx', 'members', ['avatar']],
];

/**
 * Goods' image lists and rich text hold URLs inside them: found by the upload's random name (32 hex
 * characters). On SQLite a word index (FTS5, contentless: no copy of the texts) holds the words of both,
 * the random names among them, kept by triggers on every path that writes goods; on PostgreSQL an
 * expression index holds the names themselves.
 */
export const GOODS_UPLOAD_WORDS = 'goods_upload_words';
const TRIGGERS = ['insert', 'update', 'delete'].map((event) => `${GOODS_UPLOAD_WORDS}_${event}`);

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const fts = sql.table(GOODS_UPLOAD_WORDS);
  for (const name of TRIGGERS) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  await sql`drop table if exists ${fts}`.execute(db);
  await sql`create virtual table ${fts} using fts5(words, content='', contentless_delete=1, tokenize='unicode61')`.execute(
    db,
  );
  await sql`insert into ${fts} (rowid, words) select id, images || ' ' || details from goods`.execute(db);
  const insert = sql`insert into ${fts} (rowid, words) values (new.id, new.images || ' ' || new.details);`;
  const remove = sql`delete from ${fts} where rowid = old.id;`;
  const [onInsert, onUpdate, onDelete] = TRIGGERS.map((name) => sql.id(name));
  await sql`create trigger ${onInsert} after insert on goods begin ${insert} end`.execute(db);
  await sql`create trigger ${onUpdate} after update of images, details on goods begin ${remove} ${insert} end`.execute(
    db,
  );
  await sql`create trigger ${onDelete} after delete on goods begin ${remove} end`.execute(db);
}

/** PostgreSQL: the random names (32 hex characters) a text holds, as an array. */
export const UPLOAD_NAMES_FUNCTION = 'media_upload_names';

/**
 * On PostgreSQL a GIN index over the names each column holds ({@link UPLOAD_NAMES_FUNCTION}); queries ask
 * `media_upload_names(column) && array[names]`. A trigram index does not serve this: hex names share
 * their few trigrams with every other name, and a lookup read most of the table (1 s for a page).
 */
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const names = sql.id(UPLOAD_NAMES_FUNCTION);
  await sql`create or replace function ${names}(body text) returns text[] language sql immutable parallel safe
    as $$ select coalesce(array_agg(m[1]), '{}') from regexp_matches(body, '([0-9a-f]{32})', 'g') as m $$`.execute(
    db,
  );
  for (const column of ['images', 'details'])
    await sql`create index ${sql.id(`goods_${column}_uploads_idx`)} on goods using gin (${names}(${sql.ref(column)}))`.execute(
      db,
    );
}

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const index of INDEXES) await createIndex(db, dialect, index);
  await (dialect === 'sqlite' ? upSqlite(db) : upPostgres(db));
}

export const mediaUses: Migration = { name: '0028-media-uses', up };
