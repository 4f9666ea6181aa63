import type { MediaUseKind } from '@bo/contract';
import { GOODS_UPLOAD_WORDS } from '../../db/migrations/0028-media-uses.js';

/**
 * A column that can hold an uploaded file's URL. `value`: the column is the URL itself, found by an
 * indexed equality (migration 0028 indexes the large tables' columns). `text`: the URL sits inside
 * rich text or a JSON list, found by the file's random name (32 hex characters, unique) anywhere in it:
 * on a large table through an index (`words`), on a small one by reading it.
 */
export interface Place {
  kind: MediaUseKind;
  table: string;
  column: string;
  holds: 'value' | 'text';
  /** The column naming the owning record of `kind` (a SKU's goods). */
  owner: string;
  /** Soft-deleted rows (`deleted_at` set) are no use. */
  live?: boolean;
  /**
   * The SQLite word index holding this `text` column's words (migration 0028); on PostgreSQL the column
   * has an index over the names it holds.
   */
  words?: string;
}

/** Every place an upload can be used. A new place is one line here. */
export const PLACES: readonly Place[] = [
  { kind: 'good', table: 'goods', column: 'master_image', holds: 'value', owner: 'id', live: true },
  { kind: 'good', table: 'goods', column: 'video', holds: 'value', owner: 'id', live: true },
  { kind: 'good', table: 'goods', column: 'poster', holds: 'value', owner: 'id', live: true },
  {
    kind: 'good',
    table: 'goods',
    column: 'images',
    holds: 'text',
    owner: 'id',
    live: true,
    words: GOODS_UPLOAD_WORDS,
  },
  {
    kind: 'good',
    table: 'goods',
    column: 'details',
    holds: 'text',
    owner: 'id',
    live: true,
    words: GOODS_UPLOAD_WORDS,
  },
  { kind: 'good', table: 'goods_skus', column: 'image', holds: 'value', owner: 'goods_id', live: true },
  { kind: 'good', table: 'goods_skus', column: 'file', holds: 'value', owner: 'goods_id', live: true },
  { kind: 'banner', table: 'banners', column: 'image', holds: 'value', owner: 'id' },
  { kind: 'brand', table: 'brands', column: 'logo', holds: 'value', owner: 'id' },
  { kind: 'category', table: 'categories', column: 'icon', holds: 'value', owner: 'id' },
  { kind: 'notice', table: 'notices', column: 'body', holds: 'text', owner: 'id' },
  { kind: 'page_design', table: 'page_designs', column: 'layout', holds: 'text', owner: 'id' },
  { kind: 'asset', table: 'assets', column: 'photo', holds: 'value', owner: 'id', live: true },
  { kind: 'asset', table: 'asset_attachments', column: 'url', holds: 'value', owner: 'asset_id' },
  { kind: 'admin', table: 'admins', column: 'avatar', holds: 'value', owner: 'id' },
  { kind: 'member', table: 'members', column: 'avatar', holds: 'value', owner: 'id' },
];

/** Where each kind's records are and which column names them (in "used by" and the refusal). */
export const OWNERS: Readonly<Record<MediaUseKind, { table: string; name: string; live?: boolean }>> = {
  good: { table: 'goods', name: 'name', live: true },
  banner: { table: 'banners', name: 'name' },
  brand: { table: 'brands', name: 'name' },
  category: { table: 'categories', name: 'name' },
  notice: { table: 'notices', name: 'title' },
  page_design: { table: 'page_designs', name: 'key' },
  asset: { table: 'assets', name: 'name', live: true },
  admin: { table: 'admins', name: 'username' },
  member: { table: 'members', name: 'account' },
};
