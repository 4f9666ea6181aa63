import fsp from 'node:fs/promises';
import { assetCode, type Lang, translate } from '@bo/contract';
import { z } from 'zod';
import { type JobContext, JobFailure } from '../../../jobs/types.js';
import { reserveNumbers } from '../../../lib/sequences.js';
import { nowIso } from '../../../lib/time.js';
import { recordEvents } from '../history.js';
import { operatorOf, scopeOfAdmin } from '../scope.js';
import { MAX_IMPORT_ROWS } from './columns.js';
import { readSheet } from './read-sheet.js';
import { checkRow, type ImportError, type ImportRow, loadLookups, mapHeader } from './rows.js';

export const ASSET_IMPORT_CHECK_JOB = 'assets.import.check';
export const ASSET_IMPORT_JOB = 'assets.import';

/** Errors listed in a report; the count covers all of them. */
const REPORTED_ERRORS = 1000;
const BATCH = 500;

const payloadSchema = z.object({ file: z.string(), adminId: z.number(), lang: z.enum(['zh', 'en']) });

export interface ImportReport {
  total: number;
  valid: number;
  error_count: number;
  errors: ImportError[];
}

/** Reads and checks the whole sheet; the checked rows are kept only when `keep` (the import). */
async function checkSheet(
  context: JobContext,
  file: string,
  lang: Lang,
  adminId: number,
  keep: boolean,
  share: number,
) {
  const scope = await scopeOfAdmin(context.app.db, adminId);
  const lookups = await loadLookups(context.app.db, scope);
  const today = nowIso().slice(0, 10);
  const rows: ImportRow[] = [];
  const report: ImportReport = { total: 0, valid: 0, error_count: 0, errors: [] };
  let header: ReturnType<typeof mapHeader> | null = null;
  let fileShare = 0;
  for await (const row of readSheet(file, (s) => {
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
    if (report.total > MAX_IMPORT_ROWS)
      throw new JobFailure('assetImport.tooMany', { max: MAX_IMPORT_ROWS, count: `${MAX_IMPORT_ROWS}+` });
    const checked = checkRow(row, header.index, lookups, lang, today);
    if (checked.row) {
      report.valid++;
      if (keep) rows.push(checked.row);
    } else {
      report.error_count += checked.errors.length;
      for (const e of checked.errors) if (report.errors.length < REPORTED_ERRORS) report.errors.push(e);
    }
    if (report.total % 2000 === 0) {
      if (context.signal.aborted) throw new JobFailure('jobs.interrupted');
      await context.progress(Math.floor(fileShare * share), 'assetImport.checking', { done: report.total });
    }
  }
  if (report.total === 0) throw new JobFailure('assetImport.empty');
  return { report, rows, scope };
}

function parsePayload(context: JobContext) {
  const parsed = payloadSchema.safeParse(context.payload);
  if (!parsed.success) throw new JobFailure('jobs.failed');
  return parsed.data;
}

/** The dry run: every bad row with its line, column and reason; nothing is written. */
export async function runImportCheck(context: JobContext): Promise<ImportReport> {
  const { file, lang, adminId } = parsePayload(context);
  try {
    const { report } = await checkSheet(context, file, lang, adminId, false, 99);
    await context.progress(100, 'assetImport.checked', { total: report.total, errors: report.error_count });
    return report;
  } finally {
    await fsp.rm(file, { force: true });
  }
}

/**
 * The import: the sheet is checked in full first; with any error nothing is written. Then every row
 * becomes an asset with a generated code and an `imported` history event, in one transaction (so a
 * crash or a failure leaves no partial import).
 */
export async function runImport(context: JobContext): Promise<ImportReport> {
  const { file, lang, adminId } = parsePayload(context);
  try {
    const { report, rows, scope } = await checkSheet(context, file, lang, adminId, true, 60);
    if (report.error_count > 0) throw new JobFailure('assetImport.hasErrors', { errors: report.error_count });
    // Progress is written outside the transaction: on SQLite it would wait for the transaction's connection.
    await context.progress(60, 'assetImport.importing', { done: 0, total: rows.length });
    const db = context.app.db;
    await db.transaction().execute(async (trx) => {
      let serial = await reserveNumbers(trx, 'asset', rows.length);
      const now = nowIso();
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH);
        const inserted = await trx
          .insertInto('assets')
          .values(
            batch.map(({ class_code, ...row }) => ({
              ...row,
              code: assetCode(class_code, row.purchase_date, serial++),
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
    });
    await context.progress(100, 'assetImport.imported', { total: rows.length });
    return report;
  } finally {
    await fsp.rm(file, { force: true });
  }
}
