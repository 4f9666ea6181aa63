import { dashboardSchema, noticeSummarySchema } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { updateInfo } from '../../../api/testUpdate';
import { renderPage } from '../../../components/resource/test-render';
import { contractFixture } from '../../../test/contract-fixture';
import { DashboardPage } from './DashboardPage';

vi.setConfig({ testTimeout: 20_000 });

const pair = (today: number, yesterday: number) => ({ today, yesterday });

describe('dashboard', () => {
  it('shows today beside yesterday, links the waiting work, and lists the top goods and asset figures', async () => {
    mockApi({
      'GET index': ok(
        contractFixture(dashboardSchema, {
          cards: {
            users: pair(12, 9),
            orders: pair(25000, 3),
            revenue: pair(123456, 100),
            expenses: pair(0, 300),
            pending_shipments: pair(4, 2),
            low_stock: pair(1, 1),
          },
          chart: [{ series: 'users', date: '2026-11-23', value: 12 }],
          top_visits: [{ id: 7, name: 'Blue mug', image: '', value: 340 }],
          top_favourites: [],
          top_sales: [{ id: 8, name: 'Desk lamp', image: '', value: 12000 }],
          low_stock_list: [{ id: 9, name: 'Tea tray', image: '', inventory: 2 }],
          assets: {
            total_value: 15000000,
            idle: 3,
            lent: 2,
            leased: 1,
            overdue_returns: 1,
            open_tasks: 5,
            running_verifications: 1,
          },
          update: null,
        }),
      ),
      'GET update': ok(
        updateInfo({ message: 'You are running the latest version', checked_at: '2026-11-23T08:00:00Z' }),
      ),
      // The dashboard asks for the newest notices (a plain list), not for a page of the notice list.
      'GET notice/latest': ok(contractFixture(noticeSummarySchema.array(), [])),
    });
    renderPage(<DashboardPage />);
    const orders = (await screen.findByText('Orders today')).closest('.ant-card') as HTMLElement;
    expect(within(orders).getByText('25k')).toBeInTheDocument();
    expect(orders).toHaveTextContent('Yesterday 3');
    const revenue = screen.getByText('Revenue today').closest('.ant-card') as HTMLElement;
    expect(revenue).toHaveTextContent('1,234.56');
    expect(screen.getByRole('link', { name: /^Pending shipments/ })).toHaveAttribute(
      'href',
      '/shop/indent?activeIndex=3',
    );
    expect(screen.getByRole('link', { name: /^Low-stock goods/ })).toHaveAttribute(
      'href',
      '/shop/good?activeIndex=4',
    );
    expect(screen.getByRole('link', { name: '1. Blue mug' })).toHaveAttribute('href', '/shop/good/detail/7');
    // 12 000 sold, short in English; the exact figure is kept for the tooltip.
    const sold = screen.getByText('12k');
    expect(sold).toHaveAttribute('value', '12,000');
    expect(screen.getByRole('link', { name: 'Tea tray' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Last 7 days' })).toBeInTheDocument();
    const assets = screen.getByText('Assets').closest('.ant-card') as HTMLElement;
    expect(assets).toHaveTextContent('150,000.00');
    expect(assets).toHaveTextContent('Running verifications1');
  });
});
