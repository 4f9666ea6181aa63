/**
 * In-memory sliding-window limiter: at most `limit` hits per key within `windowMs`.
 *
 * It lives in one process. A deployment with several server instances needs a shared store
 * (Redis) so the limit holds across them; that is out of scope here.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records a hit for `key` and answers 0, or answers the seconds until the next hit is allowed
   * (a refused hit is not recorded, so a client that waits as told gets through).
   */
  hit(key: string): number {
    const now = this.now();
    if (++this.calls % 1000 === 0) this.sweep(now);
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
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
