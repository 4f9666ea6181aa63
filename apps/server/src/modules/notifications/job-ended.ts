import { LIST_EXPORTS, type NotificationTarget } from '@bo/contract';
import type { EndedJob } from '../../jobs/types.js';
import { parseJson } from '../../lib/json.js';
import type { MessageParams, NewNotification } from './store.js';

/** Where an export's file is downloaded and on which page it was made, by job type. */
interface ExportOf {
  page: string;
  /** The API path of its files, without the job id. */
  files: string;
}

const FIXED_EXPORTS: Readonly<Record<string, ExportOf>> = {
  'goods.export': { page: 'GoodList', files: 'good/export/file' },
  'orders.export': { page: 'IndentList', files: 'indent/export/file' },
};

function exportOf(type: string): ExportOf | undefined {
  if (Object.hasOwn(FIXED_EXPORTS, type)) return FIXED_EXPORTS[type];
  const declared = type.startsWith('export.') && LIST_EXPORTS.find((e) => `export.${e.path}` === type);
  return declared ? { page: declared.page, files: `${declared.path}/export/file` } : undefined;
}

/** The page of the other jobs a person starts. */
const JOB_PAGES: Readonly<Record<string, string>> = {
  'assets.import.check': 'AssetsList',
  'assets.import': 'AssetsList',
  backup: 'BackupList',
};

/** The failing job's own message (a catalog key and its parameters) as the notification's reason. */
function reasonOf(job: EndedJob): MessageParams {
  const params = parseJson<MessageParams | null>(job.message_params ?? 'null', null) ?? {};
  return { ...params, reasonKey: job.message || 'jobs.failed' };
}

/**
 * The notification telling the admin who started `job` that it finished or failed; none for jobs
 * nobody started (timers, sweeps, scheduled backups).
 */
export function jobEndedNotification(job: EndedJob): NewNotification | null {
  if (job.created_by === null) return null;
  const done = job.state === 'done';
  const result = parseJson<Record<string, unknown> | null>(job.result ?? 'null', null) ?? {};
  const base = { adminId: job.created_by, kind: 'job' as const };
  const exported = exportOf(job.type);
  if (exported) {
    const page = { pageKey: `route.${exported.page}` };
    const file = typeof result.file === 'string' ? result.file : '';
    const target: NotificationTarget = { page: exported.page };
    if (done && file) target.download = { path: `${exported.files}/${job.id}`, file };
    return done
      ? {
          ...base,
          message: 'notifications.exportDone',
          params: { ...page, count: Number(result.rows) || 0 },
          target,
        }
      : { ...base, message: 'notifications.exportFailed', params: { ...reasonOf(job), ...page }, target };
  }
  const page = Object.hasOwn(JOB_PAGES, job.type) ? (JOB_PAGES[job.type] ?? null) : null;
  const target: NotificationTarget = { page };
  if (job.type === 'backup')
    return done
      ? { ...base, message: 'notifications.backupDone', params: { name: String(result.name ?? '') }, target }
      : { ...base, message: 'notifications.backupFailed', params: reasonOf(job), target };
  if (job.type.startsWith('assets.import'))
    return done
      ? {
          ...base,
          message:
            job.type === 'assets.import' ? 'notifications.importDone' : 'notifications.importCheckDone',
          target,
        }
      : { ...base, message: 'notifications.importFailed', params: reasonOf(job), target };
  return done
    ? { ...base, message: 'notifications.jobDone', params: { id: job.id }, target }
    : { ...base, message: 'notifications.jobFailed', params: { ...reasonOf(job), id: job.id }, target };
}
