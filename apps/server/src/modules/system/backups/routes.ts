import {
  backupCreateSchema,
  backupJobSchema,
  backupNameParamsSchema,
  backupRowSchema,
  messageSchema,
  okSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { conflict, unauthenticated } from '../../../http/errors.js';
import { enqueueJob, hasActiveJob } from '../../../jobs/queue.js';
import { registerJobHandler } from '../../../jobs/registry.js';
import { backupContentType, listBackups, openBackup, removeBackup } from './files.js';
import { BACKUP_JOB, runBackupJob } from './job.js';

/** Backups (`backup`, BackupList / BackupCreate / BackupDownload / BackupDestroy). Restore is the CLI's. */
export async function backupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A crashed backup is started once more, then failed as interrupted.
  registerJobHandler(BACKUP_JOB, runBackupJob, { maxAttempts: 2 });

  app.get(
    '/backup',
    {
      config: { permission: 'BackupList' },
      schema: { response: { 200: okSchema(backupRowSchema.array()) } },
    },
    async () => ok(await listBackups(app.config.dataDir)),
  );

  app.post(
    '/backup',
    {
      config: { permission: 'BackupCreate' },
      schema: { body: backupCreateSchema, response: { 200: okSchema(backupJobSchema) } },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      if (await hasActiveJob(app.db, BACKUP_JOB)) throw conflict('backup.running');
      const id = await enqueueJob(app.db, {
        type: BACKUP_JOB,
        payload: { type: request.body.type },
        createdBy: request.auth.adminId,
      });
      return ok({ job_id: id });
    },
  );

  app.get(
    '/backup/download/:name',
    { config: { permission: 'BackupDownload' }, schema: { params: backupNameParamsSchema } },
    async (request, reply) => {
      const { name } = request.params;
      const { size, stream } = await openBackup(app.config.dataDir, name);
      return reply
        .header('content-type', backupContentType(name))
        .header('content-length', String(size))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/backup/destroy/:name',
    {
      config: { permission: 'BackupDestroy' },
      schema: { params: backupNameParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await removeBackup(app.config.dataDir, request.params.name);
      return ok(translate(request.lang, 'common.deleted'));
    },
  );
}
