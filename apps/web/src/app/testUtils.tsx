import type { RouteNode } from '@bo/contract';
import { cleanup } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n';

void i18n.changeLanguage('en');
afterEach(cleanup);

export function withAntApp(ui: ReactNode) {
  return <AntApp>{ui}</AntApp>;
}

const node = (
  path: string,
  component: string,
  meta: Partial<RouteNode['meta']> = {},
  extra: Partial<RouteNode> = {},
): RouteNode => ({
  path,
  component,
  name: component,
  meta: { title: component, roles: [], ...meta },
  ...extra,
});

/** A server route tree as userInfo ships it: groups with list pages and hidden create/edit pages. */
export const sampleRoutes: RouteNode[] = [
  node(
    '/home',
    'Layout',
    { title: 'Home', icon: 'dashboard' },
    { children: [node('dashboard', 'Dashboard')] },
  ),
  node(
    '/shop',
    'Layout',
    { title: 'Shop', icon: 'shop' },
    {
      children: [
        node('good', 'GoodList', { icon: 'goods', roles: ['admin', 'editor'] }),
        node(
          'good/edit/:id',
          'GoodEdit',
          { roles: ['admin'], activeMenu: 'GoodList', noCache: true },
          { hidden: true },
        ),
        node('brand', 'BrandList', { icon: 'brand', roles: ['admin'] }),
        node('secret', 'MemberList', { title: 'Members only', roles: ['auditor'] }),
      ],
    },
  ),
  node(
    '/statistics',
    'Layout',
    { title: 'Statistics', icon: 'statistics' },
    {
      children: [
        node('visit', 'StatisticsVisitList', { icon: 'visit' }),
        node('pay', 'StatisticsPayList', { title: 'Payments hidden' }, { hidden: true }),
      ],
    },
  ),
  node(
    '/system',
    'Layout',
    { title: 'System', icon: 'setting' },
    {
      redirect: 'noRedirect',
      children: [
        node('admin', 'AdminList', { title: 'Staff accounts (custom)' }),
        node('docs', 'DevelopDocumentDetail', { link: 'https://example.com/docs' }),
      ],
    },
  ),
];
