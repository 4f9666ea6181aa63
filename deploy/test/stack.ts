import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** The repository root, and the shipped files the tests run as they are. */
export const REPO = path.resolve(import.meta.dirname, '../..');
export const SITE_FILE = path.join(REPO, 'deploy/nginx/backoffice.conf');
export const SERVERS_FILE = path.join(REPO, 'deploy/nginx/backoffice-servers.conf');
export const UNIT_FILE = path.join(REPO, 'deploy/systemd/backoffice.service');
export const NGINX = '/usr/sbin/nginx';

/** Builds the workspaces whose build is missing or older than their sources (nothing when fresh). */
export function buildIfNeeded(): void {
  const result = spawnSync(process.execPath, [path.join(REPO, 'scripts/build-if-needed.mjs')], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
}

/** A TCP port nobody listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 100 ms until it returns true; throws `failure()` once `ms` have passed. */
export async function until(check: () => Promise<boolean>, ms: number, failure: () => string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the test PostgreSQL server (the one of TEST_DATABASE_URL), for this run alone. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bo_test');
  const name = `bo_deploy_${process.pid}_${Date.now().toString(36)}`;
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A child process whose output goes to a file, read back when something goes wrong. */
class Child {
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exitCode: number | null | undefined;

  constructor(
    readonly process: ChildProcess,
    protected readonly logFile: string,
  ) {
    this.exited = new Promise((resolve) =>
      process.once('exit', (code, signal) => {
        this.exitCode = code;
        resolve({ code, signal });
      }),
    );
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  log(): string {
    return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8').slice(-4000) : '';
  }

  /** Sends `signal` and waits for the exit; returns how it ended and after how many milliseconds. */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const started = Date.now();
    if (this.running) this.process.kill(signal);
    const { code } = await this.exited;
    return { code, ms: Date.now() - started };
  }
}

/** Runs `ready`; if it fails, ends `child` (nobody else holds it yet) before passing the failure on. */
async function stopUnless(child: Child, ready: () => Promise<void>): Promise<void> {
  try {
    await ready();
  } catch (err) {
    await child.stop('SIGKILL');
    throw err;
  }
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

/** GET `http://127.0.0.1:port/path`'s status, or 0 when nothing responds. */
function statusOf(port: number, urlPath: string): Promise<number> {
  return fetch(`http://127.0.0.1:${port}${urlPath}`).then(
    (res) => res.status,
    () => 0,
  );
}

export class ServerInstance extends Child {
  constructor(
    readonly port: number,
    child: ChildProcess,
    logFile: string,
  ) {
    super(child, logFile);
  }
}

/**
 * Starts `node apps/server/dist/main.js` on `port` with `settings` (the server's environment variables)
 * and waits until it is ready (`/readyz`): migrated, seeded and listening.
 */
export async function startServer(
  port: number,
  settings: Record<string, string>,
  logFile: string,
): Promise<ServerInstance> {
  const env = { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...settings };
  const child = spawnLogged(process.execPath, ['apps/server/dist/main.js'], env, logFile);
  const instance = new ServerInstance(port, child, logFile);
  await stopUnless(instance, () =>
    until(
      async () => {
        if (!instance.running) throw new Error(`the server on port ${port} exited:\n${instance.log()}`);
        return (await statusOf(port, '/readyz')) === 200;
      },
      60_000,
      () => `the server on port ${port} is not ready:\n${instance.log()}`,
    ),
  );
  return instance;
}

/** The shipped site file with its `listen` line on the test's own port: the only change made to it. */
export function siteOnPort(port: number): string {
  const site = fs.readFileSync(SITE_FILE, 'utf8');
  const listen = /^(\s*)listen\s+[^;]+;/gm;
  const found = site.match(listen) ?? [];
  if (found.length !== 1) throw new Error(`expected one listen line in ${SITE_FILE}, found ${found.length}`);
  return site.replace(listen, `$1listen 127.0.0.1:${port};`);
}

/**
 * A main nginx configuration for the shipped site, in `dir`: nginx's own files (pid, temporary files,
 * logs) stay in `dir`, and the access log records which instance responded to each request id.
 */
export function nginxConfig(dir: string, site: string, servers: string): string {
  fs.writeFileSync(path.join(dir, 'backoffice.conf'), site);
  fs.writeFileSync(path.join(dir, 'backoffice-servers.conf'), servers);
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    file,
    [
      // Run as root (CI), the workers would otherwise be `nobody`, who cannot enter the test's folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'pid nginx.pid;',
      'events { worker_connections 128; }',
      'http {',
      "  log_format upstreams '$http_x_request_id $upstream_addr $status';",
      '  access_log access.log upstreams;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path temp/${t};`),
      '  include backoffice.conf;',
      '}',
      '',
    ].join('\n'),
  );
  return file;
}

/** `nginx -t` of a configuration: returns nginx's output when it is refused, '' when it is fine. */
export function nginxTest(dir: string, config: string): string {
  const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  return result.status === 0 ? '' : `${result.stdout}${result.stderr}`;
}

export class Nginx extends Child {
  constructor(
    readonly port: number,
    private readonly dir: string,
    child: ChildProcess,
  ) {
    super(child, path.join(dir, 'nginx.out'));
  }

  /** The port of the instance that responded to the request sent with `requestId` (the last one tried). */
  async upstreamOf(requestId: string): Promise<number> {
    const accessLog = path.join(this.dir, 'access.log');
    let line: string | undefined;
    // nginx writes the line once the response is sent, which may be just after the client has it.
    await until(
      async () => {
        line = fs
          .readFileSync(accessLog, 'utf8')
          .split('\n')
          .find((l) => l.startsWith(`${requestId} `));
        return line !== undefined;
      },
      2_000,
      () => `no access log line for ${requestId}`,
    );
    const tried = line!.split(' ').slice(1, -1).join(' ').split(', ');
    return Number(tried.at(-1)?.split(':').at(-1));
  }
}

/** Runs nginx (not as a daemon) with the shipped site in front of the given instances. */
export async function startNginx(dir: string, port: number, upstreamPorts: number[]): Promise<Nginx> {
  const servers = upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;\n`).join('');
  const config = nginxConfig(dir, siteOnPort(port), servers);
  const refused = nginxTest(dir, config);
  if (refused) throw new Error(`nginx refuses the configuration:\n${refused}`);
  const args = ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'];
  const nginx = new Nginx(port, dir, spawnLogged(NGINX, args, {}, path.join(dir, 'nginx.out')));
  await stopUnless(nginx, () =>
    until(
      async () => {
        if (!nginx.running) throw new Error(`nginx exited: ${nginx.log()}`);
        return (await statusOf(port, '/livez')) !== 0;
      },
      10_000,
      () => `nginx does not respond on ${port}`,
    ),
  );
  return nginx;
}
