import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import { LiteralLimitCompiler } from './sqlite-query-compiler.js';
import type { SqliteReaders } from './sqlite-readers.js';

/** Turns on the server's one SQLite connection, first come first served. */
class Turns {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  get free(): boolean {
    return !this.#held;
  }

  take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * Whether a statement only reads, so that a reader thread may run it: a query built as a select
 * (with or without `with`), or raw SQL that starts with `select`, or with `with` and writes nothing,
 * or the plan of such a query (`explain query plan select…`: the plan a reader would follow).
 * Everything else (writes, `returning` ones included, pragmas, DDL) runs on the server's connection.
 */
function onlyReads(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  if (!RawNode.is(query.query)) return false;
  const head = /^\s*(?:explain\s+(?:query\s+plan\s+)?)?(select|with)\b/i.exec(query.sql)?.[1]?.toLowerCase();
  if (head === 'select') return true;
  return head === 'with' && !/\b(insert|update|delete|replace)\b/i.test(query.sql);
}

function runOnMain(main: SqliteDatabase, query: CompiledQuery): QueryResult<unknown> {
  const statement = main.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return {
    insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
    numAffectedRows: changes != null ? BigInt(changes) : undefined,
    rows: [],
  };
}

interface Shared {
  main: SqliteDatabase;
  readers: SqliteReaders | null;
  turns: Turns;
}

/**
 * What Kysely gets for each query or transaction. A transaction holds the server's connection from
 * `begin` to its end, so its statements run there, in order, and no other write comes between. Outside
 * a transaction, a read goes to a reader thread when one runs, anything else to the server's connection
 * once no transaction holds it.
 */
class RoutedConnection implements DatabaseConnection {
  #holds = false;

  constructor(private readonly shared: Shared) {}

  async hold(): Promise<void> {
    await this.shared.turns.take();
    this.#holds = true;
  }

  release(): void {
    if (!this.#holds) return;
    this.#holds = false;
    this.shared.turns.give();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { main, readers, turns } = this.shared;
    if (this.#holds) return runOnMain(main, query) as QueryResult<R>;
    if (readers?.available && onlyReads(query))
      return { rows: (await readers.read(query.sql, query.parameters)) as R[] };
    // better-sqlite3 runs synchronously: nothing can come between the check and the statement.
    if (turns.free) return runOnMain(main, query) as QueryResult<R>;
    await turns.take();
    try {
      return runOnMain(main, query) as QueryResult<R>;
    } finally {
      turns.give();
    }
  }

  /** Streams on the server's connection (exports read through a connection of their own). */
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    const own = !this.#holds;
    if (own) await this.shared.turns.take();
    try {
      for (const row of this.shared.main.prepare(query.sql).iterate(query.parameters))
        yield { rows: [row as R] };
    } finally {
      if (own) this.shared.turns.give();
    }
  }
}

/** The server's connection for writes and transactions, and reader threads (if any) for the rest. */
class RoutedSqliteDriver implements Driver {
  readonly #shared: Shared;
  /** Kysely's own driver, for its savepoint statements (they run on the connection given). */
  readonly #savepoints: SqliteDriver;

  constructor(main: SqliteDatabase, readers: SqliteReaders | null) {
    this.#shared = { main, readers, turns: new Turns() };
    this.#savepoints = new SqliteDriver({ database: main });
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.#shared);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    await routed.hold();
    try {
      await routed.executeQuery(CompiledQuery.raw('begin'));
    } catch (err) {
      routed.release();
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  savepoint(...args: Parameters<SqliteDriver['savepoint']>): Promise<void> {
    return this.#savepoints.savepoint(...args);
  }

  rollbackToSavepoint(...args: Parameters<SqliteDriver['rollbackToSavepoint']>): Promise<void> {
    return this.#savepoints.rollbackToSavepoint(...args);
  }

  releaseSavepoint(...args: Parameters<SqliteDriver['releaseSavepoint']>): Promise<void> {
    return this.#savepoints.releaseSavepoint(...args);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).release();
  }

  async destroy(): Promise<void> {
    await this.#shared.readers?.close();
    this.#shared.main.close();
  }
}

/** Several queries may be under way at once: the driver keeps writes and transactions in turn itself. */
class RoutedSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * Kysely's SQLite dialect over the server's connection `main`, with reads outside transactions sent to
 * `readers` (when given) so a long one never holds the server's thread.
 */
export class RoutedSqliteDialect extends SqliteDialect {
  readonly #main: SqliteDatabase;
  readonly #readers: SqliteReaders | null;

  constructor(main: SqliteDatabase, readers: SqliteReaders | null) {
    super({ database: main });
    this.#main = main;
    this.#readers = readers;
  }

  override createDriver(): Driver {
    return new RoutedSqliteDriver(this.#main, this.#readers);
  }

  override createAdapter(): SqliteAdapter {
    return new RoutedSqliteAdapter();
  }

  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitCompiler();
  }
}
