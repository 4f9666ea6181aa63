/**
 * At most `limit` hits per key within a sliding window. `hit` records a hit and returns 0, or returns the
 * seconds until the next hit is allowed (a refused hit is not recorded, so a client that waits as told
 * gets through). One process uses {@link SlidingWindowLimiter}; several instances share a database or
 * Redis one (rate-limiter-postgres.ts, rate-limiter-redis.ts) so the limit holds across them.
 */
export interface RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  hit(key: string): Promise<number>;
}

/** Seconds to wait for a hit refused `ms` before the oldest counted one leaves the window (at least 1). */
export const waitSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** The in-process limiter: enough for the single-process SQLite default. */
export class SlidingWindowLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<number> {
    return this.take(key);
  }

  /** {@link hit} without the promise (the Redis limiter falls back on it while Redis is away). */
  take(key: string): number {
    const now = this.now();
    if (++this.calls % 1000 === 0) this.sweep(now);
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return waitSeconds(recent[0]! + this.windowMs - now);
    }
    recent.push(now);
    this.hits.set(key, recent);
    return 0;
  }

  /** Forgets keys without a hit in the window, so the map does not grow with every address seen. */
  private sweep(now: number): void {
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) if ((times.at(-1) ?? 0) <= since) this.hits.delete(key);
  }
}
