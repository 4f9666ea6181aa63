import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFile, releaseDataDirLock, takeDataDirLock } from '../src/lib/instance-lock.js';
import { restoreBackup } from '../src/modules/system/backups/restore.js';
import { onPostgres } from './helpers.js';
import { killed, serverEnv, startServer as startOn } from './server-process.js';

/** The server on `dataDir` (SQLite), as `npm start` runs it, its messages in Chinese. */
const startServer = (dataDir: string) => startOn(serverEnv(dataDir, { LANG: 'zh_CN.UTF-8' }));

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
