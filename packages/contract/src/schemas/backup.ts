import { z } from 'zod';

export const BACKUP_TYPES = ['db', 'full'] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];

/**
 * Backup file names: `<type>-<YYYYMMDD>-<HHmmss>-<6 hex>.<ext>`; `.sqlite` (SQLite database), `.dump`
 * (pg_dump custom format) or `.tar.gz` (full: database and uploads). Anything else is refused, so a
 * name can never point outside the backups folder.
 */
export const BACKUP_NAME_PATTERN = /^(db|full)-\d{8}-\d{6}-[0-9a-f]{6}\.(sqlite|dump|tar\.gz)$/;

/** `POST backup`. */
export const backupCreateSchema = z.object({
  type: z.enum(BACKUP_TYPES, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.format'),
  }),
});
export type BackupCreateInput = z.input<typeof backupCreateSchema>;

/** `{name}` of `GET backup/download/{name}` and `POST backup/destroy/{name}`. */
export const backupNameParamsSchema = z.object({
  name: z.string().max(64, 'validation.format').regex(BACKUP_NAME_PATTERN, 'validation.format'),
});

/** A row of `GET backup` (newest first). `time` is ISO-8601 UTC. */
export const backupRowSchema = z.object({
  name: z.string(),
  size: z.number(),
  time: z.string(),
});
export type BackupRow = z.infer<typeof backupRowSchema>;

/** `POST backup` returns the job to poll with `GET job/{id}`. */
export const backupJobSchema = z.object({ job_id: z.number() });

/** The backup type a file name holds. */
export function backupTypeOf(name: string): BackupType {
  return name.startsWith('full-') ? 'full' : 'db';
}
