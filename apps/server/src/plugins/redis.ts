import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from '../lib/crypto.js';
import { connectRedis, type Redis } from '../lib/redis.js';
import { installationSecret } from '../security/installation-secret.js';

/**
 * `app.redis`: the Redis connection when `REDIS_URL` is set (null otherwise), closed with the app; and
 * `app.redisNamespace`, the prefix of this installation's keys and channels, so installations (and test
 * apps) sharing a Redis do not meet. It derives from a secret kept in the database, so every instance of
 * one installation agrees on it however its `DATABASE_URL` is spelled.
 */
export const redisPlugin = fp(async (app: FastifyInstance) => {
  const url = app.config.redisUrl;
  const redis: Redis | null = url
    ? await connectRedis(url, (err, message) => app.log.warn({ err }, message))
    : null;
  app.decorate('redis', redis);
  app.decorate('redisNamespace', redis ? `bo:${sha256(await installationSecret(app.db)).slice(0, 16)}` : '');
  // After the change notices and the job worker (registered later, closed earlier) stop using it.
  app.addHook('onClose', async () => {
    await redis?.close().catch(() => undefined);
  });
});
