import fs from 'node:fs';
import { PUBLIC } from '@bo/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STORED_PATH, UPLOADS_URL, uploadsRoot } from './storage.js';

/**
 * `GET /uploads/*`: serves stored uploads from `DATA_DIR/uploads` (public, like any image URL). Only
 * names the upload route itself produces are served: no directory listing, no index files, no paths
 * outside the folder; anything else responds with 404.
 */
export async function uploadFilesPlugin(app: FastifyInstance): Promise<void> {
  const root = uploadsRoot(app.config.dataDir);
  fs.mkdirSync(root, { recursive: true });
  // Encapsulated (no fastify-plugin wrapper), so this `sendFile` does not clash with the web's.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });

  app.get(`${UPLOADS_URL}/*`, { config: { permission: PUBLIC } }, async (request, reply) => {
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    if (!STORED_PATH.test(relative)) return reply.callNotFound();
    reply.header('x-content-type-options', 'nosniff');
    return reply.sendFile(relative);
  });
}
