import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { AdminLogListPage } from './AdminLogListPage';

vi.setConfig({ testTimeout: 20_000 });

const log = {
  id: 42,
  admin_id: 1,
  operator: 'admin',
  path: 'admin/7',
  method: 'POST',
  ip: '127.0.0.1',
  input: { account: 'alice', password: '[REDACTED]' },
  status: 200,
  created_at: '2026-11-20T08:00:00Z',
};

const page = ok({ data: [log], total: 1, per_page: 10, current_page: 1, last_page: 1 });

describe('admin log list', () => {
  it('filters by operator and path through the URL', async () => {
    const calls: ApiCall[] = [];
    mockApi({
      'GET admin/log': (call) => {
        calls.push(call);
        return page;
      },
    });
    const router = renderPage(<AdminLogListPage />, '/system/admin-log?method=POST');
    await screen.findByText('admin/7');
    expect(calls[0]?.query.get('method')).toBe('POST');
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Operator'), 'admin');
    await u.type(screen.getByLabelText('Path'), 'admin/7{Enter}');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('operator')).toBe('admin'));
    expect(calls.at(-1)?.query.get('path')).toBe('admin/7');
    expect(calls.at(-1)?.query.get('method')).toBe('POST');
    expect(router.state.location.search).toBe('?operator=admin&method=POST&path=admin%2F7');
  });

  it('shows the redacted input as formatted JSON in the detail drawer', async () => {
    mockApi({ 'GET admin/log': page, 'GET admin/log/42': ok(log) });
    renderPage(<AdminLogListPage />, '/system/admin-log');
    const row = (await screen.findByText('admin/7')).closest('tr') as HTMLElement;
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Detail' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Operation log detail')).toBeInTheDocument();
    expect(within(drawer).getByTestId('log-input').textContent).toBe(
      JSON.stringify({ account: 'alice', password: '[REDACTED]' }, null, 2),
    );
  });
});
