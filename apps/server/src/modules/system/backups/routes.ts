import {
  backupCreateSchema,
  backupDestroyBodySchema,
  backupDestroyParamsSchema,
  backupJobSchema,
  backupNameParamsSchema,
  backupRowSchema,
  backupScheduleSchema,
  backupScheduleStateSchema,
  messageSchema,
  okSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { conflict, invalid, unauthenticated } from '../../../http/errors.js';
import { enqueueJob, hasActiveJob } from '../../../jobs/queue.js';
import { registerJobHandler } from '../../../jobs/registry.js';
import { backupContentType, listBackups, openBackup, removeBackups } from './files.js';
import { BACKUP_JOB, runBackupJob } from './job.js';
import {
  BACKUP_TIMER_JOB,
  queueBackupTimer,
  runBackupTimer,
  saveSchedule,
  scheduleState,
} from './schedule.js';

/**
 * Backups (`backup`, BackupList / BackupCreate / BackupDownload / BackupDestroy / BackupSchedule): made
 * by hand or on a schedule. Restore is the CLI's.
 */
export async function backupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A crashed backup is started once more, then failed as interrupted.
  registerJobHandler(BACKUP_JOB, runBackupJob, { maxAttempts: 2 });
  // A timer that failed to queue its backup is not retried: the next one comes at its time.
  registerJobHandler(BACKUP_TIMER_JOB, runBackupTimer, { maxAttempts: 1 });
  app.addHook('onReady', () => queueBackupTimer(app.db));

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

  // `0` deletes the body's `names`, all or none, like every list's batch delete.
  app.post(
    '/backup/destroy/:name',
    {
      config: { permission: 'BackupDestroy' },
      schema: {
        params: backupDestroyParamsSchema,
        body: backupDestroyBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { name } = request.params;
      const names = name === '0' ? (request.body?.names ?? []) : [name];
      if (names.length === 0) throw invalid({ names: 'validation.required' });
      await removeBackups(app.config.dataDir, names);
      return ok(translate(request.lang, 'common.deleted'));
    },
  );

  app.get(
    '/backup/schedule',
    {
      config: { permission: 'BackupList' },
      schema: { response: { 200: okSchema(backupScheduleStateSchema) } },
    },
    async (request) => ok(await scheduleState(app.db, request.lang)),
  );

  app.post(
    '/backup/schedule',
    {
      config: { permission: 'BackupSchedule' },
      schema: { body: backupScheduleSchema, response: { 200: okSchema(backupScheduleStateSchema) } },
    },
    async (request) => {
      await saveSchedule(app.db, request.body);
      return ok(await scheduleState(app.db, request.lang));
    },
  );
}
