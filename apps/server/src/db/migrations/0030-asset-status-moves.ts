import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dropEmptyStatistics } from './0021-search-index.js';
import { createIndex, type Migration } from './helpers.js';

/**
 * The daily rollups count the assets' status moves per day from their history (how many assets became
 * lent, leased, stored and so on), which reads the events of a day by time. Idle assets are counted by
 * age (purchase date) and overdue ones by due date and unit, each from an index over live assets alone.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await createIndex(db, dialect, ['asset_events_time_idx', 'asset_events', ['created_at']]);
  // Covering (SQLite reads a partial index alone only when it holds `deleted_at`), with what a data
  // scope filters on, so counting needs no table reads.
  const covering = ['ownership', 'holder_organization_id', 'deleted_at'];
  await createIndex(
    db,
    dialect,
    ['assets_status_age_idx', 'assets', ['status', 'purchase_date', ...covering]],
    true,
  );
  await createIndex(
    db,
    dialect,
    ['assets_status_due_idx', 'assets', ['status', 'due_date', ...covering]],
    true,
  );
  // Analyzed on a new installation's empty tables, they would say "no rows" and plan every query so.
  if (dialect === 'sqlite') await dropEmptyStatistics(db);
}

export const assetStatusMoves: Migration = { name: '0030-asset-status-moves', up };
