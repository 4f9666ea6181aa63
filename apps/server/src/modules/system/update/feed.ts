import { type UpdateFeed, updateFeedSchema } from '@bo/contract';

/** The feed is someone else's server: a slow one must not hold the page (3 s). */
export const FEED_TIMEOUT_MS = 3000;
/** A feed document is small; anything bigger is not one. */
const MAX_FEED_BYTES = 1024 * 1024;

export type FeedResult =
  | { kind: 'ok'; feed: UpdateFeed }
  /** 401/403: the feed refused the licence key (or wants one). */
  | { kind: 'rejected' }
  /** Network failure, timeout or an HTTP error status. */
  | { kind: 'unreachable' }
  /** Answered, but not a feed document. */
  | { kind: 'invalid' };

async function readBounded(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads the update feed at `url`: a JSON document `{version, changelog, url, released_at}`. The
 * licence key travels in `X-Licence-Key`; the feed answers 401/403 when it refuses it.
 */
export async function fetchFeed(
  url: string,
  licenceKey: string,
  currentVersion: string,
  timeoutMs = FEED_TIMEOUT_MS,
): Promise<FeedResult> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': `asset-backoffice/${currentVersion}`,
  };
  if (licenceKey) headers['x-licence-key'] = licenceKey;
  let text: string | null;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, { headers, signal, redirect: 'follow' });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return { kind: 'rejected' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'unreachable' };
    }
    text = await readBounded(response);
  } catch {
    return { kind: 'unreachable' };
  }
  if (text === null) return { kind: 'invalid' };
  try {
    const parsed = updateFeedSchema.safeParse(JSON.parse(text));
    return parsed.success ? { kind: 'ok', feed: parsed.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}
