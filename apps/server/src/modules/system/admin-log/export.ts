import { type AdminLogRow, adminLogListQuerySchema } from '@bo/contract';
import { defineListExport } from '../../../lib/list-export.js';
import { listAdminLogs } from './queries.js';

const label = (field: string) => `resources.adminLog.fields.${field}`;

/** `admin/log/export/all`: the admin log as it is filtered, its submitted data as JSON text. */
export const adminLogExport = defineListExport<unknown>()(adminLogListQuerySchema, {
  page: (db, { query, page, limit }) => listAdminLogs(db, { ...query, page, limit }),
  columns: [
    { label: label('id'), width: 10, kind: 'number', value: (r: AdminLogRow) => r.id },
    { label: label('operator'), width: 16, value: (r) => r.operator },
    { label: label('method'), width: 8, value: (r) => r.method },
    { label: label('path'), width: 36, value: (r) => r.path },
    { label: label('ip'), width: 16, value: (r) => r.ip },
    { label: label('status'), width: 8, kind: 'number', value: (r) => r.status },
    {
      label: label('input'),
      width: 60,
      value: (r) => (typeof r.input === 'string' ? r.input : JSON.stringify(r.input)),
    },
    { label: label('created_at'), width: 20, kind: 'datetime', value: (r) => r.created_at },
  ],
});
