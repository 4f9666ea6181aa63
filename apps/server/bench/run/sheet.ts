import ExcelJS from 'exceljs';
import type { Db } from '../../src/db/database.js';

/** The unit and place every imported row names; the import child creates them first. */
export const IMPORT_ORGANIZATION = '财政局';
export const IMPORT_PLACE = 'WH-1';

const HEADER = [
  '资产名称*',
  '分类编码*',
  '品牌',
  '规格型号',
  '计量单位',
  '数量*',
  '原值（元）*',
  '购置日期*',
  '所属单位*',
  '部门',
  '保管人',
  '存放地点编码',
  '权属',
];
const CLASSES = ['301', '302', '303', '701', '702'];

/** Creates the unit and the place every row of an import sheet names. */
export async function createImportTargets(db: Db): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('organizations')
    .values({ name: IMPORT_ORGANIZATION, area_id: null, created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('storage_locations')
    .values({
      ...{ pid: 0, level: 1, name: 'Main', code: IMPORT_PLACE, capacity: 0, remark: '', sort: 0 },
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Writes an import sheet of `rows` valid assets shaped like the download template (as bench/asset-import.ts). */
export async function writeImportSheet(file: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('资产');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) {
    sheet
      .addRow([
        `资产 ${i}`,
        CLASSES[i % CLASSES.length],
        'Brand',
        `M-${i % 97}`,
        '',
        1,
        (1000 + (i % 5000)).toFixed(2),
        `2023-${String((i % 12) + 1).padStart(2, '0')}-15`,
        IMPORT_ORGANIZATION,
        '',
        `保管人${i % 300}`,
        i % 3 ? IMPORT_PLACE : '',
        '',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
