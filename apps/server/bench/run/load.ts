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
  /** Connection errors, timeouts and non-2xx responses; a row with any is not a measurement. */
  failures: number;
  total: number;
}

/** The path of each request: the same every time, or a new one from `next`. */
type Paths = { next: () => string } | null;

function cannon(
  url: string,
  headers: Headers,
  seconds: number,
  paths: Paths,
  shape: { connections: number; overallRate?: number } = { connections: settings.connections },
): Promise<autocannon.Result> {
  return autocannon({
    url,
    headers,
    ...shape,
    duration: seconds,
    timeout: 30,
    ...(paths ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths.next() }) }] } : {}),
  });
}

const summary = (result: autocannon.Result): Load => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failures: result.errors + result.timeouts + result.non2xx,
  total: result.requests.total,
});

/**
 * A warm-up of `settings.warmup` seconds (dropped), then `settings.duration` seconds measured. With
 * `paths`, every request asks the path `next()` gives (under the URL's origin).
 */
export async function measureLoad(url: string, headers: Headers, paths: Paths = null): Promise<Load> {
  if (settings.warmup > 0) await cannon(url, headers, settings.warmup, paths);
  return summary(await cannon(url, headers, settings.duration, paths));
}

/**
 * As {@link measureLoad}, with `GET /livez` asked 20 times a second on its own connection meanwhile:
 * how long anybody else waits while this load runs.
 */
export async function measureLoadBeside(
  url: string,
  headers: Headers,
  paths: Paths,
  livezUrl: string,
): Promise<{ load: Load; livez: Load }> {
  if (settings.warmup > 0) await cannon(url, headers, settings.warmup, paths);
  const [load, livez] = await Promise.all([
    cannon(url, headers, settings.duration, paths),
    cannon(livezUrl, {}, settings.duration, null, { connections: 1, overallRate: 20 }),
  ]);
  return { load: summary(load), livez: summary(livez) };
}

/** Starts the bare Fastify route in its own process; returns its URL and how to stop it. */
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
