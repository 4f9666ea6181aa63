import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../../api/test-support';
import { renderPage } from '../../../../components/resource/test-render';
import { page } from '../testAssets';
import { AssetLedgerPage } from './AssetLedgerPage';

vi.setConfig({ testTimeout: 30_000 });

describe('asset ledger', () => {
  it('lists movements with their changes and searches by keyword', async () => {
    const calls: ApiCall[] = [];
    mockApi({
      'GET assets/events': (call) => {
        calls.push(call);
        return ok(
          page([
            {
              id: 12,
              asset_id: 7,
              asset_code: 'ZC0301-2025-000007',
              asset_name: 'Laptop',
              kind: 'out',
              changes: { status: ['in_warehouse', 'in_use'], organization: ['Warehouse', 'Bureau B'] },
              form_id: 5,
              form_number: 'CK202611230001',
              operator_name: 'wang',
              created_at: '2026-11-23T02:00:00.000Z',
            },
          ]),
        );
      },
    });
    renderPage(<AssetLedgerPage />, '/assets/all');
    const row = await screen.findByRole('row', { name: /ZC0301-2025-000007/ });
    expect(row).toHaveTextContent('Allocated');
    expect(row).toHaveTextContent('Status: In warehouse → In use');
    expect(row).toHaveTextContent('Organization: Warehouse → Bureau B');
    expect(row).toHaveTextContent('CK202611230001');
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Keyword'), 'CK202611230001');
    await u.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('keyword')).toBe('CK202611230001'));
  });
});
