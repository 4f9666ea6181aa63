import { type Lang, translate } from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { xlsxBytes } from '../../../lib/xlsx-writer.js';
import { placePaths } from '../reference/places.js';
import { IMPORT_COLUMNS } from './columns.js';

/**
 * The import template: the asset sheet with its headers (required ones marked `*`), and two reference
 * sheets listing the class codes and place codes a row may use.
 */
export async function importTemplate(db: Db, lang: Lang): Promise<Buffer> {
  const classes = await db.selectFrom('base_data').select(['code', 'name', 'unit']).orderBy('code').execute();
  const paths = await placePaths(db);
  const places = await db
    .selectFrom('storage_locations')
    .select(['id', 'code'])
    .orderBy('code')
    .limit(10_000)
    .execute();
  return xlsxBytes(
    {
      name: translate(lang, 'assetImport.sheet'),
      columns: IMPORT_COLUMNS.map((c) => ({
        header: `${translate(lang, `assetImport.columns.${c.key}`)}${c.required ? '*' : ''}`,
        width: c.width,
      })),
      batches: [],
      frozenHeader: true,
    },
    {
      name: translate(lang, 'assetImport.classesSheet'),
      columns: [
        { header: translate(lang, 'assetImport.columns.class_code'), width: 12 },
        { header: translate(lang, 'fields.name'), width: 30 },
        { header: translate(lang, 'assetImport.columns.unit'), width: 10 },
      ],
      batches: [classes.map((c) => [c.code, c.name, c.unit])],
    },
    {
      name: translate(lang, 'assetImport.placesSheet'),
      columns: [
        { header: translate(lang, 'assetImport.columns.place_code'), width: 16 },
        { header: translate(lang, 'fields.name'), width: 40 },
      ],
      batches: [places.map((p) => [p.code, paths.get(p.id) ?? ''])],
    },
  );
}
