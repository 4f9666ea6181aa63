import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Trx } from '../../db/database.js';
import type { EndedJob } from '../../jobs/types.js';
import { jobEndedNotification } from './job-ended.js';
import { insertNotifications, type NewNotification } from './store.js';

/** What a notification stream does when its admin's notifications change, and how it is ended. */
export interface StreamListener {
  changed(): void;
  /** The server is closing: end the stream now, or the stop waits for the client to leave. */
  close(): void;
}

/** The app's notifications (`app.notifications`). */
export interface Notifications {
  /** Makes notifications and tells the streams of their admins, here and on the other instances. */
  notify(items: readonly NewNotification[]): Promise<void>;
  /**
   * Makes notifications inside a transaction; call the function it returns once the transaction has
   * committed, to tell the streams (before, they would read nothing new).
   */
  notifyIn(trx: Trx | Db, items: readonly NewNotification[]): Promise<() => Promise<void>>;
  /** Tells whoever started them that jobs finished or failed. */
  jobsEnded(jobs: readonly EndedJob[]): Promise<void>;
  /** Tells the streams of these admins that their notifications changed (new, or read elsewhere). */
  changed(adminIds: readonly number[]): Promise<void>;
  /** Follows one admin's changes; returns a function that stops. */
  subscribe(adminId: number, listener: StreamListener): () => void;
  /** Streams open on this instance (metrics, tests). */
  openStreams(): number;
}

/** The signal of changed notifications: `n:` and the admins' ids, comma-separated. */
const PREFIX = 'n:';
/** Admin ids per signal, well under PostgreSQL's 8000-byte payload. */
const PER_SIGNAL = 500;

/**
 * Keeps the open notification streams of this instance by admin, and tells them when one of their
 * admin's notifications is made or read: made here, at once; made on another instance, by the change
 * bus's signals (PostgreSQL LISTEN/NOTIFY or Redis pub/sub), so a stream held by any instance hears it.
 * Streams are ended when the server starts closing.
 */
export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  const streams = new Map<number, Set<StreamListener>>();
  const tellHere = (adminIds: readonly number[]) => {
    for (const id of adminIds) for (const listener of streams.get(id) ?? []) listener.changed();
  };
  const stopSignals = app.changes.onSignal((payload) => {
    if (!payload.startsWith(PREFIX)) return;
    tellHere(payload.slice(PREFIX.length).split(',').map(Number).filter(Number.isInteger));
  });

  const changed = async (adminIds: readonly number[]) => {
    if (adminIds.length === 0) return;
    tellHere(adminIds);
    for (let i = 0; i < adminIds.length; i += PER_SIGNAL)
      await app.changes.signal(`${PREFIX}${adminIds.slice(i, i + PER_SIGNAL).join(',')}`);
  };
  const notifyIn = async (trx: Trx | Db, items: readonly NewNotification[]) => {
    const admins = await insertNotifications(trx, items);
    return () => changed(admins);
  };
  const notifications: Notifications = {
    notify: async (items) => (await notifyIn(app.db, items))(),
    notifyIn,
    changed,
    jobsEnded: async (jobs) =>
      (
        await notifyIn(
          app.db,
          jobs.map(jobEndedNotification).filter((n) => n !== null),
        )
      )(),
    subscribe(adminId, listener) {
      const set = streams.get(adminId) ?? new Set<StreamListener>();
      streams.set(adminId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && streams.get(adminId) === set) streams.delete(adminId);
      };
    },
    openStreams: () => [...streams.values()].reduce((n, set) => n + set.size, 0),
  };
  app.decorate('notifications', notifications);
  // Before the server stops taking connections: a stream never ends by itself.
  app.addHook('preClose', async () => {
    stopSignals();
    for (const set of [...streams.values()]) for (const listener of [...set]) listener.close();
  });
});
