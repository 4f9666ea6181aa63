import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { FractionReporter } from './snapshot.js';

/** What a full backup holds besides its files; read by the restore command. */
export interface FullManifest {
  format: 1;
  type: 'full';
  /** `sqlite` (database/app.db) or `postgres` (database/database.dump, pg_dump custom format). */
  database: 'sqlite' | 'postgres';
  database_file: string;
  created_at: string;
}

export const MANIFEST_FILE = 'manifest.json';

/** Bytes of a file read at once. */
const READ_BYTES = 1024 * 1024;

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isDirectory()) n += await countFiles(path.join(dir, entry.name));
    else n += 1;
  }
  return n;
}

async function exists(p: string): Promise<boolean> {
  return fsp.stat(p).then(
    () => true,
    () => false,
  );
}

/**
 * Writes one `.tar.gz` holding `manifest.json`, `database/<file>` (staged in `workDir`) and the
 * `uploads/` folder of `dataDir`, streamed from disk. `workDir` must lie inside `dataDir`: entries are
 * read relative to `dataDir` and the work folder's prefix is dropped from their archive paths.
 */
export async function writeFullArchive(options: {
  dataDir: string;
  workDir: string;
  manifest: FullManifest;
  target: string;
  report: FractionReporter;
}): Promise<void> {
  const { dataDir, workDir, manifest, target, report } = options;
  await fsp.writeFile(path.join(workDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const work = path.relative(dataDir, workDir).split(path.sep).join('/');
  if (work.startsWith('..') || path.isAbsolute(work))
    throw new Error('the work folder must be in the data dir');
  const entries = [`${work}/${MANIFEST_FILE}`, `${work}/database`];
  const hasUploads = await exists(path.join(dataDir, 'uploads'));
  if (hasUploads) entries.push('uploads');
  const total = Math.max(1, 2 + (hasUploads ? await countFiles(path.join(dataDir, 'uploads')) : 0));
  let written = 0;
  // Compressed by Node's zlib stream, on its thread pool: tar's own gzip compresses on the server's
  // thread, a 16 MB read at a time, which held every request for hundreds of milliseconds.
  // Loaded by the first full backup, not at start.
  const { create } = await import('tar');
  const pack = create(
    {
      cwd: dataDir,
      portable: true,
      maxReadSize: READ_BYTES,
      onWriteEntry(entry) {
        if (entry.path.startsWith(`${work}/`)) entry.path = entry.path.slice(work.length + 1);
        if (entry.type === 'File') {
          written += 1;
          report(Math.min(1, written / total));
        }
      },
    },
    entries,
  );
  await pipeline(pack, zlib.createGzip(), fs.createWriteStream(target));
  report(1);
}
