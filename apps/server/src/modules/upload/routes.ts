import { AUTHENTICATED, MAX_CONFIGURABLE_UPLOAD_MB, uploadLimitsFrom } from '@bo/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { unauthenticated } from '../../http/errors.js';
import { getSettings } from '../system/index.js';
import { receiveUpload } from './receive.js';
import { sweepStaleTemp, UPLOADS_URL, uploadsTempDir } from './storage.js';
import { storeUpload } from './store.js';

/** `POST uploadPictures`: multipart `file`, `type`, `size` → the file URL. */
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
      // A backstop: receiveUpload lowers it to the configured limits and counts bytes itself.
      fileSize: MAX_CONFIGURABLE_UPLOAD_MB * 1024 * 1024 + 1,
    },
  });

  await sweepStaleTemp(uploadsTempDir(app.config.dataDir));

  app.post('/uploadPictures', { config: { permission: AUTHENTICATED } }, async (request) => {
    if (!request.auth) throw unauthenticated();
    const adminId = request.auth.adminId;
    const dataDir = app.config.dataDir;
    // Read per request: a limit changed in the configuration applies to the next upload.
    const limits = uploadLimitsFrom(await getSettings(app.db));
    const upload = await receiveUpload(request, uploadsTempDir(dataDir), limits);
    const relative = await storeUpload(app.db, dataDir, adminId, upload);
    return ok(`${UPLOADS_URL}/${relative}`);
  });
}
