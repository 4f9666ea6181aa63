import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/**
 * A reader's thread: a read-only connection of its own to the database file, its own prepared
 * statements (kept by their SQL text, least recently used dropped first), and one query at a time
 * from the server's thread. Plain JavaScript, so it runs the same from the built server and from
 * sources. A connection reads the planner's statistics once, when it opens, and a read-only one cannot
 * reload them: 'reopen' opens it anew. Blob columns are named in the reply: structured cloning turns a
 * Buffer into a plain Uint8Array, which the server's thread turns back.
 *
 * On Linux a reader runs at a lower priority than the server's thread ({@link READER_NICE}). Each
 * query wakes its reader, and when both cores are busy the scheduler let the woken reader take the core
 * from the server's thread: the thread that answers every request then waited for the read it had just
 * handed off (in a profile, a quarter of its time "in postMessage"), and `GET /livez` with it.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
try {
  const thread = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  os.setPriority(thread, Math.min(19, os.getPriority() + workerData.nice));
} catch {
  // Not Linux: the thread keeps the server's priority.
}
function open() {
  const opened = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
  for (const pragma of workerData.pragmas) opened.pragma(pragma);
  return opened;
}
let db = open();
const cache = new Map();
function prepare(sql) {
  const cached = cache.get(sql);
  if (cached) {
    cache.delete(sql);
    cache.set(sql, cached);
    return cached;
  }
  const statement = db.prepare(sql);
  cache.set(sql, statement);
  if (cache.size > workerData.statements) cache.delete(cache.keys().next().value);
  return statement;
}
const asBlob = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value);
parentPort.on('message', (message) => {
  if (message === 'close') {
    cache.clear();
    db.close();
    parentPort.close();
    return;
  }
  if (message === 'reopen') {
    cache.clear();
    db.close();
    db = open();
    return;
  }
  const { id, sql, parameters } = message;
  try {
    const statement = prepare(sql);
    if (!statement.reader) throw new TypeError('a reader thread runs statements that return rows only');
    const rows = statement.all(parameters.map(asBlob));
    let blobs = null;
    for (const row of rows)
      for (const key in row)
        if (Buffer.isBuffer(row[key])) (blobs ??= new Set()).add(key);
    parentPort.postMessage({ id, rows, blobs: blobs && [...blobs] });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: String(err && err.message), code: err && err.code, name: err && err.name } });
  }
});
parentPort.postMessage({ ready: true });
`;

/** How much lower a reader's priority is than the server thread's (a nice value, 0 to 19). */
export const READER_NICE = 5;

interface Reply {
  id: number;
  rows?: Record<string, unknown>[];
  blobs?: string[] | null;
  error?: { message: string; code?: string; name?: string };
  ready?: boolean;
}

interface Pending {
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: Error): void;
  /** Where the query was asked for: the stack a failure reports (the reader's own says nothing). */
  origin: Error;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
  ready: boolean;
  /** Settles once the thread has ended. */
  ended: Promise<unknown>;
}

/** A row value that was a Buffer on the reader's side, a Buffer again (structured cloning drops the class). */
function asBuffer(value: unknown): unknown {
  return value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
}

