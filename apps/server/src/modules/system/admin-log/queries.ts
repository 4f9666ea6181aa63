import type { AdminLogRow, adminLogListQuerySchema, Page } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { applySort, contains, paginate, timeRange } from '../../../lib/list.js';

const SORTABLE = { id: 'id', created_at: 'created_at' };

export const logsQuery = (db: Db) =>
  db
    .selectFrom('admin_logs')
    .select([
      'id',
      'admin_id',
      'username as operator',
      'path',
      'method',
      'ip',
      'input',
      'status',
      'created_at',
    ]);

/** The stored input is redacted JSON text (see the admin-log plugin); clients get the object back. */
export function present(row: Omit<AdminLogRow, 'input'> & { input: string }): AdminLogRow {
  let input: unknown = row.input;
  try {
    input = JSON.parse(row.input);
  } catch {
    // Truncated long inputs are not valid JSON any more: show them as the text they are.
  }
  return { ...row, input };
}

/** `GET admin/log`: the log filtered and sorted in SQL, a page of it. */
export async function listAdminLogs(
  db: Db,
  q: z.output<typeof adminLogListQuerySchema>,
): Promise<Page<AdminLogRow>> {
  let query = db.selectFrom('admin_logs').select('id');
  if (q.operator) query = query.where(contains('username', q.operator));
  if (q.path) query = query.where(contains('path', q.path));
  if (q.method) query = query.where('method', '=', q.method);
  if (q.status !== undefined) query = query.where('status', '=', q.status);
  const range = timeRange(q.from, q.to);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.to) query = query.where('created_at', '<', range.to);
  const page = await paginate(db, applySort(query, q.sort, SORTABLE, '-id'), q, (ids) =>
    logsQuery(db).where('id', 'in', ids),
  );
  return { ...page, data: page.data.map(present) };
}
