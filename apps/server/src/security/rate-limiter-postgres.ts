import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type RateLimiter, waitSeconds } from './rate-limiter.js';

/** Keys (client addresses) are stored at most this long. */
const KEY_LENGTH = 200;
/** A limiter deletes its idle keys once per this many hits. */
const SWEEP_EVERY = 500;

/**
 * The sliding window kept in PostgreSQL (table `rate_limit_hits`, migration 0019), shared by every
 * instance on the database. One upsert per hit: the conflicting row is locked while it is updated, so
 * concurrent hits on one key, from any instance, are counted one after the other and never overshoot.
 * `name` separates limiters (login, captcha...) sharing the table.
 */
export class PostgresLimiter implements RateLimiter {
  private calls = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<number> {
    const now = this.now();
    const since = now - this.windowMs;
    if (++this.calls % SWEEP_EVERY === 0) await this.sweep(since);
    // `recent` is the row's hits still inside the window, oldest first.
    const recent = sql`array(select t from unnest(r.hits) t where t > ${since} order by t)`;
    const full = sql`cardinality(${recent}) >= ${this.limit}`;
    const { rows } = await sql<{ refused: boolean; oldest: number }>`
      insert into rate_limit_hits as r (name, key, hits, refused, last_at)
      values (${this.name}, ${key.slice(0, KEY_LENGTH)}, array[${now}::bigint], false, ${now})
      on conflict (name, key) do update set
        hits = case when ${full} then ${recent} else ${recent} || ${now}::bigint end,
        refused = ${full},
        last_at = ${now}
      returning refused, hits[1] as oldest`.execute(this.db);
    const row = rows[0];
    return row?.refused ? waitSeconds(Number(row.oldest) + this.windowMs - now) : 0;
  }

  /** Deletes this limiter's keys whose every hit has left the window. */
  private async sweep(since: number): Promise<void> {
    await sql`delete from rate_limit_hits where name = ${this.name} and last_at <= ${since}`.execute(this.db);
  }
}
