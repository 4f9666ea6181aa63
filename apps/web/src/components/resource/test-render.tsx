import { FORM_KIND_INFO } from '@bo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userInfo } from '../../auth/test-user';
import { setUserInfo } from '../../stores/session';

/** The permission apis of the System and Shop pages, held by the test user's `admin` role. */
const SYSTEM_APIS = [
  ...[
    'Admin',
    'Manage',
    'Power',
    'Language',
    'Brand',
    'Specification',
    'SpecificationGroup',
    'Banner',
    'Category',
    'Dhl',
    'Member',
    'Place',
  ].flatMap((n) => [`${n}Create`, `${n}Edit`, `${n}Destroy`]),
  ...['GoodCreate', 'GoodEdit', 'GoodDetail', 'GoodDestroy', 'GoodState', 'GoodExport'],
  'MemberBalance',
  ...['IndentShipment', 'IndentDhl', 'IndentReceiving', 'IndentRefund', 'IndentExport'],
  ...Object.values(FORM_KIND_INFO).flatMap((k) => [k.list, k.create, k.approve]),
  ...['TaskComplete', 'VerifyEdit', 'AssetsImport'],
];

/**
 * Renders a page at `url` with a fresh query client, antd's App and a signed-in admin; returns the router.
 */
export function renderPage(ui: ReactNode, url = '/page', path = '*') {
  setUserInfo(
    userInfo({
      id: 1,
      jurisdiction: Object.fromEntries([...SYSTEM_APIS, 'PowerRefresh'].map((api) => [api, ['admin']])),
    }),
  );
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
