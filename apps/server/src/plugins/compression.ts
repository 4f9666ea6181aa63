import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Responses smaller than this gain too little to be worth compressing. */
export const COMPRESS_THRESHOLD = 1024;
/** JSON, and only JSON: downloads (xlsx, zip, tar.gz) and images are compressed formats already. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Compresses JSON responses of 1 KB or more for clients that ask (brotli, else gzip). Registered before
 * the routes: it hooks each route as it is added. The web app's files come precompressed from the build
 * (plugins/static-web.ts), and a response that already has a Content-Encoding is left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // A 304 carries no body, but static files send theirs as an empty stream without a Content-Type,
  // which the compressor would take for JSON and encode: drop it before any route's own hooks run.
  app.addHook('onSend', async (_request, reply, payload) =>
    reply.statusCode === 304 || reply.statusCode === 204 ? null : payload,
  );
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    customTypes: JSON_TYPE,
    encodings: ['br', 'gzip'],
    // Request bodies stay as they are today: nothing sends them compressed.
    globalDecompression: false,
  });
});
