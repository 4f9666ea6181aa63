import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app; unknown non-API paths get index.html so the client router decides. */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const index = path.join(opts.root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root: opts.root }, 'web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const html = fs.readFileSync(index);
  // `wildcard: false` registered a route per built file; everything else is a client-side route.
  app.get('/*', { config: { permission: '@public' } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
});
