import type { UserInfo } from '@bo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleRoutes, withAntApp } from '../app/testUtils';
import { NotFoundPage } from '../pages/errors/not-found/NotFoundPage';
import { UnauthorizedPage } from '../pages/errors/unauthorized/UnauthorizedPage';
import { setSession } from '../stores/session';
import { tagsActions } from '../stores/tags';
import { AppLayout } from './AppLayout';

function Counter({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return <input aria-label={label} value={value} onChange={(e) => setValue(e.target.value)} />;
}

vi.mock('../app/registry', async () => {
  const { lazyPage } = await import('../app/registry/types');
  const page = (label: string) =>
    lazyPage(
      async () => ({ label }),
      (m) => {
        const Page = () => <Counter label={m.label} />;
        return Page;
      },
    );
  const pageRegistry = {
    Dashboard: page('dashboard field'),
    GoodList: page('goods field'),
    GoodEdit: page('edit field'),
  };
  return {
    pageRegistry,
    findPage: (name: string) =>
      Object.hasOwn(pageRegistry, name) ? pageRegistry[name as keyof typeof pageRegistry] : undefined,
  };
});

function signIn(roles: string[]) {
  const info = { nickname: 'Ada', username: 'ada', roles, organization_name: 'Org', department_name: 'Dept' };
  setSession({ info: info as UserInfo, roles, routes: sampleRoutes });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/401', element: <UnauthorizedPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <AppLayout /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient();
  client.setQueryData(['lang'], [{ code: 'en', name: 'English' }]);
  render(
    <QueryClientProvider client={client}>
      {withAntApp(<RouterProvider router={router} />)}
    </QueryClientProvider>,
  );
  return router;
}

const tabs = () => within(screen.getByRole('tablist'));

describe('AppLayout', () => {
  beforeEach(() => {
    tagsActions.reset();
  });

  it('sends a page none of whose roles the user holds to /401 with noGoBack', {
    timeout: 20_000,
  }, async () => {
    signIn(['editor']);
    const router = renderAt('/shop/brand');
    expect(await screen.findByText("You don't have permission to go to this page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/401');
    expect(router.state.location.search).toBe('?noGoBack=true');
  });

  it("sends a page of the product missing from the user's route tree to /401", {
    timeout: 20_000,
  }, async () => {
    signIn(['admin']);
    const router = renderAt('/shop/category');
    expect(await screen.findByText("You don't have permission to go to this page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/401');
  });

  it('sends unknown paths to /404', { timeout: 20_000 }, async () => {
    signIn(['admin']);
    const router = renderAt('/no/such/page');
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows a page the web does not know yet as "not available" inside the layout, titled', {
    timeout: 20_000,
  }, async () => {
    signIn(['admin']);
    renderAt('/statistics/visit');
    expect(await screen.findByText('This page is not available yet')).toBeInTheDocument();
    expect(tabs().getByRole('tab', { name: 'Visits' })).toBeInTheDocument();
    expect(document.title).toBe('Visits - Asset Adjustment and Sharing Platform');
  });

  it('keeps a visited view alive across tab switches, but not a no-cache one', {
    timeout: 20_000,
  }, async () => {
    signIn(['admin']);
    const user = userEvent.setup();
    const router = renderAt('/shop/good');
    await user.type(await screen.findByLabelText('goods field'), 'kept');
    await act(() => router.navigate('/shop/good/edit/3'));
    await user.type(await screen.findByLabelText('edit field'), 'lost');

    await user.click(tabs().getByRole('tab', { name: 'Dashboard' }));
    expect(await screen.findByLabelText('dashboard field')).toBeVisible();
    await user.click(tabs().getByRole('tab', { name: /^Goods/ }));
    expect(screen.getByLabelText('goods field')).toHaveValue('kept');
    await user.click(tabs().getByRole('tab', { name: /^Edit Goods/ }));
    expect(await screen.findByLabelText('edit field')).toHaveValue('');
  });

  it('closing the active tab goes to the last remaining one; the dashboard tab cannot be closed', {
    timeout: 20_000,
  }, async () => {
    signIn(['admin']);
    const user = userEvent.setup();
    const router = renderAt('/dashboard');
    await act(() => router.navigate('/shop/good'));
    await act(() => router.navigate('/statistics/visit'));
    expect(
      tabs()
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Dashboard', 'Goods', 'Visits']);
    expect(tabs().queryByTitle('Close Dashboard')).toBeNull();
    // A tab holds no control of its own (axe: nested-interactive): its × is for the mouse, Delete for keys.
    expect(tabs().queryAllByRole('button')).toEqual([]);

    await user.click(tabs().getByTitle('Close Visits'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/good'));
    expect(
      tabs()
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Dashboard', 'Goods']);
    expect(screen.getByLabelText('goods field')).toBeVisible();

    // Delete on a focused tab closes it; on the dashboard's it does nothing.
    tabs().getByRole('tab', { name: 'Goods' }).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    tabs().getByRole('tab', { name: 'Dashboard' }).focus();
    await user.keyboard('{Delete}');
    expect(
      tabs()
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Dashboard']);
  });

  it('refresh remounts the active view through /redirect and comes back', { timeout: 20_000 }, async () => {
    signIn(['admin']);
    const user = userEvent.setup();
    const router = renderAt('/shop/good?page=2');
    await user.type(await screen.findByLabelText('goods field'), 'stale');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/good'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByLabelText('goods field')).toHaveValue('');
  });
});
