import { AUTHENTICATED } from '@bo/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { unauthenticated } from '../../http/errors.js';
import { MAX_UPLOAD_MB, receiveUpload } from './receive.js';
import { sweepStaleTemp, UPLOADS_URL, uploadsTempDir } from './storage.js';
import { storeUpload } from './store.js';

/** `POST uploadPictures` (spec §5, §7): multipart `file`, `type`, `size` → the file URL. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  // Registered here, not globally: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: 4,
      parts: 6,
      fieldNameSize: 64,
      fieldSize: 256,
      headerPairs: 32,
      // A backstop: receiveUpload counts bytes itself and stops at the exact limit.
      fileSize: MAX_UPLOAD_MB * 1024 * 1024 + 1,
    },
  });

  await sweepStaleTemp(uploadsTempDir(app.config.dataDir));

  app.post('/uploadPictures', { config: { permission: AUTHENTICATED } }, async (request) => {
    if (!request.auth) throw unauthenticated();
    const adminId = request.auth.adminId;
    const dataDir = app.config.dataDir;
    const upload = await receiveUpload(request, uploadsTempDir(dataDir));
    const relative = await storeUpload(app.db, dataDir, adminId, upload);
    return ok(`${UPLOADS_URL}/${relative}`);
  });
}
