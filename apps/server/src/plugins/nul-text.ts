import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../http/errors.js';

/** How deep a body is searched (request schemas nest a few levels; deeper input fails them anyway). */
const MAX_DEPTH = 32;

/** The path of the first key or string holding a NUL character, or null. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * API input with a NUL character is refused (42200 on the field) before any route sees it. PostgreSQL cannot
 * store NUL in text at all (the request failed with a 500 there, and its admin log entry was lost), while
 * SQLite stored it; refusing it keeps both databases alike. No form of ours can produce one.
 */
export const nulTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // The API only: a file path with a NUL is just not found.
    if (!request.url.startsWith('/api/')) return;
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part);
      if (path) throw invalid({ [path.join('.') || '_']: 'validation.format' });
    }
  });
});
