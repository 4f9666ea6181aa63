import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** What a browser may send: both encodings the server knows, in the order Chromium lists them. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The body as a client reads it once it has undone the response's Content-Encoding. */
export function decodedBody(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  if (encoding === undefined) return response.rawPayload;
  throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
}

/** The `Vary` header's names, lower-cased. */
export const varyOf = (response: LightMyRequestResponse): string[] =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
