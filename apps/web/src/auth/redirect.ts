/** Pages a login must never return to (it would loop back to a login page). */
const AUTH_PAGES = /^\/(login(_[a-z]+)?|tokenlogin|auth-redirect)(\/|$|\?|#)/;

/**
 * The `redirect` query as a same-origin path (pathname + search + hash), or `/` for anything else:
 * absolute URLs to other origins, protocol-relative `//host`, `javascript:` and the login pages.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return '/';
  }
  if (url.origin !== window.location.origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return AUTH_PAGES.test(path) ? '/' : path;
}
