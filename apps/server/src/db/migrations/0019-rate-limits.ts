import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import type { Migration } from './helpers.js';

/**
 * Login and captcha rate limits shared by the server instances on one PostgreSQL
 * (security/rate-limiter-postgres.ts): one row per limiter and client address holding the times of
 * its hits in the window. Unlogged: losing the counters in a crash only resets the limits, and the
 * table skips the write-ahead log on every login. SQLite runs one server process, which counts in
 * memory, so it gets no table.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create unlogged table rate_limit_hits (
      name text not null,
      key text not null,
      hits bigint[] not null,
      refused boolean not null,
      last_at bigint not null,
      primary key (name, key)
    )`.execute(db);
}

export const rateLimits: Migration = { name: '0019-rate-limits', up };
