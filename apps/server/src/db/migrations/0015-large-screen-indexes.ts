import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import type { Migration } from './helpers.js';

/**
 * The large screen's figures, read in two index ranges without touching table rows:
 * - every asset figure (by status, class, area, sharing; count and value) is one grouped read of
 *   live assets, served from this covering partial index in its order. `deleted_at` is in it only
 *   so SQLite counts the index as covering (PostgreSQL knows it from the index's condition);
 * - monthly intake and allocation read completed join and out forms by completion time, with the line
 *   counts they sum.
 */
async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('assets_screen_idx')
    .on('assets')
    .columns([
      'status',
      'base_data_id',
      'area_id',
      'ownership',
      'is_resource',
      'original_value',
      'deleted_at',
    ])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('asset_forms_completed_idx')
    .on('asset_forms')
    .columns(['kind', 'status', 'completed_at', 'line_count'])
    .execute();
}

export const largeScreenIndexes: Migration = { name: '0015-large-screen-indexes', up };
