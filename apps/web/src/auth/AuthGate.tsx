import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { CompleteInfoPrompt } from '../account/CompleteInfoPrompt';
import { errorMessage } from '../api/errors';
import { FeedbackBridge, toastError } from '../api/feedback';
import { getSession, useSession } from '../stores/session';
import { FullPageSpin } from './FullPageSpin';
import { loginRedirectPath } from './login-path';
import { logout } from './logout';
import { isBlocked } from './route-roles';
import { verifySession } from './session';
import { hasToken } from './token';

/**
 * The route guard around the layout route: no token → area login with `redirect`; a token
 * expiring within 5 minutes is refreshed; userInfo is loaded when no roles are; any failure logs out,
 * shows the reason and goes to `/`; a page none of whose meta.roles the user holds goes to /401.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { roles, routes } = useSession();
  const signedIn = hasToken();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs on every navigation.
  useEffect(() => {
    if (!hasToken()) return;
    let active = true;
    verifySession(() => getSession().roles.length > 0).catch(async (error: unknown) => {
      if (!active) return;
      await logout();
      toastError(errorMessage(error, t('request.verifyFailed')));
      navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [location.pathname, navigate, t]);

  if (!signedIn) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginRedirectPath(wanted)} replace />;
  }
  if (roles.length === 0) {
    return (
      <>
        <FeedbackBridge />
        <FullPageSpin />
      </>
    );
  }
  if (isBlocked(location.pathname, routes, roles)) {
    return <Navigate to="/401?noGoBack=true" replace state={{ noGoBack: true }} />;
  }
  return (
    <>
      <FeedbackBridge />
      {children}
      <CompleteInfoPrompt />
    </>
  );
}

/** The router's signed-in branch: every child route renders behind the guard. */
export function SignedInRoute() {
  return (
    <AuthGate>
      <Outlet />
    </AuthGate>
  );
}
