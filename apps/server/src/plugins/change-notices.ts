import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeBus, type ChangeListener, localOnly } from '../lib/change-bus.js';
import { PostgresChangeBus } from '../lib/change-bus-postgres.js';
import { RedisChangeBus } from '../lib/change-bus-redis.js';
import { KeptUntilWrite } from '../lib/kept-until-write.js';
import { forgetDisabledPluginApis } from '../modules/system/plugins/disabled.js';

/** What the app shares about its writes (`app.changes`). */
export interface ChangeNotices {
  /** Tells the other instances this one wrote; resolves once the notice is sent (at most ~1 s). */
  announce(): Promise<void>;
  /** The bus itself (tests break its connection). */
  readonly bus: ChangeBus;
  /** Whether notices are heard now, and how many times hearing was regained after a loss. */
  state(): { listening: boolean; regained: number };
}

/** A write request waits this long at most for its notice to go out before it is answered. */
const PUBLISH_WAIT_MS = 1_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the in-memory caches of several instances on one database honest (issue 9, "Two instances").
 * A write request sends a notice before it is answered, so by the time its caller can make another
 * request, every instance listening has been told to drop what it keeps. While an instance cannot hear
 * notices (its listening connection is lost), it keeps nothing, and it drops everything when it hears
 * again. One instance on SQLite has nobody to tell.
 */
export const changeNoticesPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db;
  let deaf = true;
  let regained = -1;
  // Until the bus listens, reads skip the caches as during a write (lib/kept-until-write.ts).
  KeptUntilWrite.beginWrite(db);
  const listener: ChangeListener = {
    changed: () => {
      KeptUntilWrite.dropAll(db);
      forgetDisabledPluginApis(db);
    },
    listening: (up) => {
      if (up === !deaf) return;
      deaf = !up;
      if (up) {
        regained++;
        KeptUntilWrite.endWrite(db);
        forgetDisabledPluginApis(db);
      } else KeptUntilWrite.beginWrite(db);
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
  const state = () => ({ listening: !deaf, regained: Math.max(0, regained) });
  app.decorate('changes', { announce, bus, state } satisfies ChangeNotices);

  const announced = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request) => {
    if (READS.has(request.method)) return;
    announced.add(request);
    await announce();
  });
  app.addHook('onRequestAbort', async (request) => {
    if (!READS.has(request.method) && !announced.has(request)) void announce();
  });
  app.addHook('onClose', async () => {
    await bus.close();
    if (deaf) KeptUntilWrite.endWrite(db);
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
