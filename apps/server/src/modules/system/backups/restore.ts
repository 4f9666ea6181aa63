import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { extract } from 'tar';
import { isPostgresUrl } from '../../../db/database.js';
import { trigramSchema } from '../../../db/migrations/0021-search-index.js';
import { releaseDataDirLock, runningServerPid, takeDataDirLock } from '../../../lib/instance-lock.js';
import { type FullManifest, MANIFEST_FILE } from './archive.js';
import { pgConnection, runPgTool } from './pg-tools.js';

/** A refusal or failure of the restore command: a catalog key (`restore.*`) and its parameters. */
export class RestoreError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'RestoreError';
  }
}

export interface RestoreOptions {
  /** A `.sqlite`, `.dump` (pg_dump custom format) or full `.tar.gz` backup. */
  file: string;
  /** The (stopped) installation's data dir; the SQLite file goes to `app.db`, uploads to `uploads/`. */
  dataDir: string;
  /** Where a PostgreSQL backup is restored to. */
  databaseUrl?: string;
  /** The `pg_restore` program; found on PATH by default. */
  pgRestore?: string;
}

/** What was restored, and where the replaced data was moved to (nothing is deleted). */
export interface RestoreSummary {
  database: { kind: 'sqlite'; target: string } | { kind: 'postgres' };
  uploads: string | null;
  kept: string[];
}

type Kind = 'sqlite' | 'dump' | 'full';

function kindOf(file: string): Kind | null {
  if (file.endsWith('.tar.gz')) return 'full';
  if (file.endsWith('.sqlite')) return 'sqlite';
  if (file.endsWith('.dump')) return 'dump';
  return null;
}

const stampOf = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

async function exists(p: string): Promise<boolean> {
  return fsp.lstat(p).then(
    () => true,
    () => false,
  );
}

/** Moves `target` aside as `<target>.before-restore-<stamp>` when it exists. */
async function keepAside(target: string, stamp: string, kept: string[]): Promise<void> {
  if (!(await exists(target))) return;
  const aside = `${target}.before-restore-${stamp}`;
  await fsp.rename(target, aside);
  kept.push(aside);
}

/** Copies a SQLite backup next to the live file, checks it, then swaps it in. */
async function installSqlite(
  source: string,
  dataDir: string,
  stamp: string,
  kept: string[],
): Promise<string> {
  const target = path.join(dataDir, 'app.db');
  const incoming = `${target}.restoring-${stamp}`;
  await fsp.copyFile(source, incoming);
  try {
    const db = new SQLite(incoming, { fileMustExist: true });
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(String(check));
      const admins = db
        .prepare("select name from sqlite_master where type = 'table' and name = 'admins'")
        .get();
      if (!admins) throw new Error('no admins table');
    } finally {
      db.close();
    }
  } catch (err) {
    await fsp.rm(incoming, { force: true });
    throw new RestoreError('restore.notSqlite', { detail: err instanceof Error ? err.message : String(err) });
  }
  for (const suffix of ['', '-wal', '-shm']) await keepAside(`${target}${suffix}`, stamp, kept);
  await fsp.rename(incoming, target);
  return target;
}

function requirePostgres(databaseUrl: string | undefined): string {
  if (!databaseUrl || !isPostgresUrl(databaseUrl)) throw new RestoreError('restore.needsDatabaseUrl');
  return databaseUrl;
}

/**
 * Installs in the target database the extension the search indexes use: a dump of one installation's
 * schema does not carry it, and a new database has none.
 */
async function installExtensions(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  });
  try {
    await db.transaction().execute((trx) => trigramSchema(trx));
  } catch (err) {
    throw new RestoreError('restore.pgRestoreFailed', {
      detail: err instanceof Error ? err.message : String(err),
    });
  } finally {
    await db.destroy();
  }
}

