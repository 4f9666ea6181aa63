import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { DEFAULT_PG_POOL_SIZE } from '../settings.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import type { Database } from './schema.js';
import { startCheckpointer } from './sqlite-checkpointer.js';
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

// Keep both databases answering the same JavaScript types: ISO text for times, numbers for bigints.
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** The better-sqlite3 connection behind a SQLite Kysely instance (for its online backup API). */
const sqliteHandles = new WeakMap<Db, SQLite.Database>();

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

/** Whether `db` runs on PostgreSQL (for the query shapes one planner answers better than the other). */
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
 * On PostgreSQL, waits for the transaction lock named `key` and holds it until commit, so
 * transactions checking a rule over several rows (one default, a unique value among live rows)
 * take turns and each sees what the one before wrote. SQLite runs one transaction at a time.
 */
export async function takeTurn(trx: Trx, key: string): Promise<void> {
  if (locksRows(trx)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** While PostgreSQL is down, opening a connection fails after this long instead of waiting for TCP's timeout. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile' | 'dataDir' | 'pgPoolSize'>,
): Promise<DatabaseHandle> {
  if (isPostgresUrl(config.databaseUrl))
    return openPostgres(config.databaseUrl, config.databaseSchema, config.pgPoolSize ?? DEFAULT_PG_POOL_SIZE);
  const file = config.sqliteFile ?? path.join(config.dataDir, 'app.db');
  return openSqlite(file);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A 64 MB page cache and memory-mapped reads: list pages at bench scale stay in memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
  });
  sqliteHandles.set(db, sqlite);
  const stopCheckpoints = file === ':memory:' ? async () => undefined : startCheckpointer(sqlite);
  const destroy = async () => {
    await stopCheckpoints();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', destroy, onConnectionLost: () => undefined, poolStats: () => null };
}

async function openPostgres(url: string, schema: string | undefined, max: number): Promise<DatabaseHandle> {
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
    onConnectionLost: (listener) => {
      lost = listener;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}
