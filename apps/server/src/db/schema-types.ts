import type { ColumnType, Generated } from 'kysely';

/** ISO-8601 UTC text on both databases (PostgreSQL timestamptz is parsed back to ISO text). */
export type Timestamp = ColumnType<string, string, string>;
export type Id = Generated<number>;
