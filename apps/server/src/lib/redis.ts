import { reconnectDelay } from './change-bus.js';

/** Attempts to reach Redis at start before the server gives up (a wrong `REDIS_URL` should be seen). */
const START_ATTEMPTS = 5;

const create = (
  { createClient }: typeof import('redis'),
  url: string,
  giveUp: (retries: number) => boolean,
) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries: number, cause: Error) =>
        giveUp(retries) ? cause : reconnectDelay(retries),
    },
  });

export type Redis = ReturnType<typeof create>;

/**
 * A Redis connection (`REDIS_URL`) that reconnects by itself with growing delays once it has been up.
 * Commands fail at once while it is away instead of queueing, so a request never waits on a Redis
 * outage (callers fall back). Rejects when Redis cannot be reached at start.
 */
export async function connectRedis(
  url: string,
  warn: (err: unknown, message: string) => void,
): Promise<Redis> {
  let everReady = false;
  // Loaded only when REDIS_URL is set: the client library takes a quarter of a second to load.
  const client = create(await import('redis'), url, (retries) => !everReady && retries >= START_ATTEMPTS);
  let reported = false;
  client.on('error', (err: unknown) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) warn(err, 'Redis connection failed; reconnecting');
    reported = true;
  });
  client.on('ready', () => {
    everReady = true;
    reported = false;
  });
  await client.connect();
  return client;
}
