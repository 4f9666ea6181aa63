import { AREAS } from '@bo/contract';
import type { RouteObject } from 'react-router';
import { AuthRedirectPage } from './AuthRedirectPage';
import { LoginPage } from './LoginPage';
import { TokenLoginPage } from './TokenLoginPage';

/** Public routes (spec §2): /login, the 16 /login_<code> area variants, /tokenlogin, /auth-redirect. */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  ...AREAS.map((area) => ({
    path: `/login_${area.code}`,
    element: <LoginPage key={area.code} area={area} />,
  })),
  { path: '/tokenlogin', element: <TokenLoginPage /> },
  { path: '/auth-redirect', element: <AuthRedirectPage /> },
];
