import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/** Administrative regions (province → city → district), seeded with the national division codes. */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withTimestamps(
    withId(db.schema.createTable('regions'), dialect)
      // 0 = a top-level region (province).
      .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(12)', (c) => c.notNull().unique())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await db.schema
    .createIndex('regions_parent_idx')
    .on('regions')
    .columns(['parent_id', 'sort', 'code'])
    .execute();
}

export const regions: Migration = { name: '0002-regions', up };
