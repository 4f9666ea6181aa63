import { ACCESS_TOKEN_COOKIE, type TokenPair } from '@bo/contract';
import { cookies, ONE_YEAR_DAYS } from '../lib/cookies';

/** Cookie names of the session: the tokens and the access token's expiry time. */
export const TOKEN_COOKIES = {
  access: ACCESS_TOKEN_COOKIE,
  type: 'Admin-Token-Type',
  expires: 'Admin-Expires-Time',
  refresh: 'Admin-Refresh-Token',
  remember: 'Admin-Remember',
  area: 'Admin-Area-Id',
} as const;

/**
 * The guard refreshes a token that expires within this window, so a request never leaves with a token about
 * to expire.
 */
export const REFRESH_WINDOW_MS = 300_000;

export function getAccessToken(): string | undefined {
  return cookies.get(TOKEN_COOKIES.access) || undefined;
}

export function getRefreshToken(): string | undefined {
  return cookies.get(TOKEN_COOKIES.refresh) || undefined;
}

export function hasToken(): boolean {
  return Boolean(getAccessToken());
}

/** `Authorization` header value, or undefined when signed out. */
export function authorizationHeader(): string | undefined {
  const token = getAccessToken();
  if (!token) return undefined;
  return `${cookies.get(TOKEN_COOKIES.type) || 'Bearer'} ${token}`;
}

/** Access-token expiry as epoch ms (stored as now + expires_in * 1000); 0 when unknown. */
export function getExpiresAt(): number {
  return Number(cookies.get(TOKEN_COOKIES.expires)) || 0;
}

export function isExpired(now = Date.now()): boolean {
  return getExpiresAt() <= now;
}

export function expiresWithin(ms: number, now = Date.now()): boolean {
  return getExpiresAt() - now <= ms;
}

function wasRemembered(): boolean {
  return cookies.get(TOKEN_COOKIES.remember) === '1';
}

/**
 * Stores a token pair. With remember-me every cookie lives refresh_expires_in seconds (a session cookie
 * when absent or 0); without it they end with the browser session. A refresh keeps the earlier choice.
 */
export function saveTokens(pair: TokenPair, remember: boolean = wasRemembered(), now = Date.now()): void {
  const seconds = remember ? Number(pair.refresh_expires_in) || 0 : 0;
  const days = seconds > 0 ? seconds / 86_400 : undefined;
  cookies.set(TOKEN_COOKIES.access, pair.access_token, days);
  cookies.set(TOKEN_COOKIES.type, pair.token_type || 'Bearer', days);
  cookies.set(TOKEN_COOKIES.expires, String(now + Number(pair.expires_in) * 1000), days);
  cookies.set(TOKEN_COOKIES.refresh, pair.refresh_token, days);
  if (remember) cookies.set(TOKEN_COOKIES.remember, '1', days);
  else cookies.remove(TOKEN_COOKIES.remember);
}

export function clearTokens(): void {
  for (const name of ['access', 'type', 'expires', 'refresh', 'remember'] as const) {
    cookies.remove(TOKEN_COOKIES[name]);
  }
}

/** The area id of the last area login page, for the guard's login redirect. */
export function getAreaId(): string | undefined {
  return cookies.get(TOKEN_COOKIES.area) || undefined;
}

export function setAreaId(id: number | null): void {
  if (id === null) cookies.remove(TOKEN_COOKIES.area);
  else cookies.set(TOKEN_COOKIES.area, String(id), ONE_YEAR_DAYS);
}
