import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db, DialectName } from '../../../db/database.js';
import { rawSqlite } from '../../../db/database.js';
import { JobFailure } from '../../../jobs/types.js';
import { pgConnection, runPgTool } from './pg-tools.js';

export interface SnapshotSource {
  db: Db;
  dialect: DialectName;
  databaseUrl: string;
  /** PostgreSQL schema holding the tables; the whole database when absent. */
  databaseSchema?: string;
  pgDump?: string;
}

export interface Snapshot {
  /** Absolute path of the written file. */
  file: string;
  format: 'sqlite' | 'dump';
}

/** Reports a fraction 0..1 of the database copied. */
export type FractionReporter = (fraction: number) => void;

/**
 * Copies the live database into `dir`: SQLite through its online backup API (readers and writers go
 * on meanwhile), PostgreSQL through `pg_dump` in its custom format (restored with pg_restore).
 */
export async function snapshotDatabase(
  source: SnapshotSource,
  dir: string,
  report: FractionReporter,
  signal?: AbortSignal,
): Promise<Snapshot> {
  await fsp.mkdir(dir, { recursive: true });
  return source.dialect === 'sqlite'
    ? snapshotSqlite(source.db, path.join(dir, 'app.db'), report)
    : snapshotPostgres(source, path.join(dir, 'database.dump'), report, signal);
}

async function snapshotSqlite(db: Db, file: string, report: FractionReporter): Promise<Snapshot> {
  const sqlite = rawSqlite(db);
  if (!sqlite) throw new Error('the SQLite connection is not reachable');
  await sqlite.backup(file, {
    progress({ totalPages, remainingPages }) {
      if (totalPages > 0) report((totalPages - remainingPages) / totalPages);
      // Pages per step (1 MB of 4 KB pages, a few ms): each step holds the server's thread while it
      // copies, and requests run between steps.
      return 256;
    },
  });
  report(1);
  return { file, format: 'sqlite' };
}

async function countTables(db: Db, schema?: string): Promise<number> {
  const rows = await sql<{ n: number }>`
    select count(*) as n from information_schema.tables
    where table_type = 'BASE TABLE'
      and ${schema ? sql`table_schema = ${schema}` : sql`table_schema not in ('pg_catalog', 'information_schema')`}
  `.execute(db);
  return Number(rows.rows[0]?.n ?? 0);
}

async function snapshotPostgres(
  source: SnapshotSource,
  file: string,
  report: FractionReporter,
  signal?: AbortSignal,
): Promise<Snapshot> {
  const total = Math.max(1, await countTables(source.db, source.databaseSchema));
  let dumped = 0;
  const { dbname, env } = pgConnection(source.databaseUrl);
  // English progress lines, which are counted below.
  env.LC_MESSAGES = 'C';
  const args = [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--verbose',
    `--file=${file}`,
    ...(source.databaseSchema ? [`--schema=${source.databaseSchema}`] : []),
    `--dbname=${dbname}`,
  ];
  const outcome = await runPgTool(source.pgDump || 'pg_dump', args, env, {
    signal,
    onLine(line) {
      if (/dumping contents of table/.test(line)) {
        dumped += 1;
        report(Math.min(1, dumped / total));
      }
    },
  });
  if (!outcome.ok) {
    if (outcome.missing) throw new JobFailure('backup.pgDumpMissing');
    throw new JobFailure('backup.pgDumpFailed', { detail: outcome.detail });
  }
  report(1);
  return { file, format: 'dump' };
}
