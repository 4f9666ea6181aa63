import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME_PATTERN, type BackupRow, type BackupType } from '@bo/contract';
import { invalid, notFound } from '../../../http/errors.js';

/** Where backups live: `DATA_DIR/backups/`. */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

export type BackupExtension = 'sqlite' | 'dump' | 'tar.gz';

const pad = (n: number) => String(n).padStart(2, '0');

/** `db-20250131-235959-a1b2c3.sqlite` (UTC time). */
export function newBackupName(type: BackupType, ext: BackupExtension, now = new Date()): string {
  const date = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  const time = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `${type}-${date}-${time}-${randomBytes(3).toString('hex')}.${ext}`;
}

/** The file of a backup name; a name outside the strict pattern never reaches the disk. */
export function backupFile(dataDir: string, name: string): string {
  if (!BACKUP_NAME_PATTERN.test(name)) throw invalid({ name: 'validation.format' });
  return path.join(backupsDir(dataDir), name);
}

/** Every finished backup, newest first (work folders and stray files are not listed). */
export async function listBackups(dataDir: string): Promise<BackupRow[]> {
  let names: string[];
  try {
    names = await fsp.readdir(backupsDir(dataDir));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const rows: BackupRow[] = [];
  for (const name of names.filter((n) => BACKUP_NAME_PATTERN.test(n))) {
    const stat = await fsp.stat(path.join(backupsDir(dataDir), name)).catch(() => null);
    if (stat?.isFile()) rows.push({ name, size: stat.size, time: stat.mtime.toISOString() });
  }
  return rows.sort((a, b) => b.time.localeCompare(a.time) || b.name.localeCompare(a.name));
}

/** Opens a backup for download; 40400 when it does not exist. */
export async function openBackup(
  dataDir: string,
  name: string,
): Promise<{ size: number; stream: fs.ReadStream }> {
  const file = backupFile(dataDir, name);
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  return { size: stat.size, stream: fs.createReadStream(file) };
}

/**
 * Deletes the named backups, all or none: every name is checked first (40400 when one is missing),
 * so a batch with a wrong name deletes nothing.
 */
export async function removeBackups(dataDir: string, names: readonly string[]): Promise<void> {
  const files = [...new Set(names)].map((name) => backupFile(dataDir, name));
  for (const file of files) {
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound();
  }
  for (const file of files) await fsp.rm(file, { force: true });
}

/** Deletes every backup but the newest `keep` (the list's order: newest first). */
export async function keepNewestBackups(dataDir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dataDir)).slice(keep).map((row) => row.name);
  for (const name of old) await fsp.rm(backupFile(dataDir, name), { force: true });
  return old;
}

const CONTENT_TYPES: Record<string, string> = {
  sqlite: 'application/vnd.sqlite3',
  dump: 'application/octet-stream',
  gz: 'application/gzip',
};

export function backupContentType(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
