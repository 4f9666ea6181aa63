import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, settings } from './settings.js';

export const API = '/api/v1/admin';

/** The built server, started the way an operator does (`node apps/server/dist/main.js`). */
export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** Milliseconds from spawn to the first 200 of `GET /readyz`. */
  startMs: number;
  stop: () => Promise<void>;
}

/** Shared with the server so the runner can log in by SSO token, whatever the admin's password is. */
export const ssoSecret = randomBytes(24).toString('hex');

function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.databaseUrl,
    ADMIN_PASSWORD: settings.adminPassword,
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    SSO_SECRET: ssoSecret,
  };
}

/** Resolves once the child has exited (at once if it already has). */
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Spawns the server and polls `GET /readyz` every 10 ms until it responds with 200. `port` and `env` (added
 * to the settings' environment) start another instance beside it (stress/instances.ts).
 */
export async function startServer(
  options: { port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  const port = options.port ?? settings.port;
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, settings.serverMain], {
    cwd: ROOT,
    env: { ...serverEnv(port), ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/readyz`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error('the server did not respond within 2 minutes');
    }
    await sleep(10);
  }
  return { child, origin, startMs: performance.now() - started, stop };
}

/** Best of `runs` cold starts; every server but the last is stopped, the last is kept running. */
export async function coldStart(
  runs = 3,
): Promise<{ server: RunningServer; bestMs: number; allMs: number[] }> {
  const times: number[] = [];
  let server: RunningServer | null = null;
  for (let i = 0; i < runs; i++) {
    if (server) await server.stop();
    server = await startServer();
    times.push(server.startMs);
    console.log(`  start ${i + 1}: ${server.startMs.toFixed(0)} ms`);
  }
  if (!server) throw new Error('no run');
  return { server, bestMs: Math.min(...times), allMs: times };
}

/**
 * Waits until requests left over from a load (autocannon stops sending, the server keeps responding)
 * are done: `GET lang` responds within 20 ms. Each load then starts on an idle server, and the server
 * is not stopped with requests in flight.
 */
export async function settle(origin: string): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${origin}${API}/lang`);
    await res.arrayBuffer();
    if (performance.now() - started < 20) return;
    await sleep(200);
  }
}

/** A token as a trusted single sign-on mints it (signed with the shared secret), for the `admin` account. */
function ssoToken(username: string): string {
  const payload = { sub: username, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + 120 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', ssoSecret).update(body).digest('base64url')}`;
}

interface Envelope<T> {
  status: number;
  message: T;
}

/** The headers the web app sends once logged in: Authorization, Accept JSON and Lang. */
export type Headers = Record<string, string>;

/** Logs in as `admin` through `login/token` and returns the web app's headers. */
export async function logIn(origin: string): Promise<Headers> {
  const res = await fetch(`${origin}${API}/login/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: ssoToken('admin') }),
  });
  const body = (await res.json()) as Envelope<{ access_token: string }>;
  if (body.status !== 200) throw new Error(`login failed: ${JSON.stringify(body).slice(0, 300)}`);
  return { authorization: `Bearer ${body.message.access_token}`, accept: 'application/json', lang: 'zh' };
}

/** `GET <API>/<route>` returning the envelope's message; throws on anything but a 200 envelope. */
export async function getJson<T>(origin: string, route: string, headers: Headers): Promise<T> {
  const res = await fetch(`${origin}${API}/${route}`, { headers });
  const text = await res.text();
  let body: Envelope<T> | null = null;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    // Reported below.
  }
  if (res.status !== 200 || body?.status !== 200)
    throw new Error(`GET ${route}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return body.message;
}
