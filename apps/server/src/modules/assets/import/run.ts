import fsp from 'node:fs/promises';
import { setImmediate as turn } from 'node:timers/promises';
import { ASSET_IMPORT_MAX_ROWS, assetCode, type Lang, translate } from '@bo/contract';
import { z } from 'zod';
import type { Trx } from '../../../db/database.js';
import { type JobContext, JobFailure } from '../../../jobs/types.js';
import { reserveNumbers } from '../../../lib/sequences.js';
import { nowIso } from '../../../lib/time.js';
import { recordEvents } from '../history.js';
import { operatorOf, type Scope, scopeOfAdmin } from '../scope.js';
import { parseSheet } from './parse-sheet.js';
import { checkRow, type ImportError, type ImportRow, type Lookups, loadLookups, mapHeader } from './rows.js';
import { unpackedBudget } from './sheet-limits.js';
import { sheetRows } from './sheet-rows.js';

export const ASSET_IMPORT_CHECK_JOB = 'assets.import.check';
export const ASSET_IMPORT_JOB = 'assets.import';

/** Errors listed in a report; the count covers all of them. */
const REPORTED_ERRORS = 1000;
/**
 * Rows inserted at once. SQLite runs synchronously: a batch holds every request for as long as it
 * takes (100 rows and their events: a few ms), and the event loop turns between batches.
 */
const BATCH = 100;

const payloadSchema = z.object({ file: z.string(), adminId: z.number(), lang: z.enum(['zh', 'en']) });

export interface ImportReport {
  total: number;
  valid: number;
  error_count: number;
  errors: ImportError[];
}

interface Pass {
  lookups: Lookups;
  /** The share of the progress bar this pass fills; 0 for none. */
  share: number;
  /** Takes the valid rows in batches, in sheet order, as long as no row has failed. */
  onRows?: (rows: ImportRow[]) => Promise<void>;
}

/** Reads and checks the whole sheet, streaming: no more than a batch of checked rows is held. */
async function readRows(context: JobContext, file: string, lang: Lang, pass: Pass): Promise<ImportReport> {
  const today = nowIso().slice(0, 10);
  const report: ImportReport = { total: 0, valid: 0, error_count: 0, errors: [] };
  let batch: ImportRow[] = [];
  let header: ReturnType<typeof mapHeader> | null = null;
  let fileShare = 0;
  for await (const row of sheetRows(file, (s) => {
    fileShare = s;
  })) {
    if (row.cells.every((c) => c === null)) continue;
    if (!header) {
      header = mapHeader(row.cells);
      if (header.missing.length > 0) {
        const columns = header.missing
          .map((k) => translate(lang, `assetImport.columns.${k}`))
          .join(lang === 'zh' ? '、' : ', ');
        throw new JobFailure('assetImport.missingColumns', { columns });
      }
      continue;
    }
    report.total++;
    if (report.total > ASSET_IMPORT_MAX_ROWS)
      throw new JobFailure('assetImport.tooMany', {
        max: ASSET_IMPORT_MAX_ROWS,
        count: `${ASSET_IMPORT_MAX_ROWS}+`,
      });
    const checked = checkRow(row, header.index, pass.lookups, lang, today);
    if (checked.row) {
      report.valid++;
      if (pass.onRows && report.error_count === 0) batch.push(checked.row);
    } else {
      report.error_count += checked.errors.length;
      for (const e of checked.errors) if (report.errors.length < REPORTED_ERRORS) report.errors.push(e);
    }
    if (batch.length === BATCH) {
      await pass.onRows?.(batch);
      batch = [];
    }
    if (report.total % 2000 === 0) {
      if (context.signal.aborted) throw new JobFailure('jobs.interrupted');
      if (pass.share > 0)
        await context.progress(Math.floor(fileShare * pass.share), 'assetImport.checking', {
          done: report.total,
        });
    }
  }
  if (report.total === 0) throw new JobFailure('assetImport.empty');
  if (batch.length > 0 && report.error_count === 0) await pass.onRows?.(batch);
  return report;
}

function parsePayload(context: JobContext) {
  const parsed = payloadSchema.safeParse(context.payload);
  if (!parsed.success) throw new JobFailure('jobs.failed');
  return parsed.data;
}

/**
 * The rows file of the job: the route parsed the sheet into it. A job queued with the sheet itself
 * (before an upgrade) has it parsed now, in the worker as well.
 */
