import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../../api/test-support';
import { renderPage } from '../../../../components/resource/test-render';
import { assetDetail, assetRow, classTree, page, signInWithAssets } from '../testAssets';
import { AssetsList, SelfAssetsList } from './pages';

vi.setConfig({ testTimeout: 30_000 });

function mockAssets(lists: ApiCall[], writes: ApiCall[] = []) {
  const write = (call: ApiCall) => {
    writes.push(call);
    return ok('Saved');
  };
  return mockApi({
    'GET assets/list': (call) => {
      lists.push(call);
      return ok(page([assetRow()]));
    },
    'GET BaseDataTree': ok(classTree),
    'GET assets/detail': ok(assetDetail()),
    'GET departmentTree': ok([{ id: 2, name: 'Bureau A', area_id: null, departments: [] }]),
    'POST assets/mark': write,
    'POST assets/edit': write,
  });
}

describe('asset lists', () => {
  it('shows the own assets and sends the filters with the view, values in cents', async () => {
    const lists: ApiCall[] = [];
    mockAssets(lists);
    renderPage(<SelfAssetsList />, '/assets/self');
    signInWithAssets();
    const row = await screen.findByRole('row', { name: /ZC0301-2025-000007/ });
    expect(row).toHaveTextContent('Laptop');
    expect(row).toHaveTextContent('12,345.60');
    expect(row).toHaveTextContent('Bureau A');
    expect(row).toHaveTextContent('Main / Zone A');
    expect(within(row).getByText('Idle')).toBeInTheDocument();
    expect(within(row).getByText('Important')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'ZC0301-2025-000007' })).toHaveAttribute(
      'href',
      '/assets/list/detail/7',
    );
    expect(screen.getByRole('button', { name: 'Register asset' })).toBeInTheDocument();
    expect(lists[0]?.query.get('view')).toBe('self');

    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Keyword'), 'laptop');
    await u.type(screen.getByLabelText('Original value Min'), '100');
    await u.type(screen.getByLabelText('Original value Max'), '2000.5');
    await u.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(lists.at(-1)?.query.get('value_min')).toBe('10000'));
    const query = lists.at(-1)?.query;
    expect(query?.get('value_max')).toBe('200050');
    expect(query?.get('keyword')).toBe('laptop');
    expect(query?.get('view')).toBe('self');
    expect(query?.get('page')).toBe('1');
  });

  it('marks the selected assets and prints their labels with a QR code', async () => {
    const lists: ApiCall[] = [];
    const marks: ApiCall[] = [];
    mockAssets(lists, marks);
    renderPage(<AssetsList />, '/assets/list');
    signInWithAssets();
    const row = await screen.findByRole('row', { name: /ZC0301-2025-000007/ });
    expect(lists[0]?.query.get('view')).toBe('all');
    const u = userEvent.setup({ delay: null });
    await u.click(within(row).getByRole('checkbox'));

    await u.click(screen.getByRole('button', { name: /Print labels/ }));
    const sheet = await screen.findByRole('dialog');
    const label = within(sheet).getByTestId('asset-label');
    expect(label).toHaveTextContent('ZC0301-2025-000007');
    expect(label).toHaveTextContent('Main / Zone A');
    expect(label.querySelector('svg path')).not.toBeNull();
    await u.click(within(sheet).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The batch action (the row has its own, which starts from the row's marks).
    const batchMark = screen.getAllByRole('button', { name: 'Mark' }).find((b) => !row.contains(b));
    await u.click(batchMark as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Damaged' }));
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]?.body).toEqual({ ids: [7], marks: ['damaged'] });
  });

  it('edits an asset with its version, the value in cents', async () => {
    const lists: ApiCall[] = [];
    const edits: ApiCall[] = [];
    mockAssets(lists, edits);
    renderPage(<AssetsList />, '/assets/list');
    signInWithAssets();
    const row = await screen.findByRole('row', { name: /ZC0301-2025-000007/ });
    const u = userEvent.setup({ delay: null });
    await u.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const value = await within(dialog).findByRole('spinbutton', { name: 'Original value (yuan)' });
    await waitFor(() => expect(value).toHaveValue('12345.60'));
    await u.clear(value);
    await u.type(value, '9.9');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]?.body).toMatchObject({ id: 7, version: 3, original_value: 990, name: 'Laptop' });
    expect(edits[0]?.body).not.toHaveProperty('ownership');
  });
});
