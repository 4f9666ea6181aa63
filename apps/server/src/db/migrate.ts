import { type Kysely, sql } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import type { DialectName } from './database.js';
import { foundation } from './migrations/0001-foundation.js';
import { regions } from './migrations/0002-regions.js';
import { notices } from './migrations/0003-notices.js';
import { jobsBackups } from './migrations/0004-jobs-backups.js';
import { plugins } from './migrations/0005-plugins.js';
import { pageDesign } from './migrations/0006-page-design.js';
import { catalog } from './migrations/0007-catalog.js';
import { logistics } from './migrations/0008-logistics.js';
import { orders } from './migrations/0009-orders.js';
import { assetReference } from './migrations/0010-asset-reference.js';
import { assets } from './migrations/0011-assets.js';
import { assetIndexes } from './migrations/0012-asset-indexes.js';
import { statDays } from './migrations/0013-stat-days.js';
import { memberBirthday } from './migrations/0014-member-birthday.js';
import { largeScreenIndexes } from './migrations/0015-large-screen-indexes.js';
import { dashboardIndexes } from './migrations/0016-dashboard-indexes.js';
import { dashboardFigures } from './migrations/0017-dashboard-figures.js';
import { listCounts } from './migrations/0018-list-counts.js';
import { rateLimits } from './migrations/0019-rate-limits.js';
import { memberTokenVersion } from './migrations/0020-member-token-version.js';
import { searchIndex } from './migrations/0021-search-index.js';
import { listIndexes } from './migrations/0022-list-indexes.js';
import { shortTextIndexes } from './migrations/0023-short-text-index.js';
import { foundRowIndexes } from './migrations/0024-found-row-indexes.js';
import { noEmptyStatistics } from './migrations/0025-no-empty-statistics.js';
import type { Migration } from './migrations/helpers.js';

/** Ordered list of every migration; append, never edit a landed one. */
const MIGRATIONS: readonly Migration[] = [
  foundation,
  regions,
  notices,
  jobsBackups,
  plugins,
  pageDesign,
  catalog,
  logistics,
  orders,
  assetReference,
  assets,
  assetIndexes,
  statDays,
  memberBirthday,
  largeScreenIndexes,
  dashboardIndexes,
  dashboardFigures,
  listCounts,
  rateLimits,
  memberTokenVersion,
  searchIndex,
  listIndexes,
  shortTextIndexes,
  foundRowIndexes,
  noEmptyStatistics,
];

/** The names of the migrations, in order (the `kysely_migration` table records them as they run). */
export const MIGRATION_NAMES: readonly string[] = MIGRATIONS.map((m) => m.name);

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations() {
    return Object.fromEntries(
      MIGRATIONS.map((m) => [m.name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]),
    );
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  dialect: DialectName,
  /** PostgreSQL schema holding the tables; defaults to the connection's current schema. */
  pgSchema?: string,
): Promise<string[]> {
  // The migration tables are looked for and made in this schema alone, whatever the introspector sees:
  // Kysely's own looks in every schema, and another installation's tables made it skip creating ours
  // ("relation kysely_migration_lock does not exist"); ours reads one schema (own-schema-introspector.ts).
  const schema =
    dialect === 'postgres'
      ? pgSchema ||
        (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new InCodeProvider(dialect),
    // Migrations of different modules are independent tables; one landed out of name order (work done
    // in parallel) must still run on databases that already ran a later-named one.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
