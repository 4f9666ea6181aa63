import fs from 'node:fs/promises';
import path from 'node:path';
import { isImageExtension } from '@bo/contract';
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
 * Moves a checked upload into `uploads/YYYY/MM/` under a random name, writes the `_300` copy of images
 * and records the upload. Answers the path below the uploads root.
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
  const thumb = path.join(root, thumbnailPath(relative));
  try {
    await fs.mkdir(path.dirname(target), { recursive: true });
    if (isImageExtension(upload.ext)) {
      try {
        await writeThumbnail(upload.tempPath, thumb, upload.ext);
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
    await removeQuietly(upload.tempPath, target, thumb);
    throw err;
  }
}