/** The error a reader threw, as the server's connection would have thrown it (SqliteError keeps `code`). */
function rebuilt(error: NonNullable<Reply['error']>, origin: Error): Error {
  const thrown =
    error.name === 'SqliteError' && error.code
      ? new SQLite.SqliteError(error.message, error.code)
      : Object.assign(new Error(error.message), error.name ? { name: error.name } : {});
  thrown.stack = `${thrown.name}: ${thrown.message}\n${origin.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  return thrown;
}

/**
 * Read queries on threads of their own, each with a read-only connection to the same SQLite file: a
 * long read (a deep page, a wide report) then holds one reader, not the server's thread, which keeps
 * responding to every other request meanwhile. The file is in WAL mode, so a reader sees every transaction
 * committed before its query starts, and never blocks the writer.
 *
 * A query goes to the reader with the fewest queries waiting. A reader whose thread dies fails its
 * waiting queries and is replaced; one that dies before it could open the file is not (the file is
 * gone or unreadable), and when none is left {@link available} says so, and reads run on the server's
 * connection again. A reader has only what SQLite itself knows: a SQL function defined on the server's
 * connection (`sqlite.function`) would have to be defined in the thread too.
 */
export class SqliteReaders {
  readonly #file: string;
  readonly #pragmas: readonly string[];
  readonly #driver = createRequire(import.meta.url).resolve('better-sqlite3');
  readonly #size: number;
  readonly #readers: Reader[] = [];
  #nextId = 1;
  #started = false;
  #closed = false;

  /** Readers for `file`; none runs until {@link start}. */
  constructor(file: string, size: number, pragmas: readonly string[]) {
    this.#file = file;
    this.#size = size;
    this.#pragmas = pragmas;
  }

  /** Starts the readers' threads (once); until each is ready, reads run on the caller's connection. */
  start(): void {
    if (this.#started || this.#closed) return;
    this.#started = true;
    for (let i = 0; i < this.#size; i++) this.#readers.push(this.#start());
  }

  /** Whether a reader is ready to take a query (else the caller runs it on its own connection). */
  get available(): boolean {
    return this.#readers.some((reader) => reader.ready);
  }

  /** The readers' threads now (tests end one to see it replaced). */
  get threads(): Worker[] {
    return this.#readers.map((reader) => reader.worker);
  }

  /** The rows of a read-only statement, read on the least busy ready reader. */
  read(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]> {
    let chosen: Reader | undefined;
    for (const reader of this.#readers)
      if (reader.ready && (!chosen || reader.pending.size < chosen.pending.size)) chosen = reader;
    if (!chosen || this.#closed) return Promise.reject(new Error('no SQLite reader is running'));
    const reader = chosen;
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // A parameter that cannot be copied to the thread (a function) fails here, as binding it would.
      try {
        reader.worker.postMessage({ id, sql, parameters });
      } catch (err) {
        reject(err);
        return;
      }
      // A thread with work keeps the process alive (a short command awaiting its rows); an idle one does not.
      if (reader.pending.size === 0) reader.worker.ref();
      reader.pending.set(id, { resolve, reject, origin: new Error() });
    });
  }

  /** Makes every reader open its connection anew after its running query, to plan by new statistics. */
  reopen(): void {
    for (const reader of this.#readers) if (reader.ready) reader.worker.postMessage('reopen');
  }

  /** Ends every reader, after the query each is running; queries still waiting fail. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all(
      this.#readers.map(async (reader) => {
        reader.worker.ref();
        reader.worker.postMessage('close');
        await reader.ended;
      }),
    );
  }

  #start(): Reader {
    const worker = new Worker(THREAD, {
      eval: true,
      workerData: {
        file: this.#file,
        driver: this.#driver,
        pragmas: this.#pragmas,
        statements: 500,
        nice: READER_NICE,
      },
    });
    const ended = new Promise((resolve) => worker.once('exit', resolve));
    const reader: Reader = { worker, pending: new Map(), ready: false, ended };
    worker.unref();
    worker.on('message', (reply: Reply) => {
      if (reply.ready) {
        reader.ready = true;
        return;
      }
      const pending = reader.pending.get(reply.id);
      if (!pending) return;
      reader.pending.delete(reply.id);
      if (reader.pending.size === 0) worker.unref();
      if (reply.error) return pending.reject(rebuilt(reply.error, pending.origin));
      const rows = reply.rows ?? [];
      if (reply.blobs) for (const row of rows) for (const key of reply.blobs) row[key] = asBuffer(row[key]);
      pending.resolve(rows);
    });
    // An uncaught error ends the thread: 'exit' follows and does the rest.
    worker.on('error', () => undefined);
    worker.on('exit', (code) => {
      const failure = new Error(
        this.#closed ? 'the database is closed' : `a SQLite reader thread ended (exit code ${code})`,
      );
      for (const pending of reader.pending.values()) pending.reject(failure);
      reader.pending.clear();
      const wasReady = reader.ready;
      reader.ready = false;
      if (this.#closed) return;
      const at = this.#readers.indexOf(reader);
      if (wasReady && at >= 0) this.#readers[at] = this.#start();
      else {
        if (at >= 0) this.#readers.splice(at, 1);
        process.emitWarning(`a SQLite reader thread could not start (exit code ${code})`);
      }
    });
    return reader;
  }
}
