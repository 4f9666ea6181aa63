import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/**
 * Assets with attachments and their append-only history, the asset forms (join, out, rental, back,
 * lease grant/repay, verify) with lines, lease installments and payments, warehouse tasks, and the
 * counters behind asset codes and form numbers. Money is integer cents.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  const money = k.bigint;
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  await db.schema
    .createTable('sequences')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('assets'), dialect)
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('base_data_id', 'integer', (c) => c.notNull())
      .addColumn('brand', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('model', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('original_value', money, (c) => c.notNull())
      .addColumn('purchase_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.notNull())
      // The owner's area, kept with the asset so the `area` data scope filters without a join.
      .addColumn('area_id', 'integer')
      .addColumn('department_id', 'integer')
      .addColumn('custodian', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('storage_location_id', 'integer')
      .addColumn('holder_organization_id', 'integer')
      .addColumn('due_date', 'varchar(10)')
      .addColumn('ownership', 'varchar(8)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('is_resource', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bound', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tag', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      // `,damaged,important,`: delimited so one mark is found with `like '%,damaged,%'`.
      .addColumn('marks', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('photo', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_by', 'integer')
      .addColumn('deleted_at', k.timestamp),
    k,
  ).execute();
  await index('assets_org_idx', 'assets', ['organization_id', 'id']);
  await index('assets_holder_idx', 'assets', ['holder_organization_id', 'id']);
  await index('assets_area_idx', 'assets', ['area_id', 'id']);
  await index('assets_department_idx', 'assets', ['department_id', 'id']);
  await index('assets_creator_idx', 'assets', ['created_by', 'id']);
  await index('assets_status_idx', 'assets', ['ownership', 'status', 'id']);
  await index('assets_place_idx', 'assets', ['storage_location_id', 'id']);
  await index('assets_class_idx', 'assets', ['base_data_id', 'id']);
  await index('assets_resource_idx', 'assets', ['is_resource', 'id']);
  await index('assets_purchase_idx', 'assets', ['purchase_date']);

  await withId(db.schema.createTable('asset_attachments'), dialect)
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('group_name', 'varchar(16)', (c) => c.notNull())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('asset_attachments_asset_idx', 'asset_attachments', ['asset_id', 'sort']);

  await withId(db.schema.createTable('asset_events'), dialect)
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('form_id', 'integer')
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await index('asset_events_asset_idx', 'asset_events', ['asset_id', 'id']);
  await index('asset_events_kind_idx', 'asset_events', ['kind', 'id']);
  await index('asset_events_form_idx', 'asset_events', ['form_id']);

  await withTimestamps(
    withId(db.schema.createTable('asset_forms'), dialect)
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('number', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(500)', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.notNull())
      .addColumn('area_id', 'integer')
      .addColumn('department_id', 'integer')
      .addColumn('target_organization_id', 'integer')
      .addColumn('target_department_id', 'integer')
      .addColumn('storage_location_id', 'integer')
      .addColumn('due_date', 'varchar(10)')
      .addColumn('lessee', 'varchar(128)')
      .addColumn('contract_no', 'varchar(64)')
      .addColumn('start_date', 'varchar(10)')
      .addColumn('end_date', 'varchar(10)')
      .addColumn('rent', money)
      .addColumn('cycle', 'varchar(8)')
      .addColumn('grant_id', 'integer')
      .addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_value', money, (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('created_by_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('submitted_at', k.timestamp)
      .addColumn('approved_by_name', 'varchar(64)')
      .addColumn('approved_at', k.timestamp)
      .addColumn('opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('completed_at', k.timestamp),
    k,
  ).execute();
  await index('asset_forms_kind_idx', 'asset_forms', ['kind', 'status', 'id']);
  await index('asset_forms_org_idx', 'asset_forms', ['organization_id', 'kind', 'id']);
  await index('asset_forms_target_idx', 'asset_forms', ['target_organization_id']);
  await index('asset_forms_grant_idx', 'asset_forms', ['grant_id']);

  await withId(db.schema.createTable('asset_form_lines'), dialect)
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    // Whether the form still holds the asset (its form is open); cleared when the form ends.
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('prior_status', 'varchar(16)')
    .addColumn('result', 'varchar(16)')
    .addColumn('result_place_id', 'integer')
    .addColumn('evidence', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('checked_at', k.timestamp)
    .execute();
  await index('asset_form_lines_form_idx', 'asset_form_lines', ['form_id', 'id']);
  await index('asset_form_lines_asset_idx', 'asset_form_lines', ['asset_id', 'open']);

  await withId(db.schema.createTable('lease_installments'), dialect)
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('paid', money, (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', k.timestamp)
    .execute();
  await index('lease_installments_form_idx', 'lease_installments', ['form_id', 'seq']);

  await withId(db.schema.createTable('lease_payments'), dialect)
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('installment_id', 'integer', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .execute();
  await index('lease_payments_form_idx', 'lease_payments', ['form_id']);

  await withTimestamps(
    withId(db.schema.createTable('asset_tasks'), dialect)
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('form_id', 'integer', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('completed_by_name', 'varchar(64)')
      .addColumn('completed_at', k.timestamp),
    k,
  ).execute();
  await index('asset_tasks_kind_idx', 'asset_tasks', ['kind', 'status', 'id']);
}

export const assets: Migration = { name: '0011-assets', up };