async function rowsFileOf(file: string): Promise<string> {
  if (!file.endsWith('.xlsx')) return file;
  const out = `${file}.rows`;
  const { size } = await fsp.stat(file).catch(() => ({ size: 0 }));
  await parseSheet({
    file,
    out,
    limits: { maxRows: ASSET_IMPORT_MAX_ROWS, unpackedBytes: unpackedBudget(size) },
  });
  return out;
}

async function withRowsFile<T>(payloadFile: string, work: (file: string) => Promise<T>): Promise<T> {
  let rows: string | null = null;
  try {
    rows = await rowsFileOf(payloadFile);
    return await work(rows);
  } finally {
    await fsp.rm(payloadFile, { force: true });
    if (rows) await fsp.rm(rows, { force: true });
  }
}

/** The dry run: every bad row with its line, column and reason; nothing is written. */
export async function runImportCheck(context: JobContext): Promise<ImportReport> {
  const { file: payloadFile, lang, adminId } = parsePayload(context);
  return withRowsFile(payloadFile, async (file) => {
    const lookups = await loadLookups(context.app.db, await scopeOfAdmin(context.app.db, adminId));
    const report = await readRows(context, file, lang, { lookups, share: 99 });
    await context.progress(100, 'assetImport.checked', { count: report.total, errors: report.error_count });
    return report;
  });
}

/** Inserts checked rows as assets numbered from `serial` on, each with its `imported` history event. */
async function insertAssets(
  trx: Trx,
  rows: ImportRow[],
  { serial, now, adminId, scope }: { serial: number; now: string; adminId: number; scope: Scope },
) {
  const inserted = await trx
    .insertInto('assets')
    .values(
      // Every field spelled out: built by rest and spread, each row cost several KB of allocations that
      // outlived the young generation, which raised the peak memory of a 100 000-row import by 100 MB.
      rows.map((row, i) => ({
        name: row.name,
        base_data_id: row.base_data_id,
        brand: row.brand,
        model: row.model,
        unit: row.unit,
        quantity: row.quantity,
        original_value: row.original_value,
        purchase_date: row.purchase_date,
        organization_id: row.organization_id,
        area_id: row.area_id,
        department_id: row.department_id,
        custodian: row.custodian,
        storage_location_id: row.storage_location_id,
        ownership: row.ownership,
        code: assetCode(row.class_code, row.purchase_date, serial + i),
        holder_organization_id: null,
        due_date: null,
        status: row.ownership === 'public' ? 'in_warehouse' : 'idle',
        is_resource: 0,
        bound: 0,
        tag: '',
        marks: '',
        photo: '',
        created_by: adminId,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'status'])
    .execute();
  await recordEvents(
    trx,
    inserted.map((a) => ({ asset_id: a.id, kind: 'imported', changes: { status: [null, a.status] } })),
    operatorOf(scope),
  );
}

/**
 * The import: the sheet is checked in full first; with any error nothing is written. Then it is read
 * again and every row becomes an asset with a generated code and an `imported` history event, batch by
 * batch in one transaction (so a crash or a failure leaves no partial import). Reading twice keeps
 * memory flat however long the sheet is; the second pass checks again against reference data read in
 * the transaction, so a row that went bad in between (a place filled up) fails the whole import.
 */
export async function runImport(context: JobContext): Promise<ImportReport> {
  const { file: payloadFile, lang, adminId } = parsePayload(context);
  return withRowsFile(payloadFile, async (file) => {
    const db = context.app.db;
    const scope = await scopeOfAdmin(db, adminId);
    const report = await readRows(context, file, lang, { lookups: await loadLookups(db, scope), share: 60 });
    if (report.error_count > 0) throw new JobFailure('assetImport.hasErrors', { count: report.error_count });
    // Progress is written outside the transaction: on SQLite it would wait for the transaction's connection.
    await context.progress(60, 'assetImport.importing', { done: 0, total: report.valid });
    await db.transaction().execute(async (trx) => {
      let serial = await reserveNumbers(trx, 'asset', report.valid);
      const now = nowIso();
      const again = await readRows(context, file, lang, {
        lookups: await loadLookups(trx, scope),
        share: 0,
        onRows: async (batch) => {
          await insertAssets(trx, batch, { serial, now, adminId, scope });
          serial += batch.length;
          // Without a turn of the event loop between batches, the whole import would hold every other
          // request until it ends.
          await turn();
        },
      });
      if (again.error_count > 0) throw new JobFailure('assetImport.hasErrors', { count: again.error_count });
    });
    await context.progress(100, 'assetImport.imported', { count: report.valid });
    return report;
  });
}
