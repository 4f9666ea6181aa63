import fs from 'node:fs';
import path from 'node:path';

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

/** Records this process as the server of `dataDir`; answers a function that removes the record. */
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
