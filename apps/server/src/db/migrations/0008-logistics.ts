import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/** Logistics companies (`dhl`) for shipping orders. */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withTimestamps(
    withId(db.schema.createTable('dhls'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('abbreviation', 'varchar(32)', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await db.schema.createIndex('dhls_sort_idx').on('dhls').columns(['sort', 'id']).execute();
}

export const logistics: Migration = { name: '0008-logistics', up };
