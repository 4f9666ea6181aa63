import type { NotificationRow } from '@bo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { withAntApp } from '../../../app/testUtils';
import { NotificationsPage } from './NotificationsPage';

vi.setConfig({ testTimeout: 20_000 });

const row = (id: number, text: string, read = false): NotificationRow => ({
  id,
  kind: 'job',
  text,
  read,
  target: { page: null },
  created_at: '2026-11-20T08:00:00.000Z',
});

function renderPage(path = '/notifications') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{withAntApp(<NotificationsPage />)}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationsPage', () => {
  it('lists my notifications by the URL’s tab and kind, and marks one and all read', async () => {
    const calls = mockApi({
      'GET notification': ok({
        data: [row(3, 'Job #3 has finished'), row(2, 'Job #2 has finished', true)],
        total: 2,
        per_page: 10,
        current_page: 1,
        last_page: 1,
        unread: 1,
      }),
      'POST notification/read/3': ok({ unread: 0 }),
      'POST notification/read/0': ok({ unread: 0 }),
    });
    renderPage('/notifications?tab=unread&kind=job');
    expect(await screen.findByText('Job #3 has finished')).toBeTruthy();
    const asked = calls.find((c) => c.path === 'notification');
    expect(asked?.query.get('tab')).toBe('unread');
    expect(asked?.query.get('kind')).toBe('job');
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeTruthy();

    const user = userEvent.setup();
    // Only the unread one offers "Mark read".
    const markOne = screen.getAllByRole('button', { name: 'Mark read' });
    expect(markOne).toHaveLength(1);
    await user.click(markOne[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        'notification/read/3',
        'notification/read/0',
      ]),
    );
  });
});
