import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { AdminLogListPage } from './AdminLogListPage';

vi.setConfig({ testTimeout: 20_000 });

const entry = {
  id: 7,
  admin_id: 1,
  operator: 'admin',
  path: 'good/42',
  method: 'POST',
  ip: '127.0.0.1',
  input: { name: 'Blue mug' },
  status: 200,
  subject_type: 'good',
  subject_id: 42,
  created_at: '2026-11-20T08:00:00Z',
};

const changes = {
  name: ['Plain mug', 'Blue mug'],
  is_show: [0, 1],
  images: [null, ['/uploads/a.png']],
  password: ['***', '***'],
};

const page = ok({ data: [entry], total: 1, per_page: 10, current_page: 1, last_page: 1 });

describe('admin log detail: what the write changed', () => {
  it('shows a table of field, before and after, labelled as the record’s pages label them', async () => {
    mockApi({ 'GET admin/log': page, 'GET admin/log/7': ok({ ...entry, changes }) });
    renderPage(<AdminLogListPage />, '/system/admin-log');
    const row = (await screen.findByText('good/42')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Goods #42')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Detail' }));
    const table = await screen.findByTestId('log-changes');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Field', 'Before', 'After']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Goods name', 'Plain mug', 'Blue mug'],
      ['Release mode', 'Keep in warehouse', 'Sell immediately'],
      ['images', '—', '["/uploads/a.png"]'],
      ['password', '***', '***'],
    ]);
  });

  it('says so when a write changed no field', async () => {
    mockApi({ 'GET admin/log': page, 'GET admin/log/7': ok({ ...entry, changes: {} }) });
    renderPage(<AdminLogListPage />, '/system/admin-log');
    const row = (await screen.findByText('good/42')).closest('tr') as HTMLElement;
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Detail' }));
    expect(await screen.findByText('No field changed')).toBeInTheDocument();
  });

  it('filters by record through the URL, as a record’s History link opens it', async () => {
    const calls: ApiCall[] = [];
    mockApi({
      'GET admin/log': (call) => {
        calls.push(call);
        return page;
      },
    });
    renderPage(<AdminLogListPage />, '/system/admin-log?subject_type=good&subject_id=42');
    await screen.findByText('good/42');
    expect(calls[0]?.query.get('subject_type')).toBe('good');
    expect(calls[0]?.query.get('subject_id')).toBe('42');
    expect(screen.getByLabelText('Record ID')).toHaveValue('42');
  });
});
