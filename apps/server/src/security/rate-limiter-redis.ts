import type { Redis } from '../lib/redis.js';
import { type RateLimiter, SlidingWindowLimiter, waitSeconds } from './rate-limiter.js';

/**
 * One hit, atomically (Redis runs a script alone): drop the hits that left the window, refuse with the
 * milliseconds until the oldest leaves if the window is full, else add this one. A sorted set per key,
 * scored by time; it expires with the window, so idle keys clean themselves.
 */
const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

/**
 * The sliding window kept in Redis, shared by every instance using it. While Redis cannot be reached,
 * each instance counts in its own memory (the limit then holds per instance) rather than refusing
 * every login or letting every one through.
 */
export class RedisLimiter implements RateLimiter {
  private readonly fallback: SlidingWindowLimiter;
  private serial = 0;

  constructor(
    private readonly redis: Redis,
    /** Key prefix: the installation's namespace and the limiter's name. */
    private readonly prefix: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly warn: (err: unknown, message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.fallback = new SlidingWindowLimiter(limit, windowMs, now);
  }

  async hit(key: string): Promise<number> {
    const now = this.now();
    // Unique per hit: two hits in one millisecond are two members of the set.
    const member = `${now}:${process.pid}:${++this.serial}:${Math.random().toString(36).slice(2, 8)}`;
    try {
      const ms = await this.redis.eval(HIT, {
        keys: [`${this.prefix}:${key.slice(0, 200)}`],
        arguments: [String(now), String(this.windowMs), String(this.limit), member],
      });
      return Number(ms) > 0 ? waitSeconds(Number(ms)) : 0;
    } catch (err) {
      this.warn(err, 'rate limit counted in memory: Redis is unavailable');
      return this.fallback.take(key);
    }
  }
}
