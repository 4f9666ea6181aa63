import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { type Db, type DialectName, rawSqlite } from '../../db/database.js';
import { rollUp } from '../../modules/dashboard/rollup.js';
import { progress } from '../demo-kit.js';
import { seedAdminLogs } from './admin-logs.js';
import { seedAssetsData } from './assets.js';
import { recountSales, seedCatalog } from './catalog.js';
import { seedMembers, seedVisits } from './members.js';
import { settleBalances } from './order-refunds.js';
import { seedOrders } from './orders.js';
import type { Report } from './progress.js';

export type { Report } from './progress.js';

/** The bench scale (bench/README.md); asset events come to about four per asset. */
export const BENCH_COUNTS = {
  goods: 200_000,
  members: 100_000,
  orders: 1_000_000,
  visits: 1_000_000,
  favourites: 100_000,
  assets: 500_000,
  adminLogs: 500_000,
} as const;
export type BenchCounts = { [K in keyof typeof BENCH_COUNTS]: number };

/** Every count times `factor` (0 < factor ≤ 1), at least one of each. */
export function scaledCounts(factor: number): BenchCounts {
  const scaled = Object.entries(BENCH_COUNTS).map(([k, n]) => [k, Math.max(1, Math.round(n * factor))]);
  return Object.fromEntries(scaled) as BenchCounts;
}

/** The database already holds shop or asset data, and the caller did not insist. */
export class SeedRefused extends Error {
  constructor(
    readonly orders: number,
    readonly assets: number,
  ) {
    super(
      `The database already holds ${orders} orders and ${assets} assets: the bench data set is made for an ` +
        'empty one. Seed into an empty DATA_DIR / DATABASE_URL, or pass --force to add it anyway.',
    );
  }
}

/** Throws `SeedRefused` when the database holds orders or assets, unless `force`. */
export async function assertEmpty(db: Db, force = false): Promise<void> {
  if (force) return;
  const count = async (table: 'orders' | 'assets') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [orders, assets] = [await count('orders'), await count('assets')];
  if (orders > 0 || assets > 0) throw new SeedRefused(orders, assets);
}

/** The tables the data set writes, whose planner statistics need a refresh after it. */
const WRITTEN = [
  'goods',
  'goods_skus',
  'members',
  'member_ledger',
  'orders',
  'order_lines',
  'order_payments',
  'order_refunds',
  'order_events',
  'goods_visits',
  'goods_favourites',
  'assets',
  'asset_counts',
  'asset_marks',
  'asset_events',
  'asset_forms',
  'asset_form_lines',
  'asset_tasks',
  'stat_days',
  'admin_logs',
];

/** Fresh planner statistics, so the first reads are planned for the data's real size. */
export async function analyze(db: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres')
    await sql`vacuum analyze ${sql.join(WRITTEN.map((t) => sql.table(t)))}`.execute(db);
  else await sql`analyze`.execute(db);
}

export interface BenchSummary {
  counts: BenchCounts & {
    skus: number;
    orderLines: number;
    ledger: number;
    assetEvents: number;
    assetForms: number;
  };
  seconds: number;
}

export interface BenchOptions {
  /** Scales every count (default 1: the bench scale). */
  factor?: number;
  /** Exact counts instead (benches that need only some data pass zeros for the rest). */
  counts?: BenchCounts;
  force?: boolean;
  report?: Report;
}

/**
 * `npm run seed -- --scale bench`: the bench data set in bulk (multi-row inserts, a transaction per
 * few thousand rows), keeping every rule the services keep, then the dashboard's rollups and fresh
 * planner statistics. Refuses a database that holds orders or assets unless `force`.
 */
export async function seedBench(
  app: { db: Db; dialect: DialectName; config: { dataDir: string } },
  options: BenchOptions = {},
): Promise<BenchSummary> {
  const started = performance.now();
  const { db } = app;
  const report = options.report ?? progress;
  const counts = options.counts ?? scaledCounts(options.factor ?? 1);
  await assertEmpty(db, options.force);
  // Index pages of millions of rows stay in memory (the default cache is 2 MB).
  rawSqlite(db)?.pragma('cache_size = -262144');
  const catalog = await seedCatalog(db, counts.goods, app.config.dataDir, report);
  const members = await seedMembers(db, counts.members, report);
  const orders = await seedOrders(db, catalog, members, counts.orders, report);
  await recountSales(db);
  await settleBalances(db);
  await seedVisits(db, catalog, members, counts.visits, counts.favourites, report);
  const assets = await seedAssetsData(db, counts.assets, report);
  await seedAdminLogs(db, counts.adminLogs, report);
  // The rollup reads every order and visit: planned by the statistics of the empty tables the
  // migrations saw (a server without autovacuum keeps those), it ran for over ten minutes on PostgreSQL.
  if (app.dialect === 'postgres') await sql`analyze`.execute(db);
  report('rollup', 0, 1);
  await rollUp(db);
  report('rollup', 1, 1);
  report('analyze', 0, 1);
  await analyze(db, app.dialect);
  report('analyze', 1, 1);
  return {
    counts: {
      ...counts,
      orders: orders.orders,
      skus: catalog.count,
      orderLines: orders.lines,
      ledger: orders.ledger,
      assetEvents: assets.events,
      assetForms: assets.forms,
    },
    seconds: (performance.now() - started) / 1000,
  };
}
