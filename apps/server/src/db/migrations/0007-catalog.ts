import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/**
 * The shop catalogue (docs/shop-catalogue.md): brands, specifications and their groups, categories, banners,
 * goods.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  const money = k.bigint;

  await withTimestamps(
    withId(db.schema.createTable('brands'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('logo', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await db.schema.createIndex('brands_sort_idx').on('brands').columns(['sort', 'id']).execute();

  await withTimestamps(
    withId(db.schema.createTable('specification_groups'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('specifications'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('label', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('group_id', 'integer', (c) => c.references('specification_groups.id'))
      // 0 text, 1 radio, 2 multi-select.
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      // 0 parameter page, 1 detail page (SKU option), 2 both.
      .addColumn('location', 'integer', (c) => c.notNull().defaultTo(0))
      // JSON array of strings.
      .addColumn('values', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_search', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await db.schema.createIndex('specifications_group_idx').on('specifications').column('group_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('categories'), dialect)
      .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('icon', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await db.schema.createIndex('categories_pid_idx').on('categories').columns(['pid', 'sort']).execute();

  await db.schema
    .createTable('category_specifications')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('specification_id', 'integer', (c) =>
      c.notNull().references('specifications.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('category_specifications_pk', ['category_id', 'specification_id'])
    .execute();
  await db.schema
    .createIndex('category_specifications_spec_idx')
    .on('category_specifications')
    .column('specification_id')
    .execute();
  await db.schema
    .createTable('category_brands')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('category_brands_pk', ['category_id', 'brand_id'])
    .execute();
  await db.schema.createIndex('category_brands_brand_idx').on('category_brands').column('brand_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('banners'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('image', 'varchar(512)', (c) => c.notNull())
      .addColumn('url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await db.schema.createIndex('banners_type_sort_idx').on('banners').columns(['type', 'sort']).execute();

  await withTimestamps(
    withId(db.schema.createTable('goods'), dialect)
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      // No foreign key: a category may go once only deleted goods (kept for orders) reference it.
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
      // Freight templates arrive with the sales area; no foreign key until then.
      .addColumn('freight_id', 'integer')
      .addColumn('price', money, (c) => c.notNull().defaultTo(0))
      .addColumn('price_min', money, (c) => c.notNull().defaultTo(0))
      .addColumn('price_max', money, (c) => c.notNull().defaultTo(0))
      .addColumn('market_price', money, (c) => c.notNull().defaultTo(0))
      .addColumn('cost_price', money, (c) => c.notNull().defaultTo(0))
      // Sum over the SKUs.
      .addColumn('inventory', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('master_image', 'varchar(512)', (c) => c.notNull())
      .addColumn('video', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('poster', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('keywords', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('short_description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      // Sanitized HTML.
      .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('parameters', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('has_spec', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      // 0 warehouse, 1 on sale, 2 timed (on sale at `timing`).
      .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('timing', k.timestamp)
      .addColumn('is_inventory', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', k.timestamp),
    k,
  ).execute();
  // The list's tabs and filters only ever look at goods that are not deleted.
  const live = (name: string, columns: string[]) =>
    db.schema
      .createIndex(name)
      .on('goods')
      .columns(columns)
      .where((eb) => eb(eb.ref('deleted_at'), 'is', null))
      .execute();
  await live('goods_live_id_idx', ['id']);
  await live('goods_live_show_idx', ['is_show', 'id']);
  await live('goods_live_inventory_idx', ['inventory', 'id']);
  await live('goods_live_category_idx', ['category_id', 'id']);
  await live('goods_live_brand_idx', ['brand_id', 'id']);
  await live('goods_live_number_idx', ['number']);
  await db.schema.createIndex('goods_timed_idx').on('goods').columns(['is_show', 'timing']).execute();

  await db.schema
    .createTable('goods_skus')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    // JSON [{key, value}]; `[]` for the one SKU of goods without specifications.
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('price', money, (c) => c.notNull().defaultTo(0))
    .addColumn('market_price', money, (c) => c.notNull().defaultTo(0))
    .addColumn('cost_price', money, (c) => c.notNull().defaultTo(0))
    .addColumn('inventory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('virtual_code', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('code_type', 'integer')
    .addColumn('is_fixed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // A SKU dropped by an edit stays for the orders that reference it.
    .addColumn('deleted_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_skus_goods_idx')
    .on('goods_skus')
    .columns(['goods_id', 'sort'])
    .execute();
  // Price-range filters: a goods matches when one of its live SKUs is within.
  await db.schema
    .createIndex('goods_skus_price_idx')
    .on('goods_skus')
    .columns(['price', 'goods_id'])
    .execute();

  await db.schema
    .createTable('goods_card_codes')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('goods_skus.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('code', 'varchar(255)', (c) => c.notNull())
    // 0 unused, 1 handed out (to `order_id` at `used_at`).
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'integer')
    .addColumn('used_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_card_codes_sku_idx')
    .on('goods_card_codes')
    .columns(['sku_id', 'state', 'id'])
    .execute();
}

export const catalog: Migration = { name: '0007-catalog', up };
