import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_KEEP_MAX, backupCreateSchema } from '@bo/contract';
import { z } from 'zod';
import type { JobContext } from '../../../jobs/types.js';
import { writeFullArchive } from './archive.js';
import { backupsDir, keepNewestBackups, newBackupName } from './files.js';
import { snapshotDatabase } from './snapshot.js';

export const BACKUP_JOB = 'backup';

/** A backup job's payload: the kind, and from the schedule how many of the newest backups to keep. */
const payloadSchema = backupCreateSchema.extend({
  keep: z.number().int().min(1).max(BACKUP_KEEP_MAX).optional(),
});

const WORK_PREFIX = '.work-';
/** Work folders of a job still running elsewhere are kept this long at most. */
const STALE_WORK_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the work folders (`.work-<job id>-…`) of runs that died: this job's earlier attempt (killed
 * with its server; this attempt now holds the job), jobs that have ended, and any older than 6 hours.
 */
async function removeDeadWork(context: JobContext, dir: string): Promise<void> {
  const entries = await fsp.readdir(dir).catch(() => [] as string[]);
  for (const name of entries.filter((n) => n.startsWith(WORK_PREFIX))) {
    const full = path.join(dir, name);
    const jobId = Number(name.slice(WORK_PREFIX.length).split('-')[0]);
    const owner = await context.app.db
      .selectFrom('jobs')
      .select('state')
      .where('id', '=', Number.isInteger(jobId) ? jobId : 0)
      .executeTakeFirst();
    const stat = await fsp.stat(full).catch(() => null);
    const dead =
      jobId === context.job.id ||
      !owner ||
      owner.state === 'done' ||
      owner.state === 'failed' ||
      (stat !== null && Date.now() - stat.mtimeMs > STALE_WORK_MS);
    if (dead) await fsp.rm(full, { recursive: true, force: true });
  }
}

/** Progress writes in order, at most one per whole percent, mapped into [from, to]. */
function progressBand(context: JobContext, from: number, to: number) {
  let last = -1;
  let chain: Promise<void> = Promise.resolve();
  return {
    report(fraction: number) {
      const percent = Math.floor(from + (to - from) * fraction);
      if (percent <= last) return;
      last = percent;
      chain = chain.then(() => context.progress(percent)).catch(() => undefined);
    },
    flush: () => chain,
  };
}

/**
 * The `backup` job: a database snapshot (`db`), or the snapshot plus the uploads folder in one
 * `.tar.gz` (`full`), written under a work folder and moved into `DATA_DIR/backups/` when complete,
 * so the list never shows a half-written file. A scheduled one (`keep`) then removes all but the newest
 * `keep` backups.
 */
export async function runBackupJob(context: JobContext): Promise<{ name: string; size: number }> {
  const { type, keep } = payloadSchema.parse(context.payload);
  const { config, db, dialect } = context.app;
  const dir = backupsDir(config.dataDir);
  await fsp.mkdir(dir, { recursive: true });
  await removeDeadWork(context, dir);
  const work = path.join(dir, `${WORK_PREFIX}${context.job.id}-${randomBytes(4).toString('hex')}`);
  await fsp.mkdir(work);
  try {
    await context.progress(1, 'backup.stageDatabase');
    const band = progressBand(context, 1, type === 'db' ? 95 : 50);
    const snapshot = await snapshotDatabase(
      {
        db,
        dialect,
        databaseUrl: config.databaseUrl,
        databaseSchema: config.databaseSchema,
        pgDump: config.pgDump,
      },
      path.join(work, 'database'),
      band.report,
      context.signal,
    );
    await band.flush();
    let name: string;
    if (type === 'db') {
      name = newBackupName('db', snapshot.format);
      await fsp.rename(snapshot.file, path.join(dir, name));
    } else {
      await context.progress(50, 'backup.stageUploads');
      name = newBackupName('full', 'tar.gz');
      const archive = path.join(work, 'archive.tar.gz');
      const files = progressBand(context, 50, 98);
      await writeFullArchive({
        dataDir: config.dataDir,
        workDir: work,
        manifest: {
          format: 1,
          type: 'full',
          database: dialect,
          database_file: `database/${path.basename(snapshot.file)}`,
          created_at: new Date().toISOString(),
        },
        target: archive,
        report: files.report,
      });
      await files.flush();
      await fsp.rename(archive, path.join(dir, name));
    }
    const { size } = await fsp.stat(path.join(dir, name));
    if (keep !== undefined) await keepNewestBackups(config.dataDir, keep);
    await context.progress(100, 'backup.done', { name });
    return { name, size };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
