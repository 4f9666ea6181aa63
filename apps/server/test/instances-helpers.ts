import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config.js';
import type { JobWorkerOptions } from '../src/jobs/worker.js';
import { connectRedis } from '../src/lib/redis.js';
import { createTestApp, type TestApp } from './helpers.js';

export const LOCAL_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The local Redis URL when it responds to a PING, else null (the Redis cases then skip and say why). */
export async function reachableRedis(): Promise<string | null> {
  try {
    const redis = await connectRedis(LOCAL_REDIS_URL, () => undefined);
    await redis.ping();
    await redis.close();
    return LOCAL_REDIS_URL;
  } catch {
    console.warn(`Redis at ${LOCAL_REDIS_URL} is unreachable: its cases are skipped`);
    return null;
  }
}

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two apps on one PostgreSQL schema, as two server processes behind a load balancer would be (built one
 * after the other, as instances start). A owns the database and drops it on close.
 */
export async function createTwoInstances(
  overrides: Partial<AppConfig> = {},
  worker?: JobWorkerOptions,
): Promise<TwoInstances> {
  const first: TestApp = await createTestApp(overrides, { worker });
  const second = await createTestApp(
    { ...overrides, databaseUrl: first.config.databaseUrl, databaseSchema: first.config.databaseSchema },
    { worker },
  );
  return {
    a: first.app,
    b: second.app,
    async close() {
      await second.close();
      await first.close();
    },
  };
}
