import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId } from './helpers.js';

/**
 * Saved list views: an administrator's named filters, sort, columns and density for one page (its
 * registry name), personal or shared with roles; at most one default per administrator and page.
 * `view_preferences` keeps a page's columns and density when no view is applied.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withId(db.schema.createTable('saved_views'), dialect)
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('page', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // JSON text: the list's URL params (filters and sort) and the columns in order with their visibility.
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('density', 'varchar(16)', (c) => c.notNull().defaultTo('default'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('saved_views_owner_page_name_unique', ['admin_id', 'page', 'name'])
    .execute();
  await db.schema
    .createTable('saved_view_roles')
    .addColumn('view_id', 'integer', (c) => c.notNull().references('saved_views.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('saved_view_roles_pk', ['view_id', 'role_id'])
    .execute();
  await db.schema.createIndex('saved_view_roles_role_idx').on('saved_view_roles').column('role_id').execute();
  await db.schema
    .createTable('view_preferences')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('page', 'varchar(64)', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('density', 'varchar(16)', (c) => c.notNull().defaultTo('default'))
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('view_preferences_pk', ['admin_id', 'page'])
    .execute();
}

export const savedViews: Migration = { name: '0035-saved-views', up };
