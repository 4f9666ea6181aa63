/**
 * A value computed from a key (a database) and kept in process for `ttlMs`: callers within that time,
 * and callers arriving while it is being computed, share one computation; a failed one is not kept.
 * `now` is the clock it reads (replaceable, for tests).
 */
export class TimedCache<K extends object, T> {
  private readonly entries = new WeakMap<K, { value: Promise<T>; at: number }>();
  now: () => number = Date.now;

  constructor(
    readonly ttlMs: number,
    private readonly compute: (key: K) => Promise<T>,
  ) {}

  get(key: K): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const entry = { value: this.compute(key), at: now };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  forget(key: K): void {
    this.entries.delete(key);
  }
}
