import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * Each goods visit keeps the kind of device it came from (`mobile`, `tablet`, `desktop`, `other`; read
 * from the browser's User-Agent when the visit is recorded), so the statistics break visits down by
 * device. Visits recorded before have none (`''`), shown as unknown.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('goods_visits')
    .addColumn('device', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export const visitDevices: Migration = { name: '0029-visit-devices', up };
