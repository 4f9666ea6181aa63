import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';

/** What every cache of one database shares: its generation, and whether caching is held off. */
interface DbState {
  /** Moved on by each drop: a value read under an older generation is never returned again. */
  generation: number;
  /**
   * While above zero nothing is cached (this instance is not subscribed to the change notices of other
   * instances).
   */
  holds: number;
}

const states = new WeakMap<object, DbState>();
/** Set while a write request is handled: what it reads after writing must be what it wrote. */
const freshReads = new AsyncLocalStorage<true>();
/** Every cache made, so one drop reaches them all. */
const caches = new Set<{ forget(db: object): void; readonly throughWrites: boolean }>();

function stateOf(db: object): DbState {
  let state = states.get(db);
  if (!state) {
    state = { generation: 0, holds: 0 };
    states.set(db, state);
  }
  return state;
}

/**
 * Read on `Date.now()` rather than `performance.now()`: the one clock tests move with fake timers. No
 * rounding of the clock either, which would take a timer per read.
 */
const CLOCK = { ttlResolution: 0, perf: { now: () => Date.now() } };

interface Entry<T> {
  value: Promise<T>;
  generation: number;
}

export interface DbCacheOptions {
  /** How long a value is returned from the cache after it was read. */
  ttlMs: number;
  /** Keys cached per database at most; the least recently used goes first. */
  max: number;
  /**
   * Cached for `ttlMs` whatever is written: for figures allowed to be that old by design (the dashboard's
   * top lists, the large screen), read by many and expensive to compute.
   */
  throughWrites?: boolean;
}

/**
 * Values that cost database work (counts, roles, permission grants, places, figures), cached per database
 * (`db`) and key for `ttlMs`, in a bounded LRU. Callers within that time, and callers arriving while a
 * value is read, share one read; a failed read is not cached.
 *
 * Unless `throughWrites`, everything is dropped by {@link dropDbCaches}: after a write that changed data
 * (plugins/change-notices.ts), after a job, and when another instance announces a write. Each read is
 * stamped with the generation it began under, and a drop moves the generation on, so a read that began
 * before a drop (and may have seen the data before the write) is never returned after it. A write
 * request reads past them altogether ({@link readingFresh}).
 */
export class DbCache<K extends {}, T, D extends object = object> {
  private readonly byDb = new WeakMap<D, LRUCache<K, Entry<T>>>();
  readonly throughWrites: boolean;

  constructor(
    private readonly options: DbCacheOptions,
    private readonly read: (db: D, key: K) => Promise<T> = () => Promise.reject(new Error('no reader')),
  ) {
    this.throughWrites = options.throughWrites ?? false;
    caches.add(this);
  }

  get(db: D, key: K): Promise<T> {
    return this.getWith(db, key, () => this.read(db, key));
  }

  /** As {@link get}, reading a missing value with `read` (when the key alone cannot say how). */
  getWith(db: D, key: K, read: () => Promise<T>): Promise<T> {
    const state = stateOf(db);
    if (!this.throughWrites && (state.holds > 0 || freshReads.getStore())) return read();
    const generation = this.throughWrites ? 0 : state.generation;
    const entries = this.entriesOf(db);
    const hit = entries.get(key);
    if (hit && hit.generation === generation) return hit.value;
    const entry: Entry<T> = { value: read(), generation };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.peek(key) === entry) entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets what this cache keeps for `db` (the others keep theirs). */
  forget(db: object): void {
    this.byDb.get(db as D)?.clear();
  }

  private entriesOf(db: D): LRUCache<K, Entry<T>> {
    let entries = this.byDb.get(db);
    if (!entries) {
      entries = new LRUCache<K, Entry<T>>({ max: this.options.max, ttl: this.options.ttlMs, ...CLOCK });
      this.byDb.set(db, entries);
    }
    return entries;
  }
}

/**
 * Runs `fn`, and all it starts, reading past the caches (and keeping nothing it reads): for a write
 * request, which must see its own writes before the drop that follows it. Other requests keep theirs.
 */
export function readingFresh<T>(fn: () => T): T {
  return freshReads.run(true, fn);
}

/** Drops every value cached for `db` that a write may have changed (all but the `throughWrites` caches). */
export function dropDbCaches(db: object): void {
  stateOf(db).generation++;
  for (const cache of caches) if (!cache.throughWrites) cache.forget(db);
}

/**
 * Caches nothing for `db` until {@link releaseDbCaches} (while this instance is not subscribed to notices of
 * writes elsewhere): reads go to the database. Holds nest.
 */
export function holdDbCaches(db: object): void {
  stateOf(db).holds++;
  dropDbCaches(db);
}

/** Ends a {@link holdDbCaches}, dropping what may have been missed meanwhile. */
export function releaseDbCaches(db: object): void {
  const state = stateOf(db);
  state.holds = Math.max(0, state.holds - 1);
  dropDbCaches(db);
}
