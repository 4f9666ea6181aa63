import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * An order keeps the source it was placed from (as a goods visit does: `h5`, `wechat`, a campaign),
 * so the statistics break orders down by source; older orders have none (`''`).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('source', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export const orderSources: Migration = { name: '0032-order-sources', up };
