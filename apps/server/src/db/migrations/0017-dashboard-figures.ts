import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import type { Migration } from './helpers.js';

/**
 * Two dashboard figures that read whole tables at bench scale: the best-selling goods (a scan and sort
 * of 200 000 goods, 210 ms) now read the first ten entries of a sales index of live goods, and the
 * overdue loans (every lent asset's row, up to a second cold) one range of a live (status, due) index.
 */
async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('goods_live_sales_idx')
    .on('goods')
    .columns(['sales', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('assets_live_due_idx')
    .on('assets')
    .columns(['status', 'due_date'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export const dashboardFigures: Migration = { name: '0017-dashboard-figures', up };
