import fsp from 'node:fs/promises';
import path from 'node:path';
import { ASSET_IMPORT_MAX_ROWS, okSchema, UPLOAD_GROUP_NAMES } from '@bo/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { invalid, unauthenticated } from '../../../http/errors.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { registerJobHandler } from '../../../jobs/registry.js';
import { JobFailure } from '../../../jobs/types.js';
import { receiveUpload, type UploadLimits } from '../../upload/index.js';
import { declaredUnpackedBytes } from './archive.js';
import { parseSheet } from './parse-sheet.js';
import { ASSET_IMPORT_CHECK_JOB, ASSET_IMPORT_JOB, runImport, runImportCheck } from './run.js';
import { unpackedBudget } from './sheet-limits.js';
import { importTemplate } from './template.js';

/** Import sheets up to this size (100 000 rows of the template take about 6 MB). */
export const MAX_SHEET_MB = 40;

const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024);

/** Sheets arrive as the `verify` upload group (its types include xlsx), with the import's own limit. */
const SHEET_LIMITS = Object.fromEntries(
  UPLOAD_GROUP_NAMES.map((g) => [g, g === 'verify' ? MAX_SHEET_MB : 1]),
) as UploadLimits;

/**
 * The asset import (`assstmall/Assetimport` and `assstmall/new_Assetimport`, multipart `file`):
 * the first checks the sheet and reports every bad row (a dry run), the second imports it all or
 * nothing. Both run as jobs with progress (`GET job/{id}`); the template is `GET assstmall/template`.
 */
export async function assetImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { files: 1, fields: 2, parts: 3, fileSize: MAX_SHEET_MB * 1024 * 1024 + 1 },
  });
  registerJobHandler(ASSET_IMPORT_CHECK_JOB, runImportCheck, { maxAttempts: 1 });
  registerJobHandler(ASSET_IMPORT_JOB, runImport, { maxAttempts: 1 });
  const importDir = path.join(app.config.dataDir, 'imports');

  /**
   * Reads the uploaded sheet into a rows file for the job (which removes it) and queues the job. The
   * sheet is parsed here, in a worker thread, so a sheet no import takes is refused with 42200 at once.
   */
  async function start(request: FastifyRequest, type: string) {
    if (!request.auth) throw unauthenticated();
    const upload = await receiveUpload(request, path.join(importDir, 'tmp'), SHEET_LIMITS, 'verify');
    const rows = path.join(importDir, `${path.basename(upload.tempPath, '.part')}.rows`);
    try {
      if (upload.ext !== 'xlsx') throw invalid({ file: 'assetImport.notXlsx' });
      const budget = unpackedBudget(upload.size);
      // A zip bomb is refused from what the archive declares, before anything is inflated.
      const unpacked = await declaredUnpackedBytes(upload.tempPath);
      if (unpacked === null) throw invalid({ file: 'assetImport.notXlsx' });
      if (unpacked > budget) throw invalid({ file: 'assetImport.tooLarge' }, { mb: megabytes(budget) });
      await parseSheet({
        file: upload.tempPath,
        out: rows,
        limits: { maxRows: ASSET_IMPORT_MAX_ROWS, unpackedBytes: budget },
      });
    } catch (err) {
      if (err instanceof JobFailure) throw invalid({ file: err.messageKey }, err.params);
      throw err;
    } finally {
      await fsp.rm(upload.tempPath, { force: true });
    }
    try {
      const jobId = await enqueueJob(app.db, {
        type,
        payload: { file: rows, adminId: request.auth.adminId, lang: request.lang },
        createdBy: request.auth.adminId,
      });
      return ok({ job_id: jobId });
    } catch (err) {
      // No job will remove the rows (the database is down, say).
      await fsp.rm(rows, { force: true });
      throw err;
    }
  }

  const jobAnswer = { 200: okSchema(z.object({ job_id: z.number() })) };
  app.post(
    '/assstmall/Assetimport',
    { config: { permission: 'AssetsImport' }, schema: { response: jobAnswer } },
    (request) => start(request, ASSET_IMPORT_CHECK_JOB),
  );
  app.post(
    '/assstmall/new_Assetimport',
    { config: { permission: 'AssetsImport' }, schema: { response: jobAnswer } },
    (request) => start(request, ASSET_IMPORT_JOB),
  );
  app.get('/assstmall/template', { config: { permission: 'AssetsImport' } }, async (request, reply) => {
    const file = await importTemplate(app.db, request.lang);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="asset-import-template.xlsx"')
      .header('cache-control', 'no-store')
      .send(file);
  });
}
