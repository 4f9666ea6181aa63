/**
 * `npm run test:stress` (two instances): two built servers on one PostgreSQL database and one
 * data dir, behind loopback, first through the database alone, then with Redis (REDIS_URL, or the local
 * one when it responds). Over real HTTP: a session of A works on B and logout on B is refused by A; a
 * role change and a forbid on A apply on B at the next request; login attempts over the limit spread
 * over both are refused with 42900; a captcha of A is checked by B; mixed load on both at once answers
 * no error; a backup and an export queued while both workers run are each done once. Skipped (exit 0)
 * when no PostgreSQL responds. Environment: DATABASE_URL (else a scratch database on the local server,
 * dropped after), REDIS_URL, STRESS_INSTANCES_SECONDS (15), STRESS_PORT (18182 and the next port).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectRedis } from '../src/lib/redis.js';
import * as checks from './instances-checks.js';

const seconds = Number(process.env.STRESS_INSTANCES_SECONDS || 15);
const port = Number(process.env.STRESS_PORT || 18182);
process.env.BENCH_PORT = String(port);
const { logIn, startServer } = await import('../bench/run/server.js');

/** The database to use, and how to give it back: the configured one, or a scratch one on the local server. */
async function database(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bo_stress_instances_${process.pid}`;
  await admin.query(`create database ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function redisUrl(): Promise<string | null> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  try {
    const redis = await connectRedis(url, () => undefined);
    await redis.close();
    return url;
  } catch {
    return null;
  }
}

/** Starts A then B (A migrates and seeds first, as a rolling start does), runs every check, stops both. */
async function run(databaseUrl: string, redis: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-instances-'));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, REDIS_URL: redis, TRUST_PROXY: '1' };
  const servers = [await startServer({ port, env })];
  servers.push(await startServer({ port: port + 1, env }));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let failed = false;
  try {
    const [a, b] = servers.map((s) => s.origin) as [string, string];
    const login = async () => (await logIn(a)).authorization!.replace(/^Bearer /, '');
    const pair: checks.Pair = { a, b, db, dataDir, root: await login() };
    const steps: [string, () => Promise<string>][] = [
      ['sessions', () => checks.sessions(pair, login)],
      ['roles and forbid', () => checks.rolesAndForbid(pair)],
      ['login limit', () => checks.loginLimit(pair)],
      ['captcha', () => checks.captcha(pair)],
      ['mixed load', () => checks.mixedLoad(pair, seconds)],
      ['jobs', () => checks.jobsOnce(pair)],
    ];
    for (const [name, step] of steps) {
      const started = performance.now();
      try {
        console.log(`  ${name}: ${await step()} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      } catch (err) {
        failed = true;
        console.log(`  FAILED ${name}: ${(err as Error).message}`);
      }
    }
  } finally {
    await db.end();
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return !failed;
}

async function main(): Promise<number> {
  const scratch = await database();
  if (!scratch) {
    console.log('instances: skipped, no PostgreSQL at DATABASE_URL or 127.0.0.1:5432');
    return 0;
  }
  let passed = true;
  try {
    const redis = await redisUrl();
    for (const via of ['', ...(redis ? [redis] : [])]) {
      console.log(`two instances on PostgreSQL${via ? ` and Redis (${via})` : ''}`);
      passed = (await run(scratch.url, via)) && passed;
    }
    if (!redis) console.log('  (no Redis responds: the Redis run was skipped)');
  } finally {
    await scratch.drop();
  }
  console.log(passed ? 'instances: passed' : 'instances: FAILED');
  return passed ? 0 : 1;
}

process.exitCode = await main();
