import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  const s = db.schema;

  await s
    .createTable('areas')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(s.createTable('organizations'), dialect)
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('area_id', 'integer', (c) => c.references('areas.id')),
    k,
  ).execute();

  await withTimestamps(
    withId(s.createTable('departments'), dialect)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('parent_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await s.createIndex('departments_organization_idx').on('departments').column('organization_id').execute();

  await withTimestamps(
    withId(s.createTable('admins'), dialect)
      .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('cellphone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('introduction', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('rank', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('area_id', 'integer', (c) => c.references('areas.id'))
      .addColumn('data_scope', 'varchar(16)', (c) => c.notNull().defaultTo('all'))
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', k.timestamp)
      .addColumn('last_login_at', k.timestamp)
      .addColumn('last_login_ip', 'varchar(64)'),
    k,
  ).execute();

  await withTimestamps(
    withId(s.createTable('roles'), dialect)
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('introduction', 'varchar(512)', (c) => c.notNull().defaultTo('')),
    k,
  ).execute();

  await s
    .createTable('admin_roles')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('admin_roles_pk', ['admin_id', 'role_id'])
    .execute();
  await s.createIndex('admin_roles_role_idx').on('admin_roles').column('role_id').execute();

  await withTimestamps(
    withId(s.createTable('permissions'), dialect)
      .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('api', 'varchar(64)', (c) => c.unique())
      .addColumn('path', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1)),
    k,
  ).execute();
  await s.createIndex('permissions_pid_idx').on('permissions').column('pid').execute();

  await s
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await s
    .createIndex('role_permissions_permission_idx')
    .on('role_permissions')
    .column('permission_id')
    .execute();

  await withId(s.createTable('auth_sessions'), dialect)
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('access_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('access_expires_at', k.timestamp, (c) => c.notNull())
    .addColumn('refresh_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('refresh_expires_at', k.timestamp, (c) => c.notNull())
    .addColumn('rotated_at', k.timestamp)
    .addColumn('revoked_at', k.timestamp)
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('auth_sessions_family_idx').on('auth_sessions').column('family_id').execute();
  await s.createIndex('auth_sessions_admin_idx').on('auth_sessions').column('admin_id').execute();

  await s
    .createTable('captchas')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_x', 'integer', (c) => c.notNull())
    .addColumn('expires_at', k.timestamp, (c) => c.notNull())
    .addColumn('checked_at', k.timestamp)
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('token_expires_at', k.timestamp)
    .addColumn('token_used_at', k.timestamp)
    .execute();
  await s.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await s
    .createTable('login_tokens')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('expires_at', k.timestamp, (c) => c.notNull())
    .addColumn('used_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();

  await withId(s.createTable('login_events'), dialect)
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('login_events_created_idx').on('login_events').column('created_at').execute();

  await withId(s.createTable('admin_logs'), dialect)
    .addColumn('admin_id', 'integer')
    .addColumn('username', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('admin_logs_created_idx').on('admin_logs').column('created_at').execute();
  await s.createIndex('admin_logs_admin_idx').on('admin_logs').columns(['admin_id', 'created_at']).execute();

  await withTimestamps(
    withId(s.createTable('languages'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1)),
    k,
  ).execute();

  await s
    .createTable('settings')
    .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();

  await withId(s.createTable('uploads'), dialect)
    .addColumn('admin_id', 'integer')
    .addColumn('group_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', k.bigint, (c) => c.notNull())
    .addColumn('mime', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
}

export const foundation: Migration = { name: '0001-foundation', up };
