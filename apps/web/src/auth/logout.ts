import { authApi } from '../api/auth';
import { browser } from '../api/browser';
import { resetSession } from '../stores/session';
import { loginRedirectPath } from './login-path';
import { clearTokens, hasToken } from './token';

/** Ends the session on the server (a failure is ignored: the session ends here anyway), drops the tokens. */
async function endSession(): Promise<void> {
  if (hasToken()) {
    try {
      await authApi.logout();
    } catch {
      // The token may already be dead; signing out locally is what matters.
    }
  }
  clearTokens();
}

/** Logs out and forgets the user, roles and routes: the guard then leaves the page. */
export async function logout(): Promise<void> {
  await endSession();
  resetSession();
}

/**
 * The user's own "log out": log out, then reload, so nothing of the session stays in memory. The session
 * store is left as it is so the guarded page does not navigate first: one hard navigation to the area login,
 * coming back to `here`.
 */
export async function logoutAndReload(): Promise<void> {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  await endSession();
  browser.replace(loginRedirectPath(here));
}
