import type { RouteNode } from '@bo/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAppRoutes } from '../../app/routeModel';
import { withAntApp } from '../../app/testUtils';
import { userInfo } from '../../auth/test-user';
import { usePageCommand } from '../../stores/pageCommands';
import { setUserInfo } from '../../stores/session';
import { tagsActions } from '../../stores/tags';
import { buildMenu } from '../sidebar/menuModel';
import { CommandPalette } from './CommandPalette';
import { useCommandPalette } from './useCommandPalette';

const page = (path: string, component: string, roles: string[], hidden = false): RouteNode => ({
  path,
  component,
  name: component,
  hidden,
  meta: { title: component, roles },
});

/** Goods and orders for editors and admins, the administrators for admins only. */
const tree: RouteNode[] = [
  {
    path: '/shop',
    component: 'Layout',
    meta: { title: 'Shop', roles: [] },
    children: [
      page('good', 'GoodList', ['admin', 'editor']),
      page('good/create', 'GoodCreate', ['admin', 'editor'], true),
      page('indent', 'IndentList', ['admin', 'editor']),
    ],
  },
  {
    path: '/system',
    component: 'Layout',
    meta: { title: 'System', roles: [] },
    children: [page('admin', 'AdminList', ['admin']), page('admin-log', 'AdminLogList', ['admin'])],
  },
];

function signIn(role: string, apis: string[]) {
  const jurisdiction = Object.fromEntries(apis.map((api) => [api, [role]]));
  setUserInfo(userInfo({ roles: [role], jurisdiction, asyncRouterMap: tree }));
}

/** The shell's part of it: the shortcut, a field that had the focus, the palette, and where it went. */
function Shell({ role }: { role: string }) {
  const palette = useCommandPalette();
  const { pathname } = useLocation();
  usePageCommand('orders.export', () => document.body.setAttribute('data-ran', 'orders.export'));
  return (
    <>
      <input aria-label="before" />
      <output aria-label="at">{pathname}</output>
      {palette.open ? (
        <CommandPalette
          menu={buildMenu(tree, [role])}
          routes={buildAppRoutes(tree)}
          onClose={palette.close}
        />
      ) : null}
    </>
  );
}

function renderShell(role: string) {
  const router = createMemoryRouter([{ path: '*', element: <Shell role={role} /> }], {
    initialEntries: ['/dashboard'],
  });
  render(withAntApp(<RouterProvider router={router} />));
  return router;
}

async function openPalette() {
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const field = await screen.findByRole('combobox', { name: 'Command palette' });
  await waitFor(() => expect(field).toHaveFocus());
  return { user, field };
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('the command palette', () => {
  beforeEach(() => {
    tagsActions.reset();
    document.body.removeAttribute('data-ran');
  });

  it('finds a page by its English name, its Chinese name and the pinyin initials of that', {
    timeout: 20_000,
  }, async () => {
    signIn('admin', []);
    const router = renderShell('admin');
    const { user, field } = await openPalette();

    await user.type(field, 'admin log');
    expect(optionNames()).toEqual(['Admin LogSystem']);
    await user.clear(field);
    // The Chinese name finds it though the page speaks English.
    await user.type(field, '商品列表');
    expect(optionNames()).toEqual(['GoodsShop']);
    await user.clear(field);
    // 商品列表 → shang pin lie biao: pinyin-pro loads when the palette first opens.
    await user.type(field, 'spl');
    await waitFor(() => expect(optionNames()).toEqual(['GoodsShop']));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/good'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves with the arrows, runs an action with Enter and closes with Esc, the focus back where it was', {
    timeout: 20_000,
  }, async () => {
    signIn('admin', ['IndentExport']);
    const router = renderShell('admin');
    screen.getByLabelText('before').focus();
    const { user, field } = await openPalette();

    await user.type(field, 'export');
    expect(optionNames()).toEqual(['Export orders']);
    await user.clear(field);
    const first = field.getAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).not.toBe(first);
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('before')).toHaveFocus();

    await openPalette();
    await user.keyboard('导出订单{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/indent'));
    expect(document.body).toHaveAttribute('data-ran', 'orders.export');
  });

  it('offers no page nor action the user may not open or run', { timeout: 20_000 }, async () => {
    signIn('editor', ['GoodCreate', 'AdminCreate']);
    renderShell('editor');
    await openPalette();
    const names = optionNames();
    expect(names).toEqual(expect.arrayContaining(['New goods', 'GoodsShop', 'OrdersShop']));
    // The administrators' page is for admins: neither it nor creating one (though AdminCreate is held),
    // and no export of orders without IndentExport.
    expect(names.some((n) => /Admin|Export/.test(n ?? ''))).toBe(false);
  });

  it('lists the pages shown lately, the last one first, not the one shown now', {
    timeout: 20_000,
  }, async () => {
    signIn('admin', []);
    act(() => {
      tagsActions.add({
        path: '/shop/indent/detail/12',
        fullPath: '/shop/indent/detail/12',
        title: 'IndentDetail',
      });
      tagsActions.add({ path: '/shop/good', fullPath: '/shop/good?page=2', title: 'GoodList' });
    });
    renderShell('admin');
    const { user, field } = await openPalette();
    const recent = screen.getByRole('group', { name: 'Recently visited' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Goods/shop/good?page=2', 'Order Detail/shop/indent/detail/12']);
    // A record is found by its address too.
    await user.type(field, '12');
    expect(optionNames()).toEqual(['Order Detail/shop/indent/detail/12']);
  });
});
