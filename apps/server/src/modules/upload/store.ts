import fs from 'node:fs/promises';
import path from 'node:path';
import { isImageExtension, THUMBNAIL_WIDTHS } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { invalid } from '../../http/errors.js';
import { nowIso } from '../../lib/time.js';
import type { ReceivedUpload } from './receive.js';
import {
  mimeOf,
  moveFile,
  NotAnImage,
  newStoredPath,
  removeQuietly,
  thumbnailPath,
  uploadsRoot,
  writeThumbnail,
} from './storage.js';

/**
 * Moves a checked upload into `uploads/YYYY/MM/` under a random name, writes the small copies of images (`_300`, `_64`)
 * and records the upload. Returns the path below the uploads root.
 */
export async function storeUpload(
  db: Db,
  dataDir: string,
  adminId: number,
  upload: ReceivedUpload,
): Promise<string> {
  const root = uploadsRoot(dataDir);
  const relative = newStoredPath(upload.ext);
  const target = path.join(root, relative);
  const thumbs = THUMBNAIL_WIDTHS.map((width) => ({
    width,
    file: path.join(root, thumbnailPath(relative, width)),
  }));
  try {
    await fs.mkdir(path.dirname(target), { recursive: true });
    if (isImageExtension(upload.ext)) {
      try {
        for (const thumb of thumbs)
          await writeThumbnail(upload.tempPath, thumb.file, upload.ext, thumb.width);
      } catch (err) {
        if (err instanceof NotAnImage) throw invalid({ file: 'upload.badFormat' });
        throw err;
      }
    }
    await moveFile(upload.tempPath, target);
    await db
      .insertInto('uploads')
      .values({
        admin_id: adminId,
        group_name: upload.group,
        path: relative,
        original_name: upload.originalName,
        size: upload.size,
        mime: mimeOf(upload.ext),
        created_at: nowIso(),
      })
      .execute();
    return relative;
  } catch (err) {
    await removeQuietly(upload.tempPath, target, ...thumbs.map((thumb) => thumb.file));
    throw err;
  }
}