/** Replaces the database's objects by those of the dump, in one transaction. */
async function installPostgres(file: string, databaseUrl: string, program?: string): Promise<void> {
  await installExtensions(databaseUrl);
  const { dbname, env } = pgConnection(databaseUrl);
  const outcome = await runPgTool(
    program || 'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    { ...env, LC_MESSAGES: 'C' },
  );
  if (!outcome.ok) {
    if (outcome.missing) throw new RestoreError('restore.pgRestoreMissing');
    throw new RestoreError('restore.pgRestoreFailed', { detail: outcome.detail });
  }
}

async function readManifest(staging: string): Promise<FullManifest> {
  let manifest: FullManifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(staging, MANIFEST_FILE), 'utf8')) as FullManifest;
  } catch (err) {
    throw new RestoreError('restore.badArchive', {
      detail: err instanceof Error ? err.message : String(err),
    });
  }
  const expected = manifest.database === 'sqlite' ? 'database/app.db' : 'database/database.dump';
  if (manifest.type !== 'full' || manifest.database_file !== expected)
    throw new RestoreError('restore.badArchive', { detail: MANIFEST_FILE });
  if (!(await exists(path.join(staging, manifest.database_file))))
    throw new RestoreError('restore.badArchive', { detail: manifest.database_file });
  return manifest;
}

/**
 * Restores a backup into a stopped installation (never online: files cannot be replaced under a running
 * server). Refuses while a server runs on the data dir; checks everything it can before it changes anything;
 * keeps what it replaces.
 */
export async function restoreBackup(options: RestoreOptions, now = new Date()): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new RestoreError('restore.fileMissing', { file });
  const kind = kindOf(file);
  if (!kind) throw new RestoreError('restore.unknownKind', { file });
  // Refused while a server runs there, and no server starts there until the restore is done.
  const pid = runningServerPid(dataDir);
  if (pid !== null || !takeDataDirLock(dataDir)) {
    throw new RestoreError('restore.serverRunning', { pid: pid ?? '?', dir: dataDir });
  }
  try {
    return await restoreInto(file, kind, dataDir, options, now);
  } finally {
    releaseDataDirLock(dataDir);
  }
}

async function restoreInto(
  file: string,
  kind: Kind,
  dataDir: string,
  options: RestoreOptions,
  now: Date,
): Promise<RestoreSummary> {
  const stamp = stampOf(now);
  const kept: string[] = [];

  if (kind === 'sqlite') {
    const target = await installSqlite(file, dataDir, stamp, kept);
    return { database: { kind: 'sqlite', target }, uploads: null, kept };
  }
  if (kind === 'dump') {
    await installPostgres(file, requirePostgres(options.databaseUrl), options.pgRestore);
    return { database: { kind: 'postgres' }, uploads: null, kept };
  }

  const staging = path.join(dataDir, `.restore-${stamp}`);
  await fsp.mkdir(staging, { recursive: true });
  try {
    try {
      // node-tar refuses absolute paths and `..` entries, so nothing lands outside the staging folder.
      await extract({ file, cwd: staging, strict: true });
    } catch (err) {
      throw new RestoreError('restore.badArchive', {
        detail: err instanceof Error ? err.message : String(err),
      });
    }
    const manifest = await readManifest(staging);
    const databaseUrl = manifest.database === 'postgres' ? requirePostgres(options.databaseUrl) : '';
    const dbFile = path.join(staging, manifest.database_file);
    let database: RestoreSummary['database'];
    if (manifest.database === 'sqlite') {
      database = { kind: 'sqlite', target: await installSqlite(dbFile, dataDir, stamp, kept) };
    } else {
      await installPostgres(dbFile, databaseUrl, options.pgRestore);
      database = { kind: 'postgres' };
    }
    let uploads: string | null = null;
    const incoming = path.join(staging, 'uploads');
    if (fs.existsSync(incoming)) {
      uploads = path.join(dataDir, 'uploads');
      await keepAside(uploads, stamp, kept);
      await fsp.rename(incoming, uploads);
    }
    return { database, uploads, kept };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
