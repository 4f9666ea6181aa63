import { randomBytes } from 'node:crypto';

/**
 * Tells the other server instances on the same data that this one wrote, so they drop what they cache
 * in memory (lib/db-cache.ts). Notices carry no content: any write drops every cache.
 */
export interface ChangeBus {
  /** Resolves once the notice is sent (or could not be: then the others keep values until their ttl). */
  publish(): Promise<void>;
  /**
   * Sends `payload` (short text: PostgreSQL carries at most 8000 bytes) to the other instances' listeners
   * ({@link ChangeListener.signalled}); this instance's own listeners hear nothing (the sender tells its
   * own). For what must reach a connection held by another instance, e.g. a notification stream.
   */
  signal(payload: string): Promise<void>;
  close(): Promise<void>;
  /** Test hook: the bus's connection is closed from the far side, as by a network failure. */
  breakConnection(): Promise<void>;
}

/** What a bus reports to its owner. */
export interface ChangeListener {
  /** Another instance wrote. */
  changed(): void;
  /** Another instance sent a signal (see {@link ChangeBus.signal}). */
  signalled(payload: string): void;
  /**
   * The bus lost (false) or regained (true) its subscription. While lost, notices are missed, so the
   * owner caches nothing; on regaining it the owner drops its cache, which may have gone stale.
   */
  listening(up: boolean): void;
  warn(err: unknown, message: string): void;
}

/** The bus for one process: nothing to tell. */
export const localOnly: ChangeBus = {
  publish: async () => {},
  signal: async () => {},
  close: async () => {},
  breakConnection: async () => {},
};

/** A random id per bus, sent with each notice so an instance can ignore its own. */
export const busId = (): string => randomBytes(8).toString('hex');

/**
 * Wraps `send` so that concurrent callers share sends: a caller arriving while one is under way waits
 * for the next, which starts after it (its write is committed before it calls), so no caller resolves on
 * a notice sent before its write.
 */
export function coalesced(send: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = send().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

/** Delays of a reconnecting listener: 100 ms doubling up to 5 s. */
export const reconnectDelay = (attempt: number): number => Math.min(5_000, 100 * 2 ** Math.min(attempt, 6));
