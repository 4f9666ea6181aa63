import { z } from 'zod';
import { jsonInt } from './numbers.js';

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

/** How often the scheduled backup runs: never, every day, or once a week. */
export const BACKUP_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];
/** The most backups a schedule keeps: past it, the oldest are removed after each scheduled run. */
export const BACKUP_KEEP_MAX = 100;
/** `HH:mm`, 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.format'),
  });

/**
 * `POST backup/schedule`: `frequency`, the time of day (`HH:mm`, in the server's time zone) and on a
 * weekly schedule the weekday (1 Monday … 7 Sunday), which kind of backup (`type`), and how many of
 * the newest backups to `keep` (manual ones count too).
 */
export const backupScheduleSchema = z.object({
  frequency: choice(BACKUP_FREQUENCIES),
  time: z.string('validation.type').regex(CLOCK_TIME, 'validation.format').default('02:00'),
  weekday: jsonInt(1, 7).default(1),
  type: choice(BACKUP_TYPES).default('db'),
  keep: jsonInt(1, BACKUP_KEEP_MAX).default(7),
});
export type BackupScheduleInput = z.input<typeof backupScheduleSchema>;
export type BackupSchedule = z.output<typeof backupScheduleSchema>;

/** The schedule stored before any was saved: off, with the defaults the form offers. */
export const BACKUP_SCHEDULE_DEFAULT: BackupSchedule = backupScheduleSchema.parse({ frequency: 'off' });

/** The latest backup job that ended one way: when, and the file it wrote or the reason it failed. */
const backupOutcomeSchema = z.object({ at: z.string(), name: z.string().nullable(), message: z.string() });
export type BackupOutcome = z.infer<typeof backupOutcomeSchema>;

/**
 * `GET backup/schedule`: the schedule, when it runs next (ISO-8601 UTC, null when off), and the last
 * backup that succeeded and the last that failed (scheduled or started by hand), for the page's status.
 */
export const backupScheduleStateSchema = z.object({
  frequency: z.enum(BACKUP_FREQUENCIES),
  time: z.string(),
  weekday: z.number(),
  type: z.enum(BACKUP_TYPES),
  keep: z.number(),
  next_run_at: z.string().nullable(),
  last_success: backupOutcomeSchema.nullable(),
  last_failure: backupOutcomeSchema.nullable(),
});
export type BackupScheduleState = z.infer<typeof backupScheduleStateSchema>;

/** `{name}` of `POST backup/destroy/{name}`: a backup's name, or `0` for the `names` of the body. */
export const backupDestroyParamsSchema = z.object({
  name: z.union([z.literal('0'), backupNameParamsSchema.shape.name], 'validation.format'),
});

/** Body of `POST backup/destroy/0`: the names to delete, all or none. */
export const backupDestroyBodySchema = z
  .object({
    names: z
      .array(backupNameParamsSchema.shape.name, 'validation.type')
      .max(BACKUP_KEEP_MAX * 10, 'validation.max')
      .optional(),
  })
  .nullish();
