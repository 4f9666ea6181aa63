import {
  type AdminLogDetail,
  AUDIT_SUBJECTS,
  type AuditChanges,
  adminLogListQuerySchema,
  auditTextKeys,
} from '@bo/contract';
import { defineListExport } from '../../../lib/list-export.js';
import { listDetailedLogs } from './queries.js';

const label = (field: string) => `resources.adminLog.fields.${field}`;

type Text = (key: string) => string;

/** The first of `keys` the catalogs hold, in the export's language. */
function firstText(text: Text, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const found = text(key);
    if (found !== key) return found;
  }
  return undefined;
}

/** A value as the record's pages name it (an option by its name), `—` for none. */
function shown(text: Text, type: string, field: string, value: unknown): string {
  if (value === null) return '—';
  const named =
    typeof value === 'number' || typeof value === 'string'
      ? firstText(text, auditTextKeys(type, `options.${field}.${value}`))
      : undefined;
  return named ?? (typeof value === 'string' ? value : JSON.stringify(value));
}

/** One line a field, labelled as the record's pages label it: `名称: 旧 → 新`. */
function changeLines(text: Text, type: string, changes: AuditChanges): string {
  return Object.entries(changes)
    .map(([field, [before, after]]) => {
      const name = firstText(text, auditTextKeys(type, `fields.${field}`)) ?? field;
      return `${name}: ${shown(text, type, field, before)} → ${shown(text, type, field, after)}`;
    })
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
