import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { SpecificationListPage } from './SpecificationListPage';

vi.setConfig({ testTimeout: 20_000 });

const page = (data: unknown[]) =>
  ok({ data, total: data.length, per_page: 10, current_page: 1, last_page: 1 });
const row = {
  id: 3,
  name: 'Colour',
  label: '',
  group_id: 1,
  group_name: 'Looks',
  type: 1,
  location: 1,
  values: ['Red', 'Blue', 'Green', 'Black', 'White', 'Gold', 'Pink'],
  is_search: 1,
  sort: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 2,
};

describe('specification list', () => {
  it('lists specifications with their first values and saves values typed one per line', async () => {
    const calls = mockApi({
      'GET specification': page([row]),
      'GET specificationGroup': page([{ id: 1, name: 'Looks' }]),
      'POST specification/3': ok('Saved'),
    });
    renderPage(<SpecificationListPage />);
    const line = await screen.findByRole('row', { name: /Colour/ });
    expect(within(line).getByText('Single choice')).toBeInTheDocument();
    expect(within(line).getByText('White')).toBeInTheDocument();
    expect(within(line).queryByText('Gold')).not.toBeInTheDocument();
    expect(within(line).getByText('+2')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(within(line).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const values = within(dialog).getByLabelText('Values');
    await u.clear(values);
    await u.type(values, 'Red{Enter}{Enter} Blue {Enter}Red');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const saved = calls.find((c) => c.method === 'POST');
    expect(saved?.body).toMatchObject({
      name: 'Colour',
      values: ['Red', 'Blue'],
      type: 1,
      version: 2,
      group_id: 1,
    });
  });

  it('asks for values of a choice specification before sending', async () => {
    const calls = mockApi({ 'GET specification': page([]), 'GET specificationGroup': page([]) });
    renderPage(<SpecificationListPage />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Name'), 'Size');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Please enter Values')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
