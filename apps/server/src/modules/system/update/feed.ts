import type https from 'node:https';
import net from 'node:net';
import { type UpdateFeed, updateFeedSchema } from '@bo/contract';
import { checkFeedUrl, type FeedPolicy, type Lookup, resolveFeedTarget } from './feed-target.js';

/** A feed document is small; anything bigger is not one. */
const MAX_FEED_BYTES = 1024 * 1024;

export type FeedResult =
  | { kind: 'ok'; feed: UpdateFeed }
  /** 401/403: the feed refused the licence key (or wants one). */
  | { kind: 'rejected' }
  /**
   * Not read: a refused, forbidden or unresolvable address, a network failure, a timeout, a redirect or
   * an HTTP error status. One outcome for all, so the feed URL cannot be used to probe which internal
   * addresses and ports respond.
   */
  | { kind: 'unreachable' }
  /** Responded, but not a feed document. */
  | { kind: 'invalid' };

interface FeedResponse {
  status: number;
  /** The body, or null when it passed {@link MAX_FEED_BYTES}. */
  body: string | null;
}

/**
 * One GET to `address` (already checked) for `url`: TLS is verified against the URL's host name, never
 * a redirect followed, the whole exchange bounded by `timeoutMs` and {@link MAX_FEED_BYTES}.
 */
function get(
  url: URL,
  address: string,
  headers: Record<string, string>,
  policy: FeedPolicy,
  timeoutMs: number,
): Promise<FeedResponse> {
  return new Promise((resolve, reject) => {
    const tls = url.protocol === 'https:';
    const options: https.RequestOptions = {
      method: 'GET',
      host: address,
      port: url.port || (tls ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      // A fresh connection each time: a pooled one might lead to an address checked for another URL.
      agent: false,
    };
    if (tls) {
      // The certificate must name the URL's host, though the connection goes to its checked address
      // (an address host is checked as itself, and sends no server name).
      const name = url.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(name) === 0) options.servername = name;
      if (policy.ca) options.ca = policy.ca;
    }
    // Taken from Node when needed: an ESM import of node:http loads Node's fetch implementation with
    // it (undici, a tenth of a second at start).
    const client = process.getBuiltinModule(tls ? 'node:https' : 'node:http');
    const request = client.request(options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_FEED_BYTES) {
          response.destroy();
          resolve({ status: response.statusCode ?? 0, body: null });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
      // Cut off mid-body (the time bound, a dropped connection): not a document.
      response.on('close', () => {
        if (!response.complete) reject(new Error('incomplete response'));
      });
    });
    const timer = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Reads the update feed at `url` within `policy` (https, public addresses, or an allowed mirror): a
 * JSON document `{version, changelog, url, released_at}`. The licence key travels in `X-Licence-Key`,
 * only over TLS to the configured host; the feed responds with 401/403 when it refuses it.
 */
export async function fetchFeed(
  url: string,
  licenceKey: string,
  currentVersion: string,
  policy: FeedPolicy,
  lookup?: Lookup,
): Promise<FeedResult> {
  // One time bound for the name lookup and the exchange together.
  const deadline = Date.now() + policy.timeoutMs;
  const checked = checkFeedUrl(url, policy);
  if (!checked.ok) return { kind: 'unreachable' };
  const resolved = await resolveFeedTarget(checked.value, lookup, policy.timeoutMs);
  if (!resolved.ok) return { kind: 'unreachable' };
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': `asset-backoffice/${currentVersion}`,
  };
  if (licenceKey && checked.value.tls) headers['x-licence-key'] = licenceKey;
  let response: FeedResponse;
  try {
    const left = Math.max(deadline - Date.now(), 1);
    response = await get(checked.value.url, resolved.value.address, headers, policy, left);
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'rejected' };
  if (response.status < 200 || response.status >= 300) return { kind: 'unreachable' };
  if (response.body === null) return { kind: 'invalid' };
  try {
    const parsed = updateFeedSchema.safeParse(JSON.parse(response.body));
    return parsed.success ? { kind: 'ok', feed: parsed.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}
