import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { authRoutes } from '../auth/routes';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from '../components/RouteError';
import { loadSignedInTexts } from '../i18n';
import { useLightOnly } from './colorMode';
import { HomeRedirect } from './HomeRedirect';

/** The routes below it, with the app kept light while they are shown. */
function LightOnlyOutlet() {
  useLightOnly();
  return <Outlet />;
}

/**
 * The routes defined up front, hidden from the menu. The signed-in layout catches every other path: it serves
 * /dashboard, /content/info/:id, /redirect/* and the server-delivered pages, and sends unknown
 * paths to /404 and role-blocked ones to /401.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...authRoutes,
      { index: true, element: <HomeRedirect /> },
      {
        path: '404',
        lazy: async () => ({
          Component: (await import('../pages/errors/not-found/NotFoundPage')).NotFoundPage,
        }),
      },
      {
        path: '401',
        lazy: async () => ({
          Component: (await import('../pages/errors/unauthorized/UnauthorizedPage')).UnauthorizedPage,
        }),
      },
      {
        // Lazy so that the public routes do not load the guard and the dialogs it opens, nor the declared
        // resources' texts (page titles, labels) that only signed-in pages show.
        lazy: async () => {
          const [{ SignedInRoute }] = await Promise.all([import('../auth/AuthGate'), loadSignedInTexts()]);
          return { Component: SignedInRoute };
        },
        children: [
          {
            path: 'dashboard/largeScreen',
            lazy: async () => ({
              Component: (await import('../pages/home/large-screen/LargeScreenPage')).LargeScreenPage,
            }),
          },
          // The phone walk of a running verification stands alone too: a one-column page for one hand,
          // opened from a link or a QR code on the campaign, without the admin shell around it.
          {
            path: 'verify/walk/:id',
            lazy: async () => ({
              Component: (await import('../pages/assets/verify-walk/VerifyWalkPage')).VerifyWalkPage,
            }),
          },
          // Print pages stand alone, outside the admin shell and light in either colour mode: what they
          // show is what goes on paper.
          {
            element: <LightOnlyOutlet />,
            children: [
              {
                path: 'print/orders',
                lazy: async () => ({
                  Component: (await import('../pages/print/OrderPrintPage')).OrderPrintPage,
                }),
              },
              {
                path: 'print/form/:kind/:id',
                lazy: async () => ({
                  Component: (await import('../pages/print/FormPrintPage')).FormPrintPage,
                }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../layout/AppLayout')).AppLayout }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
