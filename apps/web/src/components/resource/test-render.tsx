import { ALL_PERMISSION_APIS } from '@bo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userInfo } from '../../auth/test-user';
import { setUserInfo } from '../../stores/session';

/**
 * Renders a page at `url` with a fresh query client, antd's App and a signed-in admin holding `apis`
 * (by default every permission of the registry); returns the router.
 */
export function renderPage(
  ui: ReactNode,
  url = '/page',
  path = '*',
  apis: readonly string[] = ALL_PERMISSION_APIS,
) {
  setUserInfo(userInfo({ id: 1, jurisdiction: Object.fromEntries(apis.map((api) => [api, ['admin']])) }));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return router;
}
