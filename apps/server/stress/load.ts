/**
 * `npm run test:stress` (load): the built server on a scratch database seeded with 2 % of
 * the bench data set, driven over loopback by mixed admin traffic (the bench's six reads and a brand
 * created per round) — 60 s at 50 connections, then a soak of 5 minutes at 20 connections while the
 * server's RSS is sampled. Fails (exit 1) on any transport error, non-2xx response or error envelope,
 * or when the RSS of the soak's last minute exceeds its first minute's by more than 25 % and 40 MB.
 * Environment: STRESS_SECONDS (60), STRESS_SOAK_SECONDS (300), STRESS_FACTOR (0.02), DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const number = (name: string, fallback: number) => Number(process.env[name] || fallback);
const seconds = number('STRESS_SECONDS', 60);
const soakSeconds = number('STRESS_SOAK_SECONDS', 300);
const factor = number('STRESS_FACTOR', 0.02);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-stress-'));
// The bench's server helpers read their settings from the environment when first imported.
process.env.BENCH_DATA_DIR = dataDir;
process.env.BENCH_PORT = process.env.STRESS_PORT || '18180';
const { findScenarios } = await import('../bench/run/scenarios.js');
const { API, logIn, settle, startServer } = await import('../bench/run/server.js');
const { TARGETS } = await import('../bench/run/settings.js');
const { seedScratch } = await import('./scratch.js');

interface Outcome {
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  firstFailure?: string;
}

/** Mixed traffic for `duration` seconds; a response counts as failed unless HTTP 2xx with envelope 200. */
async function drive(origin: string, headers: Record<string, string>, connections: number, duration: number) {
  const routes = (await findScenarios(origin, headers, TARGETS.orderListRatio)).map((s) => s.next());
  let failures = 0;
  let firstFailure: string | undefined;
  let serial = 0;
  const check = (status: number, body: string) => {
    let ok = status >= 200 && status < 300;
    if (ok) ok = (JSON.parse(body) as { status?: number }).status === 200;
    if (!ok) {
      failures++;
      firstFailure ??= `${status} ${body.slice(0, 200)}`;
    }
  };
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    timeout: 30,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      ...routes.map((route) => ({ method: 'GET' as const, path: `${API}/${route}`, onResponse: check })),
      {
        method: 'POST' as const,
        path: `${API}/brand`,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: JSON.stringify({ name: `Stress ${process.pid}-${++serial}` }),
        }),
        onResponse: check,
      },
    ],
  });
  const outcome: Outcome = {
    requests: result.requests.total,
    failures: failures + result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(firstFailure ? { firstFailure } : {}),
  };
  return outcome;
}

/** The server process's resident set (MB), from /proc. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

async function main(): Promise<number> {
  seedScratch(dataDir, String(factor), process.env.DATABASE_URL ?? '');
  const server = await startServer();
  const pid = server.child.pid as number;
  let failed = false;
  try {
    const headers = await logIn(server.origin);
    const load = await drive(server.origin, headers, 50, seconds);
    console.log(`load: ${seconds} s at 50 connections`, load);
    failed ||= load.failures > 0;
    await settle(server.origin);

    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 5_000);
    const soak = await drive(server.origin, headers, 20, soakSeconds);
    clearInterval(sampler);
    const perMinute = 12;
    const first = average(samples.slice(0, perMinute));
    const last = average(samples.slice(-perMinute));
    const leak = last > first * 1.25 && last - first > 40;
    console.log(`soak: ${soakSeconds} s at 20 connections`, soak);
    console.log(
      `server RSS: first minute ${first.toFixed(0)} MB, last minute ${last.toFixed(0)} MB, samples ${samples.map((s) => s.toFixed(0)).join(' ')}`,
    );
    failed ||= soak.failures > 0 || leak;
    if (leak) console.log('FAILED: the server grew through the soak');
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'stress: FAILED' : 'stress: passed');
  return failed ? 1 : 0;
}

process.exitCode = await main();
