import type { FreightRow } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listPage, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { FreightListPage } from './FreightListPage';

vi.setConfig({ testTimeout: 20_000 });

const template = (id: number, name: string): FreightRow => ({
  id,
  name,
  valuation: 0,
  default_rule: { first_piece: 1, first_cost: 1000, add_piece: 1, add_cost: 500 },
  rules: [],
  free_regions: [],
  origin: '',
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  version: 1,
});

describe('freight template list', () => {
  it('copies a template and opens the copy for editing', async () => {
    const calls = mockApi({
      'GET freight': ok(listPage([template(3, 'Standard')])),
      'POST freight/copy/3': ok(template(9, 'Standard (copy)')),
    });
    const router = renderPage(<FreightListPage />, '/shop/freight', '/shop/freight/*');
    const row = (await screen.findByText('Standard')).closest('tr') as HTMLElement;
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Copy' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/shop/freight/edit/9'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['freight/copy/3']);
    expect(await screen.findByText('Copied as “Standard (copy)”: change it here')).toBeInTheDocument();
  });

  it('offers no copy without FreightCreate', async () => {
    mockApi({ 'GET freight': ok(listPage([template(3, 'Standard')])) });
    renderPage(<FreightListPage />, '/shop/freight', '*', ['FreightList', 'FreightEdit']);
    const row = (await screen.findByText('Standard')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
