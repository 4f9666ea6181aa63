import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Headers } from './server.js';
import { ROOT, settings, tsxArgs } from './settings.js';

/** What one endpoint did under load. */
export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers; a row with any is not a measurement. */
  failures: number;
  total: number;
}

function cannon(url: string, headers: Headers, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    headers,
    connections: settings.connections,
    duration: seconds,
    timeout: 30,
  });
}

/** A warm-up of `settings.warmup` seconds (dropped), then `settings.duration` seconds measured. */
export async function measureLoad(url: string, headers: Headers): Promise<Load> {
  if (settings.warmup > 0) await cannon(url, headers, settings.warmup);
  const result = await cannon(url, headers, settings.duration);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** Starts the bare Fastify route in its own process; answers its URL and how to stop it. */
export async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, tsxArgs(path.join(import.meta.dirname, 'bare-server.ts')), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(settings.barePort), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${settings.barePort}/bare`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}
