import { formatDateTime } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../api/test-support';
import { renderPage } from '../../../../components/resource/test-render';
import { assetDetail, signInWithAssets } from '../testAssets';
import { AssetDetailPage } from './AssetDetailPage';

vi.setConfig({ testTimeout: 30_000 });

const events = [
  {
    id: 12,
    asset_id: 7,
    asset_code: 'ZC0301-2025-000007',
    asset_name: 'Laptop',
    kind: 'join',
    changes: {
      ownership: ['self', 'public'],
      status: ['idle', 'in_warehouse'],
      place: [null, 'Main / Zone A'],
      is_resource: [1, 0],
    },
    form_id: 5,
    form_number: 'RK202611230001',
    operator_name: 'wang',
    created_at: '2026-11-23T02:00:00.000Z',
  },
  {
    id: 3,
    asset_id: 7,
    asset_code: 'ZC0301-2025-000007',
    asset_name: 'Laptop',
    kind: 'edited',
    changes: { original_value: [100000, 1234560], marks: ['', ',damaged,important,'] },
    form_id: null,
    form_number: null,
    operator_name: 'admin',
    created_at: '2026-11-21T08:30:05.000Z',
  },
];

describe('asset detail', () => {
  it('shows the fields, attachments, the open form and the history timeline', async () => {
    const calls = mockApi({
      'GET assets/detail': ok(
        assetDetail({
          ownership: 'public',
          status: 'in_warehouse',
          attachments: [{ group: 'bill', url: '/uploads/bill/invoice-1.pdf', name: 'invoice-1.pdf' }],
          open_form: { id: 6, kind: 'out', number: 'CK202611230002', status: 'submitted' },
        }),
      ),
      'GET assets/history/7': ok(events),
    });
    renderPage(<AssetDetailPage />, '/assets/list/detail/7', '/assets/list/detail/:id');
    signInWithAssets();

    expect(await screen.findByRole('heading', { name: 'ZC0301-2025-000007 Laptop' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'assets/detail')?.query.get('id')).toBe('7');
    expect(screen.getByText('Bureau A')).toBeInTheDocument();
    expect(screen.getByText('12,345.60')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'invoice-1.pdf' })).toHaveAttribute(
      'href',
      '/uploads/bill/invoice-1.pdf',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The asset is on Allocation form CK202611230002 (Awaiting approval)',
    );

    const history = await screen.findByTestId('asset-history');
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [join, edit] = items as [HTMLElement, HTMLElement];
    expect(join).toHaveTextContent('Into warehouse');
    expect(join).toHaveTextContent('Ownership: Own → Public warehouse');
    expect(join).toHaveTextContent('Status: Idle → In warehouse');
    expect(join).toHaveTextContent('Place: empty → Main / Zone A');
    expect(join).toHaveTextContent('Shared: Yes → No');
    expect(join).toHaveTextContent('Form RK202611230001');
    expect(join).toHaveTextContent(`${formatDateTime('2026-11-23T02:00:00.000Z')} · By wang`);
    expect(edit).toHaveTextContent('Edited');
    expect(edit).toHaveTextContent('Original value (yuan): 1,000.00 → 12,345.60');
    expect(edit).toHaveTextContent('Marks: empty → Damaged, Important');
    expect(edit).toHaveTextContent(formatDateTime('2026-11-21T08:30:05.000Z'));
  });
});
