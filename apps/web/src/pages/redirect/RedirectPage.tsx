import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const REDIRECT_PREFIX = '/redirect';

/** `/redirect/<path>` replaces itself with `<path>` (and its query): the view-refresh round trip. */
export function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.slice(REDIRECT_PREFIX.length) || '/';
    navigate(`${target}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
