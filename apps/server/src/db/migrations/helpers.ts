import { type ColumnDataType, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/** Column types that differ between SQLite and PostgreSQL, chosen once per dialect. */
export interface ColumnKinds {
  timestamp: ColumnDataType;
  bigint: ColumnDataType;
}

export function columnKinds(dialect: DialectName): ColumnKinds {
  return dialect === 'postgres'
    ? { timestamp: 'timestamptz', bigint: 'bigint' }
    : { timestamp: 'text', bigint: 'integer' };
}

/** Adds an auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: DialectName,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Adds `created_at`, `updated_at` and the optimistic-lock `version` every editable record carries. */
export function withTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  kinds: ColumnKinds,
) {
  return table
    .addColumn('created_at', kinds.timestamp, (c) => c.notNull())
    .addColumn('updated_at', kinds.timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
}

/**
 * Creates the index `name` on `table`; `live` makes it partial, over the rows not deleted
 * (`deleted_at is null`). SQLite plans by the statistics ANALYZE keeps, and a new index has none until
 * it is analyzed, so it is analyzed at once.
 */
export async function createIndex(
  db: Kysely<unknown>,
  dialect: DialectName,
  [name, table, columns]: readonly [name: string, table: string, columns: readonly string[]],
  live = false,
): Promise<void> {
  const index = db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns]);
  await (live ? index.where(sql.ref('deleted_at'), 'is', null) : index).execute();
  if (dialect === 'sqlite') await sql`analyze ${sql.id(name)}`.execute(db);
}

export interface Migration {
  name: string;
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}
