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
  // The built files, listed once: a URL is served from the folder only when it names one of them, so
  // nothing else under the root can be reached. One route for all of them rather than one per file:
  // a GET and a HEAD route for each of some 270 files (and the folder's glob) took about a fifth of a
  // second of every start.
  // Neither the compressed siblings (sent in their file's place) nor anything hidden (the build's own
  // `.vite/manifest.json`) has a URL of its own.
  const files = new Set(
    fs
      .readdirSync(opts.root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
      .map(
        (entry) =>
          `/${path.relative(opts.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
      )
      .filter((url) => !url.includes('/.')),
  );
  await app.register(fastifyStatic, {
    root: opts.root,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; anything else (index.html, the favicon) is revalidated every time.
      res.header('cache-control', filePath.startsWith(hashedDir) ? IMMUTABLE : 'no-cache');
    },
  });
  app.get('/*', { config: { permission: '@public' } }, async (request, reply) => {
    const file = builtFile(files, request.url);
    if (file) return reply.sendFile(file.slice(1));
    // A missing hashed file (a chunk of an older build) must fail as a 404, not load the app page.
    if (request.url.startsWith('/api/') || HASHED_FILE_URL.test(request.url)) return reply.callNotFound();
    // Everything else is a client-side route.
    return reply.sendFile('index.html');
  });
});

/** The built file a URL names (its path, query left out), if it names one. */
function builtFile(files: ReadonlySet<string>, url: string): string | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return files.has(decoded) ? decoded : undefined;
}
