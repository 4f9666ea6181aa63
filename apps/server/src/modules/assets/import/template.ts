import { type Lang, translate } from '@bo/contract';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/database.js';
import { workbookBytes } from '../../../lib/inert-cells.js';
import { placePaths } from '../reference/places.js';
import { IMPORT_COLUMNS } from './columns.js';

/**
 * The import template: the asset sheet with its headers (required ones marked `*`), and two reference
 * sheets listing the class codes and place codes a row may use.
 */
export async function importTemplate(db: Db, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'assetImport.sheet'));
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: `${translate(lang, `assetImport.columns.${c.key}`)}${c.required ? '*' : ''}`,
    key: c.key,
    width: c.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const classes = workbook.addWorksheet(translate(lang, 'assetImport.classesSheet'));
  classes.columns = [
    { header: translate(lang, 'assetImport.columns.class_code'), key: 'code', width: 12 },
    { header: translate(lang, 'fields.name'), key: 'name', width: 30 },
    { header: translate(lang, 'assetImport.columns.unit'), key: 'unit', width: 10 },
  ];
  for (const c of await db
    .selectFrom('base_data')
    .select(['code', 'name', 'unit'])
    .orderBy('code')
    .execute()) {
    classes.addRow(c);
  }

  const places = workbook.addWorksheet(translate(lang, 'assetImport.placesSheet'));
  places.columns = [
    { header: translate(lang, 'assetImport.columns.place_code'), key: 'code', width: 16 },
    { header: translate(lang, 'fields.name'), key: 'path', width: 40 },
  ];
  const paths = await placePaths(db);
  const rows = await db
    .selectFrom('storage_locations')
    .select(['id', 'code'])
    .orderBy('code')
    .limit(10_000)
    .execute();
  for (const p of rows) places.addRow({ code: p.code, path: paths.get(p.id) ?? '' });

  return workbookBytes(workbook);
}
