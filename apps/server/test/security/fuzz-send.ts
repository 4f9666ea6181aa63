import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FuzzCase } from './fuzz-cases.js';
import { pathOf } from './fuzz-db.js';

/** Sends a case as JSON (no body at all when it has none). */
export function send(
  app: FastifyInstance,
  token: string,
  c: FuzzCase,
  lang: 'zh' | 'en',
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    remoteAddress,
    method: c.route.method,
    url: pathOf(c.route.url, c.params),
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, lang },
    query: c.query,
  };
  if (c.body !== undefined) {
    request.payload = JSON.stringify(c.body);
    (request.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return app.inject(request);
}

/** Runs `work` over `items`, `width` at a time, in order of start. */
export async function inBatches<T>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i]!, i);
  };
  await Promise.all(Array.from({ length: width }, lane));
}
