import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the checkpointer copies the write-ahead log into the database file (ms). */
const EVERY_MS = 1000;

/**
 * The checkpointer's thread: a connection of its own copies committed pages from the write-ahead log
 * into the database file (a PASSIVE checkpoint waits for no reader or writer). Plain JavaScript, so it
 * runs the same from the built server and from sources.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    // Another checkpoint under way: the next tick copies what is left.
    if (err.code !== 'SQLITE_BUSY' && err.code !== 'SQLITE_LOCKED') throw err;
  }
}, workerData.every);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves SQLite's checkpoints off the server's thread. By default the connection that commits copies the
 * log into the database once it passes 1000 pages: after a 100 000-row import that copy (100 MB) held
 * every request for up to a second. The app's connection no longer checkpoints; this thread does, every
 * second. Should the thread fail, the connection checkpoints for itself again. Returns a stop function.
 */
export function startCheckpointer(sqlite: SQLite.Database): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { file: sqlite.name, driver, every: EVERY_MS },
  });
  let stopped = false;
  sqlite.pragma('wal_autocheckpoint = 0');
  const fallBack = (err: unknown) => {
    if (stopped) return;
    stopped = true;
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
    process.emitWarning(`SQLite checkpoints run on the server's thread again: ${String(err)}`);
  };
  worker.on('error', fallBack);
  worker.on('exit', (code) => fallBack(new Error(`the checkpointer thread ended (${code})`)));
  worker.unref();
  return async () => {
    if (stopped) return;
    stopped = true;
    const ended = new Promise((resolve) => worker.once('exit', resolve));
    // Waited for: a short command (migrate) closes the database while the thread is still starting, and
    // an unreferenced thread would let the process end there, its work unfinished.
    worker.ref();
    worker.postMessage('stop');
    await ended;
  };
}
