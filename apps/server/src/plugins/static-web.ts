import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the web build puts its content-hashed files: a new build gives a changed file a new name. */
const HASHED_DIR = '/assets/';
/**
 * A file name right under /assets/ (`/assets/app-3f9a1c.js`). Client routes live there too
 * (`/assets/place`, `/assets/list/12`), but never with a file extension.
 */
const HASHED_FILE_URL = /^\/assets\/[^/?#]+\.\w+(?:[?#]|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app; unknown non-API paths get index.html so the client router decides.
 *
 * The build writes `name.br` and `name.gz` beside each text file where that is smaller (apps/web's
 * precompress.ts): the file sent is the one the browser's `Accept-Encoding` prefers (brotli, then gzip,
 * then the plain file), with `Vary: Accept-Encoding` and an ETag of its own, so 304s keep working.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const index = path.join(opts.root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root: opts.root }, 'web app not built: only the API is served');
    return;
  }
  const hashedDir = path.join(opts.root, HASHED_DIR);
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed siblings are sent in their file's place, never under their own URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      // Hashed assets never change; anything else (index.html, the favicon) is revalidated every time.
      res.header('cache-control', filePath.startsWith(hashedDir) ? IMMUTABLE : 'no-cache');
    },
  });
  // `wildcard: false` registered a route per built file; everything else is a client-side route.
  app.get('/*', { config: { permission: '@public' } }, async (request, reply) => {
    // A missing hashed file (a chunk of an older build) must fail as a 404, not load the app page.
    if (request.url.startsWith('/api/') || HASHED_FILE_URL.test(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
});
