import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from './redirect';
import { TokenExchange } from './TokenLoginPage';

/**
 * /auth-redirect: the landing page for single sign-on and links from other systems. It accepts
 * - `?token=<single-use login token>[&redirect=/path]`: exchanged like /tokenlogin, then `redirect`;
 * - `?redirect=/path` alone: goes there (the route guard asks for a login when needed).
 * `redirect` must be a same-origin path; anything else, or nothing, continues to `/`. Access or refresh
 * tokens are never taken from the URL.
 */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <TokenExchange token={token} redirect={params.get('redirect')} />;
  return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
}
