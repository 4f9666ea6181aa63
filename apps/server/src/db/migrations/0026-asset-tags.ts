import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, createIndex, type Migration, withId, withTimestamps } from './helpers.js';

/** Asset tags (the contract's `assetTagResource`): a unique name, a colour, an order. */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('asset_tags'), dialect)
      .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('color', 'varchar(7)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    columnKinds(dialect),
  ).execute();
  await createIndex(db, dialect, ['asset_tags_sort_idx', 'asset_tags', ['sort', 'id']]);
}

export const assetTagsTable: Migration = { name: '0026-asset-tags', up };
