import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration, withId } from './helpers.js';

/**
 * The durable job queue (backups now; timed shelving and order expiry later). A worker claims a due job
 * by a conditional UPDATE holding a lease (`locked_by`, `locked_until`); a job whose lease ran out while
 * `running` belongs to a crashed worker and is retried or failed by the next claim.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const k = columnKinds(dialect);
  await withId(db.schema.createTable('jobs'), dialect)
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    // JSON text, as given to enqueueJob.
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    // queued | running | done | failed
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    // A message catalog key (translated when read) or plain text; its parameters as JSON text.
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_params', 'text')
    // JSON text returned by the handler.
    .addColumn('result', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_at', k.timestamp, (c) => c.notNull())
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', k.timestamp)
    .addColumn('created_by', 'integer')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_state_run_at_idx').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('jobs_type_state_idx').on('jobs').columns(['type', 'state']).execute();
}

export const jobsBackups: Migration = { name: '0004-jobs-backups', up };
