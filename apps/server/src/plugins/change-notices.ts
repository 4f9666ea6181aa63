import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeBus, type ChangeListener, localOnly } from '../lib/change-bus.js';
import { PostgresChangeBus } from '../lib/change-bus-postgres.js';
import { RedisChangeBus } from '../lib/change-bus-redis.js';
import { dropDbCaches, holdDbCaches, readingFresh, releaseDbCaches } from '../lib/db-cache.js';

/** What the app shares about its writes (`app.changes`). */
export interface ChangeNotices {
  /** Tells the other instances this one wrote; resolves once the notice is sent (at most ~1 s). */
  announce(): Promise<void>;
  /**
   * Sends a short text to the other instances' signal handlers ({@link onSignal}); this instance's own
   * handlers are not called (the sender acts on its own at once).
   */
  signal(payload: string): Promise<void>;
  /** Calls `handler` with each signal another instance sends; returns a function that stops it. */
  onSignal(handler: (payload: string) => void): () => void;
  /** The bus itself (tests break its connection). */
  readonly bus: ChangeBus;
  /** Whether this instance is subscribed to notices now, and how many times it resubscribed after a loss. */
  state(): { listening: boolean; regained: number };
}

/** A write request waits this long at most for its notice to go out before it is responded to. */
const PUBLISH_WAIT_MS = 1_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether `request` is a write by a signed-in caller: an administrator let in by the guard, or a
 * storefront member (whose orders change the admin lists and counts). Visitors' writes (login attempts,
 * captcha answers, visits, registrations) drop nothing: were they to drop the caches, anyone could keep
 * them cold. What they change (a new member counted, a failure count) shows when its count expires.
 */
function signedInWrite(request: FastifyRequest): boolean {
  return !READS.has(request.method) && (request.auth !== null || request.memberId != null);
}

/**
 * Keeps the in-memory caches (lib/db-cache.ts) honest after writes, on this instance and on the others
 * on one database. A signed-in write that succeeded drops this instance's caches and sends a notice
 * before it is responded to, so by the time its caller can make another request, its own next read and
 * every instance listening see the change. A refused write (4xx, 5xx) changed nothing and drops
 * nothing. While an instance is unsubscribed (its listening connection is lost), it caches nothing,
 * and it drops everything when it subscribes again. One instance on SQLite has nobody to tell.
 */
export const changeNoticesPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db;
  let unsubscribed = true;
  let regained = -1;
  const signalHandlers = new Set<(payload: string) => void>();
  // Until the bus is subscribed, nothing is cached: a write elsewhere would go unnoticed.
  holdDbCaches(db);
  const listener: ChangeListener = {
    changed: () => dropDbCaches(db),
    signalled: (payload) => {
      for (const handler of signalHandlers) handler(payload);
    },
    listening: (up) => {
      if (up === !unsubscribed) return;
      unsubscribed = !up;
      if (up) {
        regained++;
        releaseDbCaches(db);
      } else holdDbCaches(db);
    },
    warn: (err, message) => app.log.warn({ err }, message),
  };
  const bus = await openBus(app, listener);
  if (bus === localOnly) listener.listening(true);

  const announce = async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      bus.publish(),
      new Promise((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS))),
    ]);
    clearTimeout(timer);
  };
  const state = () => ({ listening: !unsubscribed, regained: Math.max(0, regained) });
  const signal = (payload: string) => bus.signal(payload);
  const onSignal = (handler: (payload: string) => void) => {
    signalHandlers.add(handler);
    return () => signalHandlers.delete(handler);
  };
  app.decorate('changes', { announce, signal, onSignal, bus, state } satisfies ChangeNotices);

  // A write request reads past the caches from its start (the guard's checks included), so it returns
  // what it wrote; the rest of its life runs inside `done`.
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) done();
    else readingFresh(done);
  });
  const announced = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply) => {
    if (!signedInWrite(request) || reply.statusCode >= 400) return;
    announced.add(request);
    dropDbCaches(db);
    await announce();
  });
  // A write whose caller went away may still be committed: dropped and announced all the same.
  app.addHook('onRequestAbort', async (request) => {
    if (!signedInWrite(request) || announced.has(request)) return;
    dropDbCaches(db);
    void announce();
  });
  app.addHook('onClose', async () => {
    await bus.close();
    if (unsubscribed) releaseDbCaches(db);
  });
});

async function openBus(app: FastifyInstance, listener: ChangeListener): Promise<ChangeBus> {
  const { config } = app;
  if (app.redis) {
    const bus = new RedisChangeBus(app.redis, app.redisNamespace, listener);
    await bus.open();
    return bus;
  }
  if (app.dialect !== 'postgres') return localOnly;
  const bus = new PostgresChangeBus(config.databaseUrl, config.databaseSchema, listener);
  await bus.open();
  return bus;
}
