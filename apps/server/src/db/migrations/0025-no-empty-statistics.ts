import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dropEmptyStatistics } from './0021-search-index.js';
import type { Migration } from './helpers.js';

/**
 * The indexes of migrations 0022 and 0024 are analyzed as they are made; on a new installation their
 * tables are empty, and statistics saying "no rows" made SQLite plan as for empty tables however many
 * rows they grew to (the bench data set is analyzed after it is seeded, which hid it). Those statistics
 * go; SQLite plans by its defaults until an ANALYZE of real rows, as it did before.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await dropEmptyStatistics(db);
}

export const noEmptyStatistics: Migration = { name: '0025-no-empty-statistics', up };
