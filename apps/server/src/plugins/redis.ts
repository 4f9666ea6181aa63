import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectRedis, type Redis } from '../lib/redis.js';

/** `app.redis`: the Redis connection when `REDIS_URL` is set (null otherwise), closed with the app. */
export const redisPlugin = fp(async (app: FastifyInstance) => {
  const url = app.config.redisUrl;
  const redis: Redis | null = url
    ? await connectRedis(url, (err, message) => app.log.warn({ err }, message))
    : null;
  app.decorate('redis', redis);
  // After the change notices and the job worker (registered later, closed earlier) stop using it.
  app.addHook('onClose', async () => {
    await redis?.close().catch(() => undefined);
  });
});
