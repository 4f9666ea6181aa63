import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildAppRoutes, matchAppRoute } from '../../app/routeModel';
import { sampleRoutes } from '../../app/testUtils';
import { Breadcrumbs } from './Breadcrumbs';

const routes = buildAppRoutes(sampleRoutes);

function renderAt(pathname: string) {
  const match = matchAppRoute(routes, pathname);
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <Breadcrumbs route={match?.route ?? null} routes={routes} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation');
  return {
    texts: () =>
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('/', '').trim()),
    link: (name: string) => within(nav).queryByRole('link', { name }),
  };
}

describe('Breadcrumbs', () => {
  it('shows only the dashboard crumb, as plain text, on the dashboard', () => {
    const crumbs = renderAt('/dashboard');
    expect(crumbs.texts()).toEqual(['Dashboard']);
    expect(crumbs.link('Dashboard')).toBeNull();
    expect(crumbs.link('Home')).toBeNull();
  });

  it('starts with a home link elsewhere and ends with the page as plain text', () => {
    const crumbs = renderAt('/shop/good');
    expect(crumbs.texts()).toEqual(['Home', 'Shop', 'Goods']);
    expect(crumbs.link('Home')).toHaveAttribute('href', '/dashboard');
    expect(crumbs.link('Goods')).toBeNull();
  });

  it('adds the parent list crumb as a link on an edit page', () => {
    const crumbs = renderAt('/shop/good/edit/7');
    expect(crumbs.texts()).toEqual(['Home', 'Shop', 'Goods', 'Edit Goods']);
    expect(crumbs.link('Goods')).toHaveAttribute('href', '/shop/good');
    expect(crumbs.link('Edit Goods')).toBeNull();
  });

  it('keeps a noRedirect group as plain text and shows admin-typed titles as given', () => {
    const crumbs = renderAt('/system/admin');
    expect(crumbs.texts()).toEqual(['Home', 'System', 'Staff accounts (custom)']);
    expect(crumbs.link('System')).toBeNull();
  });
});
