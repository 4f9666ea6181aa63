import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { AppConfig } from '../config.js';
import { DEFAULT_PG_POOL_SIZE } from '../settings.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import type { Database } from './schema.js';
import { startCheckpointer } from './sqlite-checkpointer.js';
import { RoutedSqliteDialect } from './sqlite-dialect.js';
import { SqliteReaders } from './sqlite-readers.js';
import { type StatisticsThread, startStatistics } from './sqlite-statistics.js';
import { cachingStatements } from './statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A transaction, or the database itself, for code that runs in either. */
export type Trx = Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
  /**
   * Starts what runs beside the server's thread: on a SQLite file, the checkpointer, the reader and the
   * statistics threads. The app calls it once it is built, so their start does not compete with its own
   * for the CPU; until then (and for a command that never calls it) the one connection does everything.
   */
  startThreads(): void;
  /**
   * Tells `listener` of connections the database dropped (PostgreSQL restarting or gone). The pool
   * discards such a connection and opens a new one for the next query, so this is only for the log.
   */
  onConnectionLost(listener: (error: Error) => void): void;
  /** The PostgreSQL pool's connections now; null on SQLite (one connection, always open). */
  poolStats(): PoolStats | null;
}

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one; `max` is the pool size. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The better-sqlite3 connection behind a SQLite Kysely instance (for its online backup API). */
const sqliteHandles = new WeakMap<Db, SQLite.Database>();

/** The reader threads of a SQLite Kysely instance that has them. */
const sqliteReaders = new WeakMap<Db, SqliteReaders>();

/** The statistics thread of a SQLite Kysely instance, once its threads have started. */
const sqliteStatistics = new WeakMap<Db, StatisticsThread>();

/**
 * Refreshes SQLite's planner statistics of the tables that grew or shrank by half since they were taken
 * (the statistics thread does so every few minutes by itself); returns those tables. Nothing on
 * PostgreSQL, whose autovacuum keeps its own, or before the threads have started.
 */
export async function refreshStatistics(db: Db): Promise<string[]> {
  return (await sqliteStatistics.get(db)?.refresh()) ?? [];
}

/** The reader threads of `db`: none on PostgreSQL, in memory, or with `SQLITE_READERS=0`. */
export function readerThreads(db: Db): Worker[] {
  return sqliteReaders.get(db)?.threads ?? [];
}

/** Whether a reader thread of `db` takes reads now (until one does, reads run on the server's connection). */
export function readersReady(db: Db): boolean {
  return sqliteReaders.get(db)?.available ?? false;
}

/** The raw SQLite connection of `db`, or undefined on PostgreSQL. */
export function rawSqlite(db: Db): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/**
 * Whether `db` runs on PostgreSQL, where transactions interleave across the pool and a
 * check-then-write needs its rows locked (`for update`); SQLite runs one transaction at a time.
 */
