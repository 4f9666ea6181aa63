import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.js';
import { registerJobHandler } from '../src/jobs/registry.js';
import { createTestApp, onPostgres } from './helpers.js';
import {
  alive,
  killed,
  SERVER_ROOT,
  type Started,
  serverEnv,
  slowLogin,
  startProcess,
  startServer,
  tempDataDir,
} from './server-process.js';

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const LAUNCHER = path.join(SERVER_ROOT, 'test/fixtures/start-from-source.mjs');

/** The pids of the processes `pid` started, and theirs (Linux). */
function descendantsOf(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  const children = text.trim().split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Whether a new connection to `port` is accepted at all. */
async function connects(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/livez`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A project whose `start` script is the root's, with the launcher of the built server swapped for one
 * of the sources: `npm start` run there is the real chain of processes (npm, its script, the server).
 */
function projectLikeRoot(dir: string): string {
  const start: string = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts
    .start;
  expect(start).toContain('scripts/start.mjs');
  const project = path.join(dir, 'project');
  fs.mkdirSync(project);
  const scripts = { start: start.replace('scripts/start.mjs', LAUNCHER) };
  fs.writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'like-root', private: true, scripts }),
  );
  return project;
}

// The stop is the process's business, the same on both databases: run with SQLite once.
describe.skipIf(onPostgres)('stopping the server', () => {
  const dirs: string[] = [];
  const started: Started[] = [];
  /** Processes started by those, killed too if a case fails half-way. */
  const descendants: number[] = [];
  const temp = () => {
    const made = tempDataDir();
    dirs.push(made.dir);
    return made;
  };
  afterAll(async () => {
    await Promise.all(started.map((s) => killed(s.child)));
    for (const pid of descendants.filter(alive)) process.kill(pid, 'SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM to `npm start` completes the request in flight, refuses new ones, and ends every process', async () => {
    const { dir, dataDir } = temp();
    const npm = startProcess(
      'npm',
      ['start'],
      // At debug a request is logged on arrival too: the test waits for that line.
      serverEnv(dataDir, { npm_config_update_notifier: 'false', LOG_LEVEL: 'debug' }),
      projectLikeRoot(dir),
    );
    started.push(npm);
    const up = await npm.outcome;
    expect(up.ready, up.stderr).toBe(true);
    const npmPid = npm.child.pid ?? 0;
    const serverPid = Number(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8'));
    const tree = descendantsOf(npmPid);
    descendants.push(...tree);
    expect(tree).toContain(serverPid);

    const login = slowLogin(up.port, 'in-flight-1');
    await npm.said('"reqId":"in-flight-1"');
    const sent = Date.now();
    npm.child.kill('SIGTERM');
    await npm.said('"msg":"stopping');
    expect(await connects(up.port)).toBe(false);
    login.finish();
    const answer = await login.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 200 });

    expect(await npm.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(npm.stdout()).toContain('"msg":"stopped"');
    for (const pid of [npmPid, ...tree]) expect(alive(pid), `process ${pid}`).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);

  it('exits with 1 when the stop takes longer than SHUTDOWN_TIMEOUT', async () => {
    const { dataDir } = temp();
    const server = startServer(serverEnv(dataDir, { SHUTDOWN_TIMEOUT: '1', LOG_LEVEL: 'debug' }));
    started.push(server);
    const up = await server.outcome;
    expect(up.ready, up.stderr).toBe(true);
    // Half a request that never ends.
    slowLogin(up.port, 'never-ends').answer.catch(() => undefined);
    await server.said('"reqId":"never-ends"');
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(server.stdout()).toContain('stop took too long');
  }, 60_000);

  it('closing the app closes the port at once, and the running job finishes before the database closes', async () => {
    const { dataDir } = temp();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running!: () => void;
    const jobStarted = new Promise<void>((resolve) => {
      running = resolve;
    });
    registerJobHandler('test.stop', async ({ app }) => {
      running();
      await gate;
      // The database is still open when the job ends.
      return { admins: (await app.db.selectFrom('admins').select('id').execute()).length };
    });
    const sqliteFile = path.join(dataDir, 'app.db');
    fs.mkdirSync(dataDir);
    const t = await createTestApp({ sqliteFile }, { worker: { pollMs: 5, stopTimeoutMs: 30_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const id = await enqueueJob(t.app.db, { type: 'test.stop' });
    await jobStarted;

    const closed = t.close();
    await expect.poll(() => connects(port)).toBe(false);
    release();
    await closed;
    const db = new SQLite(sqliteFile, { readonly: true });
    try {
      const job = db.prepare('select state, result from jobs where id = ?').get(id) as {
        state: string;
        result: string;
      };
      expect(job.state).toBe('done');
      expect(JSON.parse(job.result)).toEqual({ admins: 1 });
    } finally {
      db.close();
    }
  });
});
