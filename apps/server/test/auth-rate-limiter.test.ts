import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from '../src/modules/auth/rate-limiter.js';

describe('sliding-window limiter', () => {
  it('allows `limit` hits per window and says when the next one is allowed', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0]);
    now += 20_000;
    expect(limiter.hit('a')).toBe(40);
    expect(limiter.hit('b')).toBe(0);
    now += 40_000;
    // The window slides: the first three hits have aged out.
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBeGreaterThan(0);
  });

  it('does not count refused hits, so waiting as told always works', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 10_000, () => now);
    expect(limiter.hit('x')).toBe(0);
    for (let i = 0; i < 5; i++) {
      now += 1000;
      expect(limiter.hit('x')).toBeGreaterThan(0);
    }
    now = 10_001;
    expect(limiter.hit('x')).toBe(0);
  });

  it('forgets idle keys', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 1000, () => now);
    for (let i = 0; i < 999; i++) limiter.hit(`k${i}`);
    now = 5000;
    limiter.hit('trigger');
    const size = (limiter as unknown as { hits: Map<string, number[]> }).hits.size;
    expect(size).toBeLessThanOrEqual(1);
  });
});
