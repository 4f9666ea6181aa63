import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/** Logistics companies (`dhl`) for shipping orders, and freight templates (`freight`) for pricing it. */
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
  await withTimestamps(
    withId(db.schema.createTable('freights'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      // 0 by piece, 1 by weight, 2 by volume.
      .addColumn('valuation', 'integer', (c) => c.notNull().defaultTo(0))
      // JSON: the charge outside every regional rule, the regional rules, the free-shipping regions.
      .addColumn('default_rule', 'text', (c) => c.notNull())
      .addColumn('rules', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('free_regions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('origin', 'varchar(128)', (c) => c.notNull().defaultTo('')),
    k,
  ).execute();
}

export const logistics: Migration = { name: '0008-logistics', up };
