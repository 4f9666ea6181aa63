import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_WIDTHS, thumbnailPath } from '@bo/contract';

/** Public URL prefix of stored uploads, outside the API root. */
export const UPLOADS_URL = '/uploads';

/**
 * A stored file's path below the uploads root: `YYYY/MM/<32 hex>.<ext>` or its `_300` copy. Anything
 * else (dots, slashes, encoded traversal, other names) is refused before the disk is touched.
 */
export const STORED_PATH = /^\d{4}\/\d{2}\/[0-9a-f]{32}(?:_\d+)?\.[a-z0-9]{1,5}$/;

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Incoming files are written here first, away from the served folder, until they pass every check. */
export function uploadsTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

/** A new random relative path `YYYY/MM/<hex>.<ext>` (UTC month); the client's file name is never used. */
export function newStoredPath(ext: string, now = new Date()): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

export { thumbnailPath };

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  mp4: 'video/mp4',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The type we vouch for (from the checked extension, never the client's claim). */
export function mimeOf(ext: string): string {
  return MIME[ext] ?? 'application/octet-stream';
}

/** Decoding more than this many pixels is refused (decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;

/** The file does not decode as an image (its signature matched all the same). */
export class NotAnImage extends Error {}

/**
 * Writes a copy of an image `width` wide (`_300`, `_64`): scaled, never enlarged. Throws NotAnImage when the
 * file does not decode; a failed write throws the file system's error (ENOSPC stays ENOSPC: sharp
 * writing the file itself would report it as a decoding failure). sharp cannot read or write BMP, so
 * a BMP's copy is the original itself (its URL must exist all the same).
 */
export async function writeThumbnail(
  source: string,
  target: string,
  ext: string,
  width: number,
): Promise<void> {
  if (ext === 'bmp') {
    await fs.copyFile(source, target);
    return;
  }
  // Loaded at the first picture, not at start.
  const { default: sharp } = await import('sharp');
  let image: Buffer;
  try {
    image = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: ext === 'gif' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toBuffer();
  } catch {
    throw new NotAnImage();
  }
  await fs.writeFile(target, image, { flag: 'wx' });
}

/**
 * Moves a file into place. When the temporary folder is another file system (EXDEV: a volume mounted
 * on uploads/), the file is copied beside the target first and renamed, so the target is whole or absent.
 */
export async function moveFile(source: string, target: string): Promise<void> {
  try {
    await fs.rename(source, target);
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
  }
  const part = `${target}.part`;
  try {
    await fs.copyFile(source, part, fs.constants.COPYFILE_EXCL);
    await fs.rename(part, target);
  } catch (err) {
    await fs.rm(part, { force: true });
    throw err;
  }
  await fs.rm(source, { force: true });
}

/** Removes files, ignoring ones that are already gone. */
export async function removeQuietly(...files: string[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f, { force: true })));
}

/** Removes temporary upload files older than `maxAgeMs` (left behind when a process died mid-upload). */
export async function sweepStaleTemp(dir: string, maxAgeMs = 60 * 60 * 1000): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - maxAgeMs;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < cutoff) await fs.rm(file, { force: true });
    }),
  );
}

/**
 * Removes a stored upload and its small copies. A path the upload route never produces (a row written
 * by hand) touches nothing on disk.
 */
export async function removeStoredUpload(dataDir: string, relative: string): Promise<void> {
  if (!STORED_PATH.test(relative)) return;
  const root = uploadsRoot(dataDir);
  await removeQuietly(
    path.join(root, relative),
    ...THUMBNAIL_WIDTHS.map((width) => path.join(root, thumbnailPath(relative, width))),
  );
}
