/** Every cache made below, so one write can drop them all. */
const caches = new Set<{ drop(db: object): void }>();
/** Write requests being handled, per database: while any is, nothing is read from or put in a cache. */
const writing = new WeakMap<object, number>();

/**
 * Values read from a database (`db`) per key and kept in process for `ttlMs`, until this instance
 * handles a write: the guard brackets every write request with {@link KeptUntilWrite.beginWrite} and
 * {@link KeptUntilWrite.endWrite}, so reads during a write go to the database and the writer's next
 * request sees its change; other instances see it within `ttlMs`. For data read on nearly every
 * request and changed rarely (roles, permissions, places, list counts). A failed read is not kept.
 */
export class KeptUntilWrite<K, T, D extends object = object> {
  private readonly byDb = new WeakMap<D, Map<K, { value: Promise<T>; at: number }>>();

  constructor(
    readonly ttlMs: number,
    private readonly read: (db: D, key: K) => Promise<T> = () => Promise.reject(new Error('no reader')),
    /** Keys kept per database at most (the oldest goes first). */
    private readonly maxKeys = 1_000,
  ) {
    caches.add(this);
  }

  get(db: D, key: K): Promise<T> {
    return this.getWith(db, key, () => this.read(db, key));
  }

  /** As {@link get}, reading a missing value with `read` (when the key alone cannot say how). */
  getWith(db: D, key: K, read: () => Promise<T>): Promise<T> {
    if (KeptUntilWrite.isWriting(db)) return read();
    const entries = this.byDb.get(db) ?? new Map<K, { value: Promise<T>; at: number }>();
    this.byDb.set(db, entries);
    const hit = entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const entry = { value: read(), at: now };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > this.maxKeys) entries.delete(entries.keys().next().value as K);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  }

  drop(db: object): void {
    this.byDb.delete(db as D);
  }

  static beginWrite(db: object): void {
    writing.set(db, (writing.get(db) ?? 0) + 1);
    KeptUntilWrite.dropAll(db);
  }

  static endWrite(db: object): void {
    writing.set(db, Math.max(0, (writing.get(db) ?? 0) - 1));
    KeptUntilWrite.dropAll(db);
  }

  /** Whether a write request is being handled on `db` (nothing may be read from or put in a cache). */
  static isWriting(db: object): boolean {
    return (writing.get(db) ?? 0) > 0;
  }

  /** Has `cache` dropped with the others (a cache of another shape, e.g. lib/kept-answers.ts). */
  static register(cache: { drop(db: object): void }): void {
    caches.add(cache);
  }

  /** Drops every kept value of `db` (a change made beside the requests, e.g. by a test or a job). */
  static dropAll(db: object): void {
    for (const cache of caches) cache.drop(db);
  }
}
