import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/** Plug-ins: optional modules with a manifest, their settings and install/enable state. */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withTimestamps(
    withId(db.schema.createTable('plugins'), dialect)
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('plugin_version', 'varchar(32)', (c) => c.notNull())
      .addColumn('author', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('category', 'varchar(16)', (c) => c.notNull().defaultTo('other'))
      .addColumn('manifest', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('installed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
}

export const plugins: Migration = { name: '0005-plugins', up };
