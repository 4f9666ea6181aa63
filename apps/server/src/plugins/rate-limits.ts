import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RateLimiter, SlidingWindowLimiter } from '../security/rate-limiter.js';
import { PostgresLimiter } from '../security/rate-limiter-postgres.js';
import { RedisLimiter } from '../security/rate-limiter-redis.js';
import { RATE_LIMITS, type RateLimitName } from '../security/rate-limits.js';

/** Makes the limiter of a named limit; limiters of one name on several instances share their counts. */
export type RateLimiterFactory = (name: RateLimitName) => RateLimiter;

/**
 * `app.rateLimiter(name)`, with the limit declared in RATE_LIMITS: counted in Redis when `REDIS_URL` is
 * set, else in PostgreSQL, so the limit holds across instances; in memory on SQLite, which runs one process.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const { redis } = app;
  const warn = (err: unknown, message: string) => app.log.warn({ err }, message);
  const factory: RateLimiterFactory = (name) => {
    const { limit, windowMs } = RATE_LIMITS[name];
    if (redis) {
      return new RedisLimiter(redis, `${app.redisNamespace}:rate:${name}`, limit, windowMs, warn);
    }
    if (app.dialect === 'postgres') return new PostgresLimiter(app.db, name, limit, windowMs);
    return new SlidingWindowLimiter(limit, windowMs);
  };
  app.decorate('rateLimiter', factory);
});
