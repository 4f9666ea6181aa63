import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sampleRoutes } from '../../app/testUtils';
import { buildMenu } from './menuModel';
import { Sidebar } from './Sidebar';

function renderSidebar(roles: string[], selectedKey = '/dashboard') {
  render(
    <MemoryRouter>
      <Sidebar entries={buildMenu(sampleRoutes, roles)} selectedKey={selectedKey} collapsed={false} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: /侧边栏|Sidebar/ });
}

describe('Sidebar', () => {
  it('shows a group with exactly one visible child as that single item, not a submenu', () => {
    const menu = renderSidebar(['editor']);
    // Shop holds GoodList (editor), BrandList (admin only), a hidden edit page, an auditor page.
    expect(within(menu).getByRole('link', { name: 'Goods' })).toHaveAttribute('href', '/shop/good');
    expect(within(menu).queryByText('Shop')).not.toBeInTheDocument();
    // Statistics: one visible child, one hidden.
    expect(within(menu).getByRole('link', { name: 'Visits' })).toHaveAttribute('href', '/statistics/visit');
    expect(within(menu).queryByText('Statistics')).not.toBeInTheDocument();
  });

  it('shows a group with several visible children as a submenu and the dashboard first', () => {
    const menu = renderSidebar(['admin'], '/shop/brand');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Dashboard');
    expect(within(menu).getByText('Shop')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Goods' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Brands' })).toBeInTheDocument();
    // A title cut short by the sidebar's width shows whole on hover.
    expect(within(menu).getByRole('link', { name: 'Goods' })).toHaveAttribute('title', 'Goods');
    expect(within(menu).getByText('Shop')).toHaveAttribute('title', 'Shop');
  });

  it('never shows hidden routes or routes the roles do not permit', () => {
    const menu = renderSidebar(['admin'], '/shop/brand');
    expect(within(menu).getByRole('link', { name: 'Brands' })).toBeInTheDocument();
    expect(within(menu).queryByText('Edit Goods')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Payments hidden')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Members only')).not.toBeInTheDocument();
  });

  it('opens external links in a new tab', () => {
    const menu = renderSidebar(['admin'], '/system/admin');
    const link = within(menu).getByRole('link', { name: 'Developer Docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
