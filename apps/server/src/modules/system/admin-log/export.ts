import {
  type AdminLogDetail,
  AUDIT_SUBJECTS,
  type AuditChanges,
  adminLogListQuerySchema,
} from '@bo/contract';
import { defineListExport } from '../../../lib/list-export.js';
import { listDetailedLogs } from './queries.js';

const label = (field: string) => `resources.adminLog.fields.${field}`;

type Text = (key: string) => string;

/** A change's field as the record's own pages label it, else its name. */
function fieldLabel(text: Text, type: string, field: string): string {
  for (const section of AUDIT_SUBJECTS[type]?.fields ?? []) {
    const key = `${section}.fields.${field}`;
    const found = text(key);
    if (found !== key) return found;
  }
  return field;
}

const value = (v: unknown) => (v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** One line a field: `名称: 旧 → 新`. */
function changeLines(text: Text, type: string, changes: AuditChanges): string {
  return Object.entries(changes)
    .map(([field, [before, after]]) => `${fieldLabel(text, type, field)}: ${value(before)} → ${value(after)}`)
    .join('\n');
}

/**
 * `admin/log/export/all`: the admin log as it is filtered, its submitted data as JSON text, and each
 * entry's record with its changes, a line a field.
 */
export const adminLogExport = defineListExport<unknown>()(adminLogListQuerySchema, {
  page: (db, { query, page, limit }) => listDetailedLogs(db, { ...query, page, limit }),
  columns: [
    { label: label('id'), width: 10, kind: 'number', value: (r: AdminLogDetail) => r.id },
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
    {
      label: label('subject'),
      width: 20,
      value: (r, text) => {
        const { subject_type: type } = r;
        if (!type) return '';
        const name = AUDIT_SUBJECTS[type] ? text(AUDIT_SUBJECTS[type].title) : type;
        return r.subject_id === null ? name : `${name} #${r.subject_id}`;
      },
    },
    {
      label: label('changes'),
      width: 60,
      value: (r, text) => (r.changes && r.subject_type ? changeLines(text, r.subject_type, r.changes) : ''),
    },
    { label: label('created_at'), width: 20, kind: 'datetime', value: (r) => r.created_at },
  ],
});
