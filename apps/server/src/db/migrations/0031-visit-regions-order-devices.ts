import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * The statistics break orders down by device as they do visits, and visits by region as they do
 * orders: an order keeps the kind of device it was placed from, and a signed-in member's visit the
 * region the member last had goods delivered to (a guest's visit has none, nor does anything recorded
 * before: `''`, shown as unknown).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('device', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('goods_visits')
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export const visitRegionsOrderDevices: Migration = { name: '0031-visit-regions-order-devices', up };
