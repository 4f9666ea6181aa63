import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { createIndex, type Migration } from './helpers.js';

/**
 * An admin-log entry of a write names the record it changed (`subject_type`, `subject_id`) and what
 * changed, field by field (`changes`: JSON text of `{field: [before, after]}`), so the log answers
 * "everything done to goods 42" from the index, newest first. Older entries name none.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('admin_logs').addColumn('subject_type', 'varchar(32)').execute();
  await db.schema.alterTable('admin_logs').addColumn('subject_id', 'integer').execute();
  await db.schema.alterTable('admin_logs').addColumn('changes', 'text').execute();
  await createIndex(db, dialect, [
    'admin_logs_subject_idx',
    'admin_logs',
    ['subject_type', 'subject_id', 'id'],
  ]);
}

export const adminLogSubjects: Migration = { name: '0034-admin-log-subjects', up };
