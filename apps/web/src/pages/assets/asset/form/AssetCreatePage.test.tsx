import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok } from '../../../../api/test-support';
import { renderPage } from '../../../../components/resource/test-render';
import { assetRow, classTree, signInWithAssets } from '../testAssets';
import { AssetCreatePage } from './AssetCreatePage';

vi.setConfig({ testTimeout: 30_000 });

describe('asset registration', () => {
  it('posts the asset in cents, shows a server field error there, then opens the new asset', async () => {
    const posts: ApiCall[] = [];
    mockApi({
      'GET BaseDataTree': ok(classTree),
      'GET departmentTree': ok([{ id: 2, name: 'Bureau A', area_id: null, departments: [] }]),
      'POST assets/addassets': (call) => {
        posts.push(call);
        return posts.length === 1
          ? fail(42200, 'The data is invalid', { custodian: ['The custodian is not a member of the unit'] })
          : ok(assetRow({ id: 9, code: 'ZC0301-2025-000009' }));
      },
    });
    const router = renderPage(<AssetCreatePage />, '/assets/self/create');
    signInWithAssets();
    const u = userEvent.setup({ delay: null });

    await u.type(await screen.findByLabelText('Name'), 'Laptop');
    await u.click(screen.getByRole('combobox', { name: 'Class' }));
    await u.click(await screen.findByTitle('0301 Computers'));
    // The class brings its unit into the empty field.
    expect(screen.getByLabelText('Unit')).toHaveValue('set');
    await u.type(screen.getByRole('spinbutton', { name: 'Original value (yuan)' }), '1999.99');
    await u.type(screen.getByLabelText('Purchase date'), '2025-03-01{Tab}');
    await u.type(screen.getByLabelText('Custodian'), 'Nobody');
    await u.click(screen.getByRole('button', { name: /Save/ }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      name: 'Laptop',
      base_data_id: 3,
      brand: '',
      model: '',
      unit: 'set',
      quantity: 1,
      original_value: 199999,
      purchase_date: '2025-03-01',
      organization_id: 2,
      department_id: null,
      custodian: 'Nobody',
      storage_location_id: null,
      ownership: 'self',
      attachments: [],
    });
    expect(await screen.findByText('The custodian is not a member of the unit')).toBeInTheDocument();
    expect(screen.getByLabelText('Custodian')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/assets/self/create');

    await u.clear(screen.getByLabelText('Custodian'));
    await u.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/list/detail/9'));
    expect(posts[1]?.body).toMatchObject({ custodian: '', original_value: 199999 });
    expect(await screen.findByText('Asset registered with code ZC0301-2025-000009')).toBeInTheDocument();
  });
});
