import {
  type GOOD_SORTABLE,
  type GoodFilter,
  type GoodRow,
  goodExportInputSchema,
  type Lang,
  translate,
} from '@bo/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { type ExportRun, exportInThread } from '../../../jobs/export-thread.js';
import { JobFailure } from '../../../jobs/types.js';
import { writeXlsxExport } from '../../../lib/xlsx-export.js';
import { getSetting } from '../../system/index.js';
import { applyGoodFilters, tabCondition, tabOf } from './filters.js';
import { GOOD_SORT_COLUMNS, goodRowsQuery } from './queries.js';

export const EXPORT_JOB = 'goods.export';
const BATCH = 1000;

export const exportPayloadSchema = z.object({ filter: goodExportInputSchema, lang: z.enum(['zh', 'en']) });

const STATE_KEYS = ['good.states.warehouse', 'good.states.sale', 'good.states.timed'];
const TYPE_KEYS = ['good.types.general', 'good.types.virtual', 'good.types.card', 'good.types.download'];

function columns(lang: Lang) {
  const label = (field: string) => translate(lang, `fields.${field}`);
  return [
    { header: 'ID', key: 'id', width: 10 },
    { header: label('name'), key: 'name', width: 40 },
    { header: label('number'), key: 'number', width: 18 },
    { header: label('type'), key: 'type', width: 14 },
    { header: label('category_id'), key: 'category', width: 16 },
    { header: label('brand_id'), key: 'brand', width: 16 },
    // Money as numbers in yuan with the currency format, so a spreadsheet sums and sorts them.
    { header: translate(lang, 'fields.price_min'), key: 'price_min', width: 12, format: 'money' as const },
    { header: translate(lang, 'fields.price_max'), key: 'price_max', width: 12, format: 'money' as const },
    { header: label('market_price'), key: 'market_price', width: 12, format: 'money' as const },
    { header: label('inventory'), key: 'inventory', width: 10 },
    { header: translate(lang, 'fields.sales'), key: 'sales', width: 10 },
    { header: label('is_show'), key: 'state', width: 12 },
    { header: label('timing'), key: 'timing', width: 22 },
    { header: label('sort'), key: 'sort', width: 8 },
    { header: translate(lang, 'fields.created_at'), key: 'created_at', width: 22 },
  ];
}

type Sorted = { column: string; desc: boolean };

function sortOf(sort: string | undefined): Sorted {
  const wanted = sort ?? '-id';
  const desc = wanted.startsWith('-');
  const field = (desc ? wanted.slice(1) : wanted) as (typeof GOOD_SORTABLE)[number];
  return { column: GOOD_SORT_COLUMNS[field] ?? 'goods.id', desc };
}

/** Rows after `last` in the export's order (keyset paging: deep pages cost the same as the first). */
function after(sorted: Sorted, last: { value: unknown; id: number }) {
  const op = sorted.desc ? '<' : '>';
  return (eb: ExpressionBuilder<Database, 'goods'>) =>
    sorted.column === 'goods.id'
      ? eb('goods.id', op, last.id)
      : eb.or([
          eb(sql.ref(sorted.column), op, last.value),
          eb.and([eb(sql.ref(sorted.column), '=', last.value), eb('goods.id', op, last.id)]),
        ]);
}

function toCells(row: GoodRow, lang: Lang) {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    type: translate(lang, TYPE_KEYS[row.type] ?? ''),
    category: row.category_name ?? '',
    brand: row.brand_name ?? '',
    price_min: row.price_min / 100,
    price_max: row.price_max / 100,
    market_price: row.market_price / 100,
    inventory: row.inventory,
    sales: row.sales,
    state: translate(lang, STATE_KEYS[row.is_show] ?? ''),
    timing: row.timing ?? '',
    sort: row.sort,
    created_at: row.created_at,
  };
}

/**
 * Writes the filtered goods list to an XLSX file in keyset-paged batches (see writeXlsxExport), on a
 * thread of its own (jobs/export-thread.ts).
 */
export async function writeGoodsExport(run: ExportRun, db: Db): Promise<{ file: string; rows: number }> {
  const parsed = exportPayloadSchema.safeParse(run.payload);
  if (!parsed.success) throw new JobFailure('errors.badRequest');
  const { filter, lang } = parsed.data;
  const threshold = Number(await getSetting(db, 'low_inventory_threshold'));
  const base = async () =>
    (await applyGoodFilters(db, goodRowsQuery(db), filter as GoodFilter)).where(
      tabCondition(tabOf(filter.activeIndex), threshold),
    );
  const counted = await (await base()).clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const sorted = sortOf(filter.sort);

  async function* batches() {
    let last: { value: unknown; id: number } | null = null;
    for (;;) {
      let query = (await base())
        .orderBy(sql.ref(sorted.column), sorted.desc ? 'desc' : 'asc')
        .orderBy('goods.id', sorted.desc ? 'desc' : 'asc')
        .limit(BATCH);
      if (last) query = query.where(after(sorted, last));
      const rows = await query.execute();
      if (rows.length) yield rows;
      const lastRow = rows.at(-1);
      if (!lastRow || rows.length < BATCH) return;
      const key = sorted.column.slice('goods.'.length) as keyof typeof lastRow;
      last = { value: lastRow[key], id: lastRow.id };
    }
  }

  return writeXlsxExport({
    run,
    prefix: 'goods',
    columns: columns(lang),
    total: Number(counted?.n ?? 0),
    batches: batches(),
    running: 'good.exportRunning',
    done: 'good.exportDone',
    toCells: (row) => toCells(row, lang),
  });
}

/** The goods export job: {@link writeGoodsExport} on a thread of its own. */
export const runExportJob = exportInThread(import.meta.url, 'writeGoodsExport');
