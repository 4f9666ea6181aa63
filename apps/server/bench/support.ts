import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { issueSession } from '../src/security/sessions.js';
import { benchConfig } from './run/child-app.js';

const RUNS = Number(process.env.RUNS ?? 60);

/**
 * A server on a scratch data directory (SQLite, or DATABASE_URL when set), without a job worker.
 * `BENCH_DIR` reuses a directory an earlier run kept (`KEEP=1`); `reused` then says to skip seeding.
 */
export async function benchApp(name: string) {
  const reused = !!process.env.BENCH_DIR;
  const dataDir = process.env.BENCH_DIR || fs.mkdtempSync(path.join(os.tmpdir(), `bo-bench-${name}-`));
  const config = benchConfig(dataDir, 'bench');
  const { app } = await buildApp(config, { logger: false });
  const admin = await app.db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const { access_token: token } = await issueSession(app.db, admin.id, {
    ip: '127.0.0.1',
    userAgent: 'bench',
    remember: false,
  });
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };

  /** Updates the query planner's statistics after seeding (SQLite). */
  const analyze = async () => {
    if (!config.databaseUrl)
      await app.db.executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as never);
  };

  /** Times `RUNS` in-process GETs of `url` and prints p50 and p99. */
  const time = async (label: string, url: string, as: Record<string, string> = headers): Promise<void> => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/${url}`, headers: as });
      samples.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) =>
      samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]?.toFixed(1);
    console.log(`${label.padEnd(44)} p50 ${at(0.5)?.padStart(7)} ms   p99 ${at(0.99)?.padStart(7)} ms`);
  };

  const close = async () => {
    await app.close();
    if (process.env.KEEP || reused) console.log(`kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, config, headers, analyze, time, close, reused };
}

/** Runs one step of seeding or upkeep and prints how long it took. */
export async function timeStep(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}