export function locksRows(db: Db | Trx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Whether `db` runs on PostgreSQL (for the query shapes one planner handles better than the other). */
export function isPostgres(db: Db | Trx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Whether other server processes may share `db` (PostgreSQL): what one process keeps in memory can
 * then be out of date for a moment, until another's notice arrives. SQLite runs one process per file.
 */
export function sharedByInstances(db: Db | Trx): boolean {
  return locksRows(db);
}

/**
 * On PostgreSQL, takes the transaction-scoped advisory lock named `key` (waiting for it) and holds it
 * until commit, so transactions checking a rule over several rows (one default, a unique value among
 * live rows) run one after another and each sees what the one before wrote. SQLite runs one
 * transaction at a time.
 */
export async function takeAdvisoryLock(trx: Trx, key: string): Promise<void> {
  if (locksRows(trx)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** While PostgreSQL is down, opening a connection fails after this long instead of waiting for TCP's timeout. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * Reader threads by default: two where there are two cores or more, so one long read leaves another
 * reader free; one on a single core, where it still keeps the server's thread responding.
 */
export function defaultSqliteReaders(): number {
  return os.availableParallelism() >= 2 ? 2 : 1;
}

export async function openDatabase(
  config: Pick<
    AppConfig,
    'databaseUrl' | 'databaseSchema' | 'sqliteFile' | 'dataDir' | 'pgPoolSize' | 'sqliteReaders'
  >,
): Promise<DatabaseHandle> {
  if (isPostgresUrl(config.databaseUrl))
    return openPostgres(config.databaseUrl, config.databaseSchema, config.pgPoolSize ?? DEFAULT_PG_POOL_SIZE);
  const file = config.sqliteFile ?? path.join(config.dataDir, 'app.db');
  return openSqlite(file, config.sqliteReaders ?? defaultSqliteReaders());
}

/**
 * What every connection to the file sets for its reads: wait for a lock rather than fail at once, a
 * 64 MB page cache and memory-mapped reads (list pages at bench scale stay in memory).
 */
const READ_PRAGMAS = ['busy_timeout = 5000', 'cache_size = -65536', 'mmap_size = 268435456'];
/** The page cache of the connection that writes, when reader threads do the reads outside transactions. */
const WRITER_CACHE_KB = 16_384;

function openSqlite(file: string, readerCount: number): DatabaseHandle {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  for (const pragma of READ_PRAGMAS) sqlite.pragma(pragma);
  // Reads outside transactions run on threads of their own, so a long one does not hold this thread.
  // A database in memory is this connection's alone: no other connection can read it.
  const readers = !inMemory && readerCount > 0 ? new SqliteReaders(file, readerCount, READ_PRAGMAS) : null;
  const db = new Kysely<Database>({
    dialect: new RoutedSqliteDialect(cachingStatements(sqlite), readers),
  });
  sqliteHandles.set(db, sqlite);
  if (readers) sqliteReaders.set(db, readers);
  let stopCheckpoints: (() => Promise<void>) | undefined;
  let statistics: StatisticsThread | undefined;
  const startThreads = () => {
    if (inMemory || !sqlite.open || stopCheckpoints) return;
    stopCheckpoints = startCheckpointer(sqlite);
    if (readers) {
      readers.start();
      // From now on this connection runs the writes and the reads inside them: its cache holds what a
      // transaction changed until it spills to the log, and 64 MB of it was the peak memory of a large
      // import (100 000 assets: 404 → 352 MB with 16 MB, 4.6 → 5.0 s). Until the readers run (a command
      // that never starts them, the seeder) it serves every read and keeps the readers' cache.
      sqlite.pragma(`cache_size = -${WRITER_CACHE_KB}`);
    }
    statistics = startStatistics(sqlite, async () => {
      // Reloaded in the connection's turn, not inside a transaction holding it; this also makes its
      // prepared statements plan anew. The readers' read-only connections cannot reload: they reopen.
      await sql`analyze sqlite_schema`.execute(db);
      readers?.reopen();
    });
    sqliteStatistics.set(db, statistics);
  };
  const destroy = async () => {
    await statistics?.stop();
    await stopCheckpoints?.();
    await db.destroy();
  };
  return {
    db,
    dialect: 'sqlite',
    destroy,
    startThreads,
    onConnectionLost: () => undefined,
    poolStats: () => null,
  };
}

async function openPostgres(url: string, schema: string | undefined, max: number): Promise<DatabaseHandle> {
  // Loaded for PostgreSQL only: a server on SQLite never needs the driver.
  const { default: pg } = await import('pg');
  // Keep both databases returning the same JavaScript types: ISO text for times, numbers for bigints.
  pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
  pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  let lost: (error: Error) => void = () => undefined;
  // An 'error' event nobody listens to kills the process. node-postgres emits one on the pool for an
  // idle connection the server closed, and on the client itself when it is checked out (mid-query or
  // mid-transaction); the query in flight fails on its own and the pool drops the broken client.
  pool.on('error', (error) => lost(error));
  pool.on('connect', (client) => client.on('error', (error) => lost(error)));
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }, schema) });
  await sql`select 1`.execute(db);
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    startThreads: () => undefined,
    onConnectionLost: (listener) => {
      lost = listener;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}
