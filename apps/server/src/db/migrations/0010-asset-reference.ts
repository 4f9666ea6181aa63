import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId, withTimestamps } from './helpers.js';

/**
 * The asset classes (after the national fixed-asset classification GB/T 14885: its top classes and
 * common sub-classes, with unit and useful life in years) as [code, name, unit, life, children].
 */
type Class = [string, string, string, number, Class[]?];
export const ASSET_CLASSES: Class[] = [
  ['1', '土地、海域及无居民海岛', '宗', 0],
  [
    '2',
    '房屋及构筑物',
    '栋',
    50,
    [
      ['201', '房屋', '栋', 50],
      ['202', '构筑物', '座', 30],
    ],
  ],
  [
    '3',
    '通用设备',
    '台',
    6,
    [
      ['301', '计算机设备及软件', '台', 6],
      ['302', '办公设备', '台', 6],
      ['303', '车辆', '辆', 8],
      ['304', '电气设备', '台', 10],
      ['305', '通信设备', '台', 5],
    ],
  ],
  [
    '4',
    '专用设备',
    '台',
    10,
    [
      ['401', '医疗设备', '台', 10],
      ['402', '教学和科研设备', '台', 8],
      ['403', '安全生产设备', '台', 10],
    ],
  ],
  ['5', '文物和陈列品', '件', 0],
  ['6', '图书和档案', '册', 0],
  [
    '7',
    '家具、用具、装具及动植物',
    '件',
    15,
    [
      ['701', '家具', '件', 15],
      ['702', '用具、装具', '件', 5],
    ],
  ],
  ['8', '无形资产', '项', 10],
];

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withId(db.schema.createTable('base_data'), dialect)
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('useful_life', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('base_data_pid_idx').on('base_data').columns(['pid', 'sort']).execute();
  const insert = async (classes: Class[], pid: number) => {
    for (const [i, [code, name, unit, life, children]] of classes.entries()) {
      const table = db as Kysely<{
        base_data: {
          id?: number;
          pid: number;
          code: string;
          name: string;
          unit: string;
          useful_life: number;
          sort: number;
        };
      }>;
      const row = await table
        .insertInto('base_data')
        .values({ pid, code, name, unit, useful_life: life, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (children) await insert(children, row.id as number);
    }
  };
  await insert(ASSET_CLASSES, 0);

  await withTimestamps(
    withId(db.schema.createTable('storage_locations'), dialect)
      .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
      // 1 warehouse, 2 zone, 3 shelf
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    k,
  ).execute();
  await db.schema
    .createIndex('storage_locations_pid_idx')
    .on('storage_locations')
    .columns(['pid', 'sort'])
    .execute();
}

export const assetReference: Migration = { name: '0010-asset-reference', up };
