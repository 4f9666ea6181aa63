import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@bo/contract';
import SQLite from 'better-sqlite3';

/** `DATA_DIR/server.pid`: written while a server runs on the data dir, so offline tools can refuse. */
export function pidFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server using `dataDir`, or null (no pid file, or a stale one left by a crash). */
export function runningServerPid(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(pidFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
}

/** Records this process as the server of `dataDir`; returns a function that removes the record. */
export function writePidFile(dataDir: string): () => void {
  const file = pidFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** `DATA_DIR/server.lock`: held by the one server running on a SQLite data dir. */
export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** The locks this process holds, by data dir (kept referenced: closing a connection lets its lock go). */
const held = new Map<string, SQLite.Database>();

/**
 * Takes the data dir's server lock, or returns false when another process holds it. SQLite writes to
 * its database file from one server process only (the caches, the job worker and the rate limits are
 * that process's), so a second server on the same data dir must not start, nor a restore run under a
 * server. The lock is an exclusive SQLite lock on a file of its own, held by the operating system for
 * this process: it goes with the process however it ends (kill -9 included), unlike a pid file, whose
 * pid may belong to another process after a crash.
 */
export function takeDataDirLock(dataDir: string): boolean {
  const dir = path.resolve(dataDir);
  if (held.has(dir)) return true;
  fs.mkdirSync(dir, { recursive: true });
  const lock = new SQLite(lockFile(dir), { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first write takes the exclusive lock, and exclusive locking mode keeps it until close.
    lock.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held_by (pid INTEGER); COMMIT;');
    held.set(dir, lock);
    return true;
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return false;
    throw err;
  }
}

/** Lets the data dir's lock go (a restore when done; a server holds its lock until it exits). */
export function releaseDataDirLock(dataDir: string): void {
  const dir = path.resolve(dataDir);
  held.get(dir)?.close();
  held.delete(dir);
}

/** The language of messages printed to a terminal: `given` (a --lang flag), else the LANG variable. */
export function terminalLang(given?: string): Lang {
  return (given ?? process.env.LANG ?? '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
