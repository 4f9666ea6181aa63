import type { NotificationRow, RouteNode } from '@bo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { withAntApp } from '../../../app/testUtils';
import { setSession } from '../../../stores/session';
import { NotificationBell } from './NotificationBell';

vi.setConfig({ testTimeout: 20_000 });

/** A stand-in for the browser's EventSource: the test says when the server sends an event. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  static opened = 0;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
    FakeEventSource.opened++;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.readyState = 2;
  }
}

const row = (id: number, text: string, extra: Partial<NotificationRow> = {}): NotificationRow => ({
  id,
  kind: 'approval',
  text,
  read: false,
  target: { page: 'AssetsJoinList', query: { keyword: 'RK1' } },
  created_at: new Date().toISOString(),
  ...extra,
});

const page = (rows: NotificationRow[], unread: number) =>
  ok({ data: rows, total: rows.length, per_page: 6, current_page: 1, last_page: 1, unread });

const routes: RouteNode[] = [
  {
    path: '/assets',
    component: 'Layout',
    meta: { title: 'Assets', roles: [] },
    children: [
      { path: 'join', component: 'AssetsJoinList', name: 'AssetsJoinList', meta: { title: 'x', roles: [] } },
    ],
  },
];

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {withAntApp(<NotificationBell />)}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationBell', () => {
  it('shows the unread count, and a count that rises when the stream says so', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let rows = [row(1, 'Form RK1 waits for your approval')];
    mockApi({ 'GET notification': () => page(rows, rows.length) });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(FakeEventSource.last?.url).toBe('/api/v1/admin/notification/stream');

    rows = [row(2, 'The export of “Members” is ready'), ...rows];
    act(() => FakeEventSource.last?.emit('notification'));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('lists the latest; a click opens its page with its filters and marks it read; all can be marked read', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    setSession({ routes });
    const calls: ApiCall[] = mockApi({
      'GET notification': page([row(5, 'Form RK1 waits for your approval')], 1),
      'POST notification/read/5': ok({ unread: 0 }),
      'POST notification/read/0': ok({ unread: 0 }),
    });
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === 'notification/read/0')).toBe(true),
    );

    await user.click(screen.getByText('Form RK1 waits for your approval'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/assets/join?keyword=RK1'),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === 'notification/read/5')).toBe(true);
  });

  it('opens a refused stream again after a wait, and polls meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET notification': page([], 0) });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    const before = FakeEventSource.opened;
    const refused = FakeEventSource.last;
    act(() => {
      if (!refused) return;
      refused.readyState = FakeEventSource.CLOSED;
      refused.onerror?.();
    });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('Live notifications are disconnected; refreshing periodically'),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeEventSource.opened).toBe(before + 1);
    expect(FakeEventSource.last).not.toBe(refused);
  });

  it('polls the count while there is no live stream', async () => {
    vi.stubGlobal('EventSource', undefined);
    mockApi({ 'GET notification': page([], 0) });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('Live notifications are disconnected; refreshing periodically'),
    ).toBeTruthy();
    expect(screen.getByText('No notifications')).toBeTruthy();
  });
});
