import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/**
 * Members with their balance ledger, orders with lines, payment records, refunds and a timeline, and
 * the storefront's visits and favourites. Money is integer cents.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  const money = k.bigint;
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  await withTimestamps(
    withId(db.schema.createTable('members'), dialect)
      .addColumn('account', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('nickname', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'varchar(11)', (c) => c.notNull().defaultTo(''))
      .addColumn('password', 'varchar(255)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('balance', money, (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_login_at', k.timestamp),
    k,
  ).execute();
  await index('members_state_idx', 'members', ['state', 'id']);
  await index('members_phone_idx', 'members', ['phone']);
  await index('members_nickname_idx', 'members', ['nickname']);
  await index('members_created_idx', 'members', ['created_at']);

  await withId(db.schema.createTable('member_ledger'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // adjust, payment, refund
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('balance_after', money, (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('admin_id', 'integer')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await index('member_ledger_member_idx', 'member_ledger', ['member_id', 'id']);

  await withTimestamps(
    withId(db.schema.createTable('orders'), dialect)
      .addColumn('identification', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('goods_amount', money, (c) => c.notNull())
      .addColumn('carriage', money, (c) => c.notNull())
      .addColumn('total', money, (c) => c.notNull())
      .addColumn('paid', money, (c) => c.notNull().defaultTo(0))
      .addColumn('refunded', money, (c) => c.notNull().defaultTo(0))
      .addColumn('consignee', 'varchar(32)', (c) => c.notNull())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull())
      .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
      .addColumn('region_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('address', 'varchar(128)', (c) => c.notNull())
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('dhl_id', 'integer')
      .addColumn('odd', 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .addColumn('pay_platform', 'varchar(16)')
      .addColumn('paid_at', k.timestamp)
      .addColumn('shipped_at', k.timestamp)
      .addColumn('receiving_time', k.timestamp)
      .addColumn('finished_at', k.timestamp)
      .addColumn('expires_at', k.timestamp),
    k,
  ).execute();
  await index('orders_state_idx', 'orders', ['state', 'created_at']);
  await index('orders_member_idx', 'orders', ['member_id', 'created_at']);
  await index('orders_odd_idx', 'orders', ['odd']);
  await index('orders_consignee_idx', 'orders', ['consignee']);
  await index('orders_phone_idx', 'orders', ['phone']);
  await index('orders_created_idx', 'orders', ['created_at']);
  await index('orders_expiry_idx', 'orders', ['state', 'expires_at']);
  await index('orders_receiving_idx', 'orders', ['state', 'receiving_time']);

  await withId(db.schema.createTable('order_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('good_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    // The goods' inventory reduction mode when ordered: stock comes back on expiry only if taken then.
    .addColumn('is_inventory', 'integer', (c) => c.notNull())
    .addColumn('codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await index('order_lines_order_idx', 'order_lines', ['order_id', 'id']);
  await index('order_lines_good_idx', 'order_lines', ['good_id']);

  await withId(db.schema.createTable('order_payments'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(128)', (c) => c.notNull())
    .addColumn('merchant_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull())
    // 0 payment, 1 refund
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await index('order_payments_order_idx', 'order_payments', ['order_id']);

  await withId(db.schema.createTable('order_refunds'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('way', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    // 0 pending, 1 succeeded, 2 failed
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_id', 'integer')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('finished_at', k.timestamp)
    .execute();
  await index('order_refunds_order_idx', 'order_refunds', ['order_id']);
  await index('order_refunds_state_idx', 'order_refunds', ['state', 'id']);

  await withId(db.schema.createTable('order_events'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    // member, admin, system
    .addColumn('actor_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await index('order_events_order_idx', 'order_events', ['order_id', 'id']);

  await withId(db.schema.createTable('goods_visits'), dialect)
    .addColumn('good_id', 'integer')
    .addColumn('member_id', 'integer')
    .addColumn('source', 'varchar(32)', (c) => c.notNull().defaultTo('direct'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await index('goods_visits_created_idx', 'goods_visits', ['created_at']);
  await index('goods_visits_good_idx', 'goods_visits', ['good_id']);

  await withId(db.schema.createTable('goods_favourites'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('good_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('goods_favourites_member_good_uq', ['member_id', 'good_id'])
    .execute();
  await index('goods_favourites_good_idx', 'goods_favourites', ['good_id']);
}

export const orders: Migration = { name: '0009-orders', up };
