import { type Lang, LIST_EXPORT_MAX_ROWS, type ListExport, type Page, uiCatalogs } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { ExportRun } from '../jobs/export-thread.js';
import { JobFailure } from '../jobs/types.js';
import { writeXlsxExport } from './xlsx-export.js';
import type { NumberFormat } from './xlsx-parts.js';
import type { XlsxValue } from './xlsx-writer.js';

/**
 * The machinery of the list exports (LIST_EXPORTS in the contract): each list names its columns and how
 * it reads a page (the list's own query function, so the filters, sort and data scope are the list's),
 * and this pages through it on the export's thread into one XLSX sheet.
 */

/** A text of the web's catalogs (which hold the core's too) in `lang`, falling back to zh, then the key. */
export function uiText(lang: Lang, key: string): string {
  const find = (catalog: unknown) => {
    let node = catalog;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return find(uiCatalogs[lang]) ?? find(uiCatalogs.zh) ?? key;
}

/** How a column's values are written: text (the default), a plain number, money (cents), a time or a day. */
type CellKind = 'text' | 'number' | 'money' | 'datetime' | 'date';

const FORMAT: Record<CellKind, NumberFormat | undefined> = {
  text: undefined,
  number: undefined,
  money: 'money',
  datetime: 'datetime',
  date: 'date',
};

export interface ExportColumn<R> {
  /** The header's key in the web's catalogs (the list page's own column label). */
  label: string;
  width?: number;
  kind?: CellKind;
  /** The cell's value: text (enum names already translated), a number, cents, an ISO time or day. */
  value: (row: R, text: (key: string) => string) => string | number | null | undefined;
}

/** Days since 1899-12-30, as spreadsheets count them, of the local wall-clock time `iso` names. */
function serialDay(iso: string, dayOnly: boolean): number | null {
  const at = dayOnly && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const wall = Date.UTC(
    at.getFullYear(),
    at.getMonth(),
    at.getDate(),
    dayOnly ? 0 : at.getHours(),
    dayOnly ? 0 : at.getMinutes(),
    dayOnly ? 0 : at.getSeconds(),
  );
  return wall / 86_400_000 + 25_569;
}

function cell(kind: CellKind, value: string | number | null | undefined): XlsxValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money':
      return Number(value) / 100;
    case 'number':
      return Number(value);
    case 'datetime':
    case 'date':
      return serialDay(String(value), kind === 'date') ?? String(value);
    case 'text':
      return String(value);
  }
}

/** Where a page of the list is read: as whom (the caller's scope, resolved when it runs), and the paging. */
export interface PageArgs<Q, C> {
  context: C;
  query: Q;
  page: number;
  limit: number;
}

/**
 * One list's export: `page` reads a page of the list as its route does; `expand` (optional) turns a
 * page of rows into the sheet's rows (a form into one row per line), batch by batch.
 */
export interface ListExportDefinition<Q, R, X, C> {
  page: (db: Db, args: PageArgs<Q, C>) => Promise<Page<R>>;
  expand?: (db: Db, rows: R[]) => AsyncIterable<X[]>;
  columns: readonly ExportColumn<X>[];
}

/** A definition typed by the query schema of its declaration (the rows it reads as the list parses). */
export function defineListExport<C>() {
  return <S extends z.ZodObject, R, X = R>(
    _schema: S,
    definition: ListExportDefinition<z.output<S>, R, X, C>,
  ): ListExportDefinition<unknown, unknown, unknown, C> =>
    definition as unknown as ListExportDefinition<unknown, unknown, unknown, C>;
}

/** The job type of the export of the list at `path`, e.g. `export.assets/list`. */
export const listExportJob = (declared: ListExport) => `export.${declared.path}`;
/** The file name prefix of its files, e.g. `assets-list`. */
export const listExportPrefix = (declared: ListExport) => declared.path.replace(/\//g, '-');

/** Rows read per page: fewer round trips than a screen's page, still a small batch in memory. */
const PAGE = 500;

/**
 * Writes a list export: the list's pages in the list's order, read as `context` (the caller's scope)
 * sees them, up to {@link LIST_EXPORT_MAX_ROWS} rows; one XLSX sheet, streamed.
 */
export async function writeListPages<C>(
  run: ExportRun,
  db: Db,
  spec: {
    definition: ListExportDefinition<unknown, unknown, unknown, C>;
    context: C;
    query: unknown;
    prefix: string;
    lang: Lang;
  },
) {
  const { definition, context, lang } = spec;
  const read = (page: number) => definition.page(db, { context, query: spec.query, page, limit: PAGE });
  const first = await read(1);
  if (first.total_capped || first.total > LIST_EXPORT_MAX_ROWS) {
    throw new JobFailure('listExport.tooMany', { max: LIST_EXPORT_MAX_ROWS });
  }

  // The progress counts the list's rows (total is theirs): an expanded page's count goes with its last
  // batch, held back until the page's expansion ends.
  const listRows = new WeakMap<unknown[], number>();
  async function* pages() {
    let page = first;
    for (let n = 1; page.data.length > 0; page = await read(++n)) {
      let held: unknown[] = page.data;
      if (definition.expand) {
        held = [];
        for await (const batch of definition.expand(db, page.data)) {
          if (held.length) yield held;
          held = batch;
        }
      }
      listRows.set(held, page.data.length);
      yield held;
      if (page.data.length < PAGE) return;
    }
  }

  const text = (key: string) => uiText(lang, key);
  return writeXlsxExport({
    run,
    prefix: spec.prefix,
    columns: definition.columns.map((c, i) => ({
      key: String(i),
      header: text(c.label),
      width: c.width ?? 16,
      format: FORMAT[c.kind ?? 'text'],
    })),
    total: first.total,
    counts: (rows) => listRows.get(rows) ?? 0,
    batches: pages(),
    running: 'listExport.progress',
    done: 'listExport.done',
    toCells: (row) =>
      Object.fromEntries(
        definition.columns.map((c, i) => [String(i), cell(c.kind ?? 'text', c.value(row, text))]),
      ),
  });
}
