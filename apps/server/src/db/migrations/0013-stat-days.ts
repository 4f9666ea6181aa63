import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration } from './helpers.js';

/**
 * Daily rollups for the dashboard and statistics (`stat_days`: one value per local day and metric),
 * kept by the `stats.rollup` job, and the time indexes the rollups read by.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await db.schema
    .createTable('stat_days')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('metric', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', k.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_days_pk', ['metric', 'day'])
    .execute();
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();
  await index('order_payments_created_idx', 'order_payments', ['created_at']);
  await index('order_refunds_finished_idx', 'order_refunds', ['state', 'finished_at']);
  await index('goods_favourites_created_idx', 'goods_favourites', ['created_at']);
}

export const statDays: Migration = { name: '0013-stat-days', up };
