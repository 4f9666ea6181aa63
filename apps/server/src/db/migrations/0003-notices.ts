import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/** Notices: managed in the System area, listed on the dashboard, shown at /content/info/{id}. */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withTimestamps(
    withId(db.schema.createTable('notices'), dialect)
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      // Sanitized HTML (allow-list) as stored; never rendered unsanitized.
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('author', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
      .addColumn('published_at', k.timestamp),
    k,
  ).execute();
  await db.schema
    .createIndex('notices_state_published_idx')
    .on('notices')
    .columns(['state', 'published_at'])
    .execute();
}

export const notices: Migration = { name: '0003-notices', up };
