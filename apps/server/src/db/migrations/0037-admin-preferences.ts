import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration } from './helpers.js';

/**
 * How each administrator likes the back-office to look (colour mode, theme colour, size, sidebar), kept
 * with the account so it follows them to another browser: one row per administrator, gone with them.
 * `preferences` is the JSON of the fields chosen (see the contract's `preferencesSchema`).
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('admin_preferences')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('updated_at', columnKinds(dialect).timestamp, (c) => c.notNull())
    .execute();
}

export const adminPreferences: Migration = { name: '0037-admin-preferences', up };
