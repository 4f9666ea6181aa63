import { AREAS } from '@bo/contract';
import type { RouteObject } from 'react-router';
import { FullPageSpin } from './FullPageSpin';
import { LoginPage } from './LoginPage';

/** Public routes: /login, the 16 /login_<code> area variants, /tokenlogin, /auth-redirect. */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  ...AREAS.map((area) => ({
    path: `/login_${area.code}`,
    element: <LoginPage key={area.code} area={area} />,
  })),
  // The token pages show a full-page spinner while they exchange the token: the same while they load.
  {
    path: '/tokenlogin',
    hydrateFallbackElement: <FullPageSpin />,
    lazy: async () => ({ Component: (await import('./TokenLoginPage')).TokenLoginPage }),
  },
  {
    path: '/auth-redirect',
    hydrateFallbackElement: <FullPageSpin />,
    lazy: async () => ({ Component: (await import('./AuthRedirectPage')).AuthRedirectPage }),
  },
];
