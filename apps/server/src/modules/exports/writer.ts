import { listExportOf } from '@bo/contract';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { type ExportRun, exportInThread } from '../../jobs/export-thread.js';
import { JobFailure } from '../../jobs/types.js';
import { listExportPrefix, writeListPages } from '../../lib/list-export.js';
import { scopeOfAdmin } from '../assets/index.js';
import { LIST_EXPORT_TABLE } from './table.js';

export const listExportPayloadSchema = z.object({
  path: z.string(),
  /** The filters as the client sent them: parsed here with the list's schema, as the list parses them. */
  filter: z.record(z.string(), z.unknown()),
  lang: z.enum(['zh', 'en']),
});

/**
 * Writes the list export its payload names, as the admin who queued it sees the list (the data scope
 * it has when the export runs).
 */
export async function writeDeclaredExport(run: ExportRun, db: Db) {
  const parsed = listExportPayloadSchema.safeParse(run.payload);
  const declared = parsed.success ? listExportOf(parsed.data.path) : undefined;
  const definition = declared ? LIST_EXPORT_TABLE[declared.path] : undefined;
  const query = declared?.query.safeParse(parsed.data?.filter);
  if (!parsed.success || !declared || !definition || !query?.success || run.job.createdBy === null) {
    throw new JobFailure('errors.badRequest');
  }
  return writeListPages(run, db, {
    definition,
    context: await scopeOfAdmin(db, run.job.createdBy),
    query: query.data,
    prefix: listExportPrefix(declared),
    lang: parsed.data.lang,
  });
}

/** The job of every list export: {@link writeDeclaredExport} on a thread of its own. */
export const runListExportJob = exportInThread(import.meta.url, 'writeDeclaredExport');
