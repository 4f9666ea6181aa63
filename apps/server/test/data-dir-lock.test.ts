import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFile, releaseDataDirLock, takeDataDirLock } from '../src/lib/instance-lock.js';
import { restoreBackup } from '../src/modules/system/backups/restore.js';
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
    for (const dir of dirs) releaseDataDirLock(dir);
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

  it('restore refuses a data dir a server holds, even when its pid file is gone', async () => {
    const dir = freshDir();
    const server = startServer(dir);
    children.push(server.child);
    expect((await server.outcome).ready).toBe(true);
    fs.rmSync(path.join(dir, 'server.pid'));
    const backup = path.join(freshDir(), 'db-20260101-000000-abcdef.sqlite');
    fs.writeFileSync(backup, 'x');
    await expect(restoreBackup({ file: backup, dataDir: dir })).rejects.toMatchObject({
      key: 'restore.serverRunning',
    });
    await killed(server.child);
  }, 60_000);

  it('keeps out every other holder until released, and is let go after a restore', async () => {
    const dir = freshDir();
    const other = () => {
      const probe = new SQLite(lockFile(dir), { timeout: 0 });
      try {
        probe.exec('BEGIN EXCLUSIVE; COMMIT;');
        return 'free';
      } catch (err) {
        return (err as { code?: string }).code;
      } finally {
        probe.close();
      }
    };
    expect(takeDataDirLock(dir)).toBe(true);
    expect(other()).toBe('SQLITE_BUSY');
    releaseDataDirLock(dir);
    expect(other()).toBe('free');
    // A refused restore (not a backup file) still lets the lock go.
    const bad = path.join(freshDir(), 'db-20260101-000000-abcdef.sqlite');
    fs.writeFileSync(bad, 'not a database');
    await expect(restoreBackup({ file: bad, dataDir: dir })).rejects.toMatchObject({
      key: 'restore.notSqlite',
    });
    expect(other()).toBe('free');
  });
});
