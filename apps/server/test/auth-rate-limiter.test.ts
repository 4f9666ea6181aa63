import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from '../src/security/rate-limiter.js';

describe('sliding-window limiter (in memory)', () => {
  it('allows `limit` hits per window and says when the next one is allowed', async () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0, 0]);
    now += 20_000;
    expect(await limiter.hit('a')).toBe(40);
    expect(await limiter.hit('b')).toBe(0);
    now += 40_000;
    // The window slides: the first three hits have aged out.
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBeGreaterThan(0);
  });

  it('does not count refused hits, so waiting as told always works', async () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 10_000, () => now);
    expect(await limiter.hit('x')).toBe(0);
    for (let i = 0; i < 5; i++) {
      now += 1000;
      expect(await limiter.hit('x')).toBeGreaterThan(0);
    }
    now = 10_001;
    expect(await limiter.hit('x')).toBe(0);
  });

  it('forgets idle keys', async () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 1000, () => now);
    for (let i = 0; i < 999; i++) await limiter.hit(`k${i}`);
    now = 5000;
    await limiter.hit('trigger');
    const size = (limiter as unknown as { hits: Map<string, number[]> }).hits.size;
    expect(size).toBeLessThanOrEqual(1);
  });
});
