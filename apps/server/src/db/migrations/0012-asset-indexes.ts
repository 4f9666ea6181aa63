import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import type { Migration } from './helpers.js';

/** The asset indexes of 0011, rebuilt as partial ones over live (not deleted) assets. */
const LIVE_INDEXES: [string, string[]][] = [
  ['assets_live_idx', ['id']],
  ['assets_org_idx', ['organization_id', 'id']],
  ['assets_holder_idx', ['holder_organization_id', 'id']],
  ['assets_area_idx', ['area_id', 'id']],
  ['assets_department_idx', ['department_id', 'id']],
  ['assets_creator_idx', ['created_by', 'id']],
  ['assets_status_idx', ['status', 'id']],
  // The public warehouse and the unit's own assets, newest first without sorting.
  ['assets_ownership_idx', ['ownership', 'id']],
  ['assets_place_idx', ['storage_location_id', 'id']],
  ['assets_class_idx', ['base_data_id', 'id']],
  ['assets_resource_idx', ['is_resource', 'id']],
  ['assets_value_idx', ['original_value']],
  ['assets_purchase_idx', ['purchase_date']],
];

/**
 * Asset lists filter live assets only, and their counts go up to 100 000 rows: partial indexes over
 * live assets let every list filter and its count be served from an index alone. Marks move to a
 * table of their own (`asset_marks`), so filtering by a mark is an index lookup, not a text scan.
 */
async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  for (const [name] of LIVE_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  for (const [name, columns] of LIVE_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('assets')
      .columns(columns)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  }
  await db.schema
    .createTable('asset_marks')
    .addColumn('mark', 'varchar(16)', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_marks_pk', ['mark', 'asset_id'])
    .execute();
  await db.schema.createIndex('asset_marks_asset_idx').on('asset_marks').columns(['asset_id']).execute();
}

export const assetIndexes: Migration = { name: '0012-asset-indexes', up };
