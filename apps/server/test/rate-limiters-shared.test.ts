import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type Redis } from '../src/lib/redis.js';
import type { RateLimiter } from '../src/security/rate-limiter.js';
import { PostgresLimiter } from '../src/security/rate-limiter-postgres.js';
import { RedisLimiter } from '../src/security/rate-limiter-redis.js';
import { createTestApp, onPostgres, type TestApp } from './helpers.js';
import { reachableRedis } from './instances-helpers.js';

/** Limiters made with a clock the test moves; the memory one is in auth-rate-limiter.test.ts. */
type Make = (name: string, limit: number, windowMs: number, now: () => number) => RateLimiter;

/** The same rules for every shared limiter, and the one rule only sharing needs: no overshoot in a race. */
function sharedLimiterRules(make: () => Make) {
  const name = () => `t${Math.random().toString(36).slice(2, 10)}`;

  it('allows `limit` hits per window, says when the next is allowed, and slides', async () => {
    let now = 1_000_000;
    const limiter = make()(name(), 3, 60_000, () => now);
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0, 0]);
    now += 20_000;
    expect(await limiter.hit('a')).toBe(40);
    expect(await limiter.hit('b')).toBe(0);
    now += 40_000;
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0, 0]);
    expect(await limiter.hit('a')).toBeGreaterThan(0);
  });

  it('does not count refused hits, so waiting as told works', async () => {
    let now = 5_000_000;
    const limiter = make()(name(), 1, 10_000, () => now);
    expect(await limiter.hit('x')).toBe(0);
    for (let i = 0; i < 5; i++) {
      now += 1000;
      expect(await limiter.hit('x')).toBeGreaterThan(0);
    }
    now = 5_010_001;
    expect(await limiter.hit('x')).toBe(0);
  });

  it('counts concurrent hits from two limiters of one name (two instances) without overshooting', async () => {
    const shared = name();
    const now = () => 9_000_000;
    const [one, two] = [make()(shared, 10, 60_000, now), make()(shared, 10, 60_000, now)];
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit('ip')));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w === 60)).toHaveLength(30);
  });

  it('keeps keys of different names apart', async () => {
    const now = () => 1;
    const [login, captcha] = [make()(name(), 1, 60_000, now), make()(name(), 1, 60_000, now)];
    expect(await login.hit('ip')).toBe(0);
    expect(await captcha.hit('ip')).toBe(0);
    expect(await login.hit('ip')).toBe(60);
  });
}

describe.skipIf(!onPostgres)('rate limiter in PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  sharedLimiterRules(
    () => (name, limit, windowMs, now) => new PostgresLimiter(t.app.db, name, limit, windowMs, now),
  );

  it('sweeps keys whose hits have all left the window', async () => {
    let now = 0;
    const limiter = new PostgresLimiter(t.app.db, 'sweep', 1, 1000, () => now);
    for (let i = 0; i < 499; i++) await limiter.hit(`k${i}`);
    now = 5000;
    await limiter.hit('trigger');
    const left = await t.app.db
      .selectFrom('rate_limit_hits' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name' as never, '=', 'sweep' as never)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(1);
  });
});

const redisUrl = await reachableRedis();

describe.skipIf(!redisUrl)('rate limiter in Redis', () => {
  let redis: Redis;
  const prefix = `bo:test:${process.pid}:${Date.now()}`;
  const warnings: string[] = [];
  beforeAll(async () => {
    redis = await connectRedis(redisUrl!, () => undefined);
  });
  afterAll(async () => {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*` }))
      if (keys.length) await redis.del(keys);
    await redis.close();
  });
  sharedLimiterRules(
    () => (name, limit, windowMs, now) =>
      new RedisLimiter(redis, `${prefix}:${name}`, limit, windowMs, (_, m) => warnings.push(m), now),
  );

  it('counts in memory while Redis is away, and says so', async () => {
    const gone = await connectRedis(redisUrl!, () => undefined);
    await gone.close();
    const limiter = new RedisLimiter(gone, `${prefix}:gone`, 2, 60_000, (_, m) => warnings.push(m));
    expect([await limiter.hit('ip'), await limiter.hit('ip')]).toEqual([0, 0]);
    expect(await limiter.hit('ip')).toBeGreaterThan(0);
    expect(warnings).toContain('rate limit counted in memory: Redis is unavailable');
  });
});
