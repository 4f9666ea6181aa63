import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { createIndex, type Migration } from './helpers.js';

/**
 * The media library asks, for the files of one page, which records hold their URLs (modules/media
 * `PLACES`). On the large tables each URL column gets an index so that question is an index lookup per
 * file, not a scan: goods' master image, video and poster (200 000 goods), SKU images and download files,
 * asset photos (500 000 assets) and attachments, member avatars (100 000 members). Whole-table indexes,
 * not partial ones over live rows: SQLite would take a partial one (smaller, and holding the id) to walk
 * the live goods or assets of every list, in the wrong order. Small tables (banners, brands, categories,
 * admins) are read whole in microseconds and get none.
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

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const index of INDEXES) await createIndex(db, dialect, index);
}

export const mediaUses: Migration = { name: '0028-media-uses', up };
