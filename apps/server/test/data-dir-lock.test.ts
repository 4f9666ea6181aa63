import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseDataDirLock, takeDataDirLock } from '../src/lib/instance-lock.js';
import { onPostgres } from './helpers.js';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** `node src/main.ts` on `dataDir` (SQLite), as `npm start` runs it; answers once it has exited or is up. */
function startServer(dataDir: string) {
  // One process (the tsx CLI would start a second one, which kill -9 would leave running).
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'Admin12345pass',
      CAPTCHA: 'off',
      LOG_LEVEL: 'info',
      LANG: 'zh_CN.UTF-8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const outcome = new Promise<{ ready: boolean; code: number | null; stderr: string }>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('back-office ready')) resolve({ ready: true, code: null, stderr });
    });
    child.once('exit', (code) => resolve({ ready: false, code, stderr }));
  });
  return { child, outcome };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

// SQLite serves one server process per data dir; PostgreSQL instances share theirs on purpose.
describe.skipIf(onPostgres)('one server per SQLite data dir', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    releaseDataDirLock();
    await Promise.all(children.map(killed));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data dir, in the language of LANG, and lets one start once the first is killed', async () => {
    const dir = freshDir();
    const first = startServer(dir);
    children.push(first.child);
    const up = await first.outcome;
    expect(up.ready, up.stderr).toBe(true);

    const second = startServer(dir);
    children.push(second.child);
    const refused = await second.outcome;
    expect(refused).toMatchObject({ ready: false, code: 1 });
    expect(refused.stderr).toContain(`已有服务在使用数据目录 ${dir}`);

    // kill -9 leaves no lock behind (nor does the pid file it leaves matter).
    await killed(first.child);
    const third = startServer(dir);
    children.push(third.child);
    expect((await third.outcome).ready).toBe(true);
  }, 60_000);

  it('is held once per process and can be taken again once released', () => {
    const dir = freshDir();
    expect(takeDataDirLock(dir)).toBe(true);
    expect(takeDataDirLock(dir)).toBe(true);
    releaseDataDirLock();
    expect(takeDataDirLock(dir)).toBe(true);
    releaseDataDirLock();
  });
});
