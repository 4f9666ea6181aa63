import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId } from './helpers.js';

/**
 * Storefront page layouts (PageDesignDetail): one row per designed page (`key`, e.g. `home`), the layout
 * as validated JSON text, and the optimistic-lock `version` saves are checked against.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withId(db.schema.createTable('page_designs'), dialect)
    .addColumn('key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();
}

export const pageDesign: Migration = { name: '0006-page-design', up };
