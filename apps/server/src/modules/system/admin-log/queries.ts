import type { AdminLogDetail, AdminLogRow, AuditChanges, adminLogListQuerySchema, Page } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { applySort, contains, paginate, timeRange } from '../../../lib/list.js';

const SORTABLE = { id: 'id', created_at: 'created_at' };

const ROW = [
  'id',
  'admin_id',
  'username as operator',
  'path',
  'method',
  'ip',
  'input',
  'status',
  'subject_type',
  'subject_id',
  'created_at',
] as const;

export const logsQuery = (db: Db) => db.selectFrom('admin_logs').select(ROW);

/** The rows with their changes: an entry's detail and the export. */
export const detailedLogsQuery = (db: Db) => db.selectFrom('admin_logs').select([...ROW, 'changes']);

type Stored = Omit<AdminLogRow, 'input'> & { input: string };

/** The stored input is redacted JSON text (see the admin-log plugin); clients get the object back. */
export function present(row: Stored): AdminLogRow {
  let input: unknown = row.input;
  try {
    input = JSON.parse(row.input);
  } catch {
    // Truncated long inputs are not valid JSON any more: show them as the text they are.
  }
  return { ...row, input };
}

/** {@link present}, with the changes the entry's record went through (JSON text as stored). */
export function presentDetail({ changes, ...row }: Stored & { changes: string | null }): AdminLogDetail {
  return { ...present(row), changes: changes === null ? null : (JSON.parse(changes) as AuditChanges) };
}

type Query = z.output<typeof adminLogListQuerySchema>;

/** The ids of the log's entries the query filters to. */
function filtered(db: Db, q: Query) {
  let query = db.selectFrom('admin_logs').select('id');
  if (q.operator) query = query.where(contains('username', q.operator));
  if (q.path) query = query.where(contains('path', q.path));
  if (q.method) query = query.where('method', '=', q.method);
  if (q.status !== undefined) query = query.where('status', '=', q.status);
  // A record's entries from the subject index, newest first.
  if (q.subject_type) query = query.where('subject_type', '=', q.subject_type);
  if (q.subject_id !== undefined) query = query.where('subject_id', '=', q.subject_id);
  const range = timeRange(q.from, q.to);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.to) query = query.where('created_at', '<', range.to);
  return applySort(query, q.sort, SORTABLE, '-id');
}

/** `GET admin/log`: the log filtered and sorted in SQL, a page of it. */
export async function listAdminLogs(db: Db, q: Query): Promise<Page<AdminLogRow>> {
  const page = await paginate(db, filtered(db, q), q, (ids) => logsQuery(db).where('id', 'in', ids));
  return { ...page, data: page.data.map(present) };
}

/** {@link listAdminLogs} with each entry's changes (the export's pages). */
export async function listDetailedLogs(db: Db, q: Query): Promise<Page<AdminLogDetail>> {
  const page = await paginate(db, filtered(db, q), q, (ids) => detailedLogsQuery(db).where('id', 'in', ids));
  return { ...page, data: page.data.map(presentDetail) };
}
