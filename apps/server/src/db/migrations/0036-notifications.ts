import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, createIndex, type Migration, withId } from './helpers.js';

/**
 * Each administrator's notifications: what happened as a message key and its parameters (JSON text),
 * rendered in the reader's language when read, never stored translated; where a click leads (JSON text);
 * whether it was read. The bell counts `(admin_id, read)` and the list pages `(admin_id, read, id)`
 * newest first, both from the one index. An asset form remembers when its overdue return was notified,
 * so the daily check notifies once per form, on whichever instance runs it.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withId(db.schema.createTable('notifications'), dialect)
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    // job | approval | task | overdue
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'varchar(64)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('read', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, dialect, [
    'notifications_admin_read_idx',
    'notifications',
    ['admin_id', 'read', 'id'],
  ]);
  // Retention deletes by age across every admin.
  await createIndex(db, dialect, ['notifications_created_idx', 'notifications', ['created_at']]);
  await db.schema.alterTable('asset_forms').addColumn('overdue_notified_at', k.timestamp).execute();
}

export const notifications: Migration = { name: '0036-notifications', up };
