import type { UserInfo } from '@bo/contract';
import { authApi } from '../api/auth';
import { holdRequestsUntil } from '../api/barrier';
import { prefetchUpdateInfo } from '../api/update';
import { i18n } from '../i18n';
import { setUserInfo } from '../stores/session';
import { adoptPreferences } from './preferencesSync';
import { expiresWithin, getRefreshToken, REFRESH_WINDOW_MS, saveTokens } from './token';

let refreshing: Promise<void> | null = null;

/** Exchanges the refresh token for a new pair; concurrent callers share one request (tokens rotate). */
export function refreshTokens(): Promise<void> {
  if (refreshing) return refreshing;
  const refreshToken = getRefreshToken();
  const run = async () => {
    if (!refreshToken) throw new Error(i18n.t('request.verifyFailed'));
    saveTokens(await authApi.refreshToken(refreshToken));
  };
  const mine = run().finally(() => {
    refreshing = null;
  });
  refreshing = mine;
  holdRequestsUntil(mine);
  return mine;
}

/** A token expiring within 5 minutes, or already expired, is refreshed before going on. */
export async function ensureFreshToken(now = Date.now()): Promise<void> {
  if (expiresWithin(REFRESH_WINDOW_MS, now)) await refreshTokens();
}

/** Loads userInfo into the session store; refuses a user without roles (no page would be open to them). */
export async function loadUserInfo(): Promise<UserInfo> {
  const info = await authApi.userInfo();
  if (!Array.isArray(info?.roles) || info.roles.length === 0) {
    throw new Error(i18n.t('request.rolesRequired'));
  }
  setUserInfo(info);
  adoptPreferences(info.preferences);
  return info;
}

/** Re-reads userInfo after an edit so the top bar shows the new nickname and avatar. */
export async function reloadUserInfo(): Promise<void> {
  setUserInfo(await authApi.userInfo());
}

let verifying: Promise<void> | null = null;

/**
 * The guard's work for a signed-in visit: refresh a token that is about to expire, then load
 * userInfo when no roles are loaded yet. Concurrent callers (StrictMode, quick navigation) share one run.
 */
export function verifySession(hasRoles: () => boolean): Promise<void> {
  if (verifying) return verifying;
  const run = async () => {
    await ensureFreshToken();
    // User info first, then the update check (in the background, for the dashboard banner).
    if (!hasRoles()) prefetchUpdateInfo(await loadUserInfo());
  };
  const mine = run().finally(() => {
    verifying = null;
  });
  verifying = mine;
  return mine;
}
