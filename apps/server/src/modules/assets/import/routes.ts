import fsp from 'node:fs/promises';
import path from 'node:path';
import { okSchema, UPLOAD_GROUP_NAMES } from '@bo/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { invalid, unauthenticated } from '../../../http/errors.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { registerJobHandler } from '../../../jobs/registry.js';
import { receiveUpload, type UploadLimits } from '../../upload/receive.js';
import { moveFile } from '../../upload/storage.js';
import { declaredUnpackedBytes, MAX_UNPACKED_BYTES, MAX_UNPACKED_MB } from './archive.js';
import { ASSET_IMPORT_CHECK_JOB, ASSET_IMPORT_JOB, runImport, runImportCheck } from './run.js';
import { importTemplate } from './template.js';

/** Import sheets up to this size (100 000 rows of the template take about 6 MB). */
const MAX_SHEET_MB = 40;

/** Sheets arrive as the `verify` upload group (its types include xlsx), with the import's own limit. */
const SHEET_LIMITS = Object.fromEntries(
  UPLOAD_GROUP_NAMES.map((g) => [g, g === 'verify' ? MAX_SHEET_MB : 1]),
) as UploadLimits;

/**
 * The asset import (spec §7 `assstmall/Assetimport` and `assstmall/new_Assetimport`, multipart `file`):
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

  /** Keeps the uploaded sheet for the job (which removes it) and queues the job. */
  async function start(request: FastifyRequest, type: string) {
    if (!request.auth) throw unauthenticated();
    const upload = await receiveUpload(request, path.join(importDir, 'tmp'), SHEET_LIMITS, 'verify');
    if (upload.ext !== 'xlsx') {
      await fsp.rm(upload.tempPath, { force: true });
      throw invalid({ file: 'assetImport.notXlsx' });
    }
    // A zip bomb is refused now, from what the archive declares, rather than by the job later.
    const unpacked = await declaredUnpackedBytes(upload.tempPath);
    if (unpacked === null || unpacked > MAX_UNPACKED_BYTES) {
      await fsp.rm(upload.tempPath, { force: true });
      throw unpacked === null
        ? invalid({ file: 'assetImport.notXlsx' })
        : invalid({ file: 'assetImport.tooLarge' }, { mb: MAX_UNPACKED_MB });
    }
    const file = path.join(importDir, `${path.basename(upload.tempPath, '.part')}.xlsx`);
    await moveFile(upload.tempPath, file);
    try {
      const jobId = await enqueueJob(app.db, {
        type,
        payload: { file, adminId: request.auth.adminId, lang: request.lang },
        createdBy: request.auth.adminId,
      });
      return ok({ job_id: jobId });
    } catch (err) {
      // No job will remove the sheet (the database is down, say).
      await fsp.rm(file, { force: true });
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
