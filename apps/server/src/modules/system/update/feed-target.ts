import dns from 'node:dns';
import net from 'node:net';
import type { AppConfig } from '../../../config.js';
import { isPublicAddress } from './address-class.js';

/** The feed is someone else's server: a slow one must not hold the page (3 s). */
export const FEED_TIMEOUT_MS = 3000;

/** Where the server may send its update-feed request (from the environment, never from the database). */
export interface FeedPolicy {
  /** Hosts (names or addresses) an operator allowed for an intranet mirror: http and private addresses. */
  allow: ReadonlySet<string>;
  /** Extra trusted CA certificates (PEM) for a mirror with a private CA. */
  ca?: string;
  timeoutMs: number;
}

/** A host as the allow-list and the checks compare it: lower case, no brackets, no trailing dots. */
export const normalHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');

export function feedPolicy(config: Pick<AppConfig, 'updateFeedAllow' | 'updateFeedCa'>): FeedPolicy {
  return {
    allow: new Set((config.updateFeedAllow ?? []).map(normalHost).filter(Boolean)),
    ca: config.updateFeedCa,
    timeoutMs: FEED_TIMEOUT_MS,
  };
}

export interface FeedTarget {
  url: URL;
  /** The host as checked (see {@link normalHost}). */
  host: string;
  /** Over TLS: the only way the licence key travels. */
  tls: boolean;
  allowed: boolean;
}

export type Refusal = 'update.feedNotHttps' | 'update.feedNotPublic' | 'validation.format';
export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Checks a feed URL without the network: https (http only for an allowed host), no credentials in it,
 * and a host that is not a loopback, private, link-local or other internal address, nor `localhost`,
 * unless allowed. The URL parser normalizes the host first, so `http://2130706433/`, `http://0x7f.1/` and
 * `http://127.0.0.1./` are all judged as 127.0.0.1.
 */
export function checkFeedUrl(raw: string, policy: FeedPolicy): Checked<FeedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, refusal: 'validation.format' };
  }
  if (url.username || url.password) return { ok: false, refusal: 'validation.format' };
  const host = normalHost(url.hostname);
  const allowed = policy.allow.has(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) {
    return { ok: false, refusal: 'update.feedNotHttps' };
  }
  if (!allowed && (isLocalName(host) || (net.isIP(host) !== 0 && !isPublicAddress(host)))) {
    return { ok: false, refusal: 'update.feedNotPublic' };
  }
  return { ok: true, value: { url, host, tls: url.protocol === 'https:', allowed } };
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to: the host's own when it is one, else what DNS returns, where EVERY address
 * must be public (unless the host is allowed). The caller connects to this very address, so a second,
 * different DNS response (rebinding) cannot move the request elsewhere. `unresolved` when DNS has no
 * address.
 */
export async function resolveFeedTarget(
  target: FeedTarget,
  lookup: Lookup = systemLookup,
  timeoutMs = FEED_TIMEOUT_MS,
): Promise<Checked<{ address: string; family: number }> | { ok: false; refusal: 'unresolved' }> {
  const literal = net.isIP(target.host);
  if (literal) return { ok: true, value: { address: target.host, family: literal } };
  let addresses: { address: string; family: number }[];
  let timer: NodeJS.Timeout | undefined;
  try {
    // A resolver that does not respond must not hold the request either.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('dns timeout')), timeoutMs);
    });
    addresses = await Promise.race([lookup(target.host), late]);
  } catch {
    return { ok: false, refusal: 'unresolved' };
  } finally {
    clearTimeout(timer);
  }
  const first = addresses[0];
  if (!first) return { ok: false, refusal: 'unresolved' };
  if (!target.allowed && addresses.some((a) => !isPublicAddress(a.address))) {
    return { ok: false, refusal: 'update.feedNotPublic' };
  }
  return { ok: true, value: first };
}

/**
 * The check at save time (`POST config`): the URL rules, then DNS when it responds. A host DNS cannot
 * resolve now is accepted: the fetch checks again, and returns "unreachable" meanwhile.
 */
export async function feedUrlRefusal(
  raw: string,
  policy: FeedPolicy,
  lookup?: Lookup,
): Promise<Refusal | undefined> {
  if (raw === '') return undefined;
  const checked = checkFeedUrl(raw, policy);
  if (!checked.ok) return checked.refusal;
  const resolved = await resolveFeedTarget(checked.value, lookup, policy.timeoutMs);
  return !resolved.ok && resolved.refusal !== 'unresolved' ? resolved.refusal : undefined;
}
