import { ALL_PERMISSION_APIS } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { PowerListPage } from './PowerListPage';

vi.setConfig({ testTimeout: 20_000 });

const tree = [
  {
    id: 10,
    pid: 0,
    title: 'Shop',
    api: 'Shop',
    icon: 'shop',
    sort: 0,
    state: 1,
    children: [
      {
        id: 11,
        pid: 10,
        title: 'GoodList',
        api: 'GoodList',
        url: '',
        sort: 0,
        state: 1,
        version: 1,
        children: [],
      },
    ],
  },
];

describe('permission list', () => {
  it('shows the tree with translated titles and reports what a refresh added', async () => {
    const calls = mockApi({
      'GET power': ok(tree),
      'POST power/refresh': ok({ added: ['BackupList', 'UpdateDetail'] }),
    });
    renderPage(<PowerListPage />, '/system/power');
    expect(await screen.findAllByText('Shop')).toHaveLength(2);
    expect(calls[0]?.query.get('all')).toBe('1');
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Refresh permissions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('2 permissions added')).not.toHaveLength(0);
    expect(within(dialog).getByText('BackupList')).toBeInTheDocument();
    expect(within(dialog).getByText('UpdateDetail')).toBeInTheDocument();
  });

  it('asks for an api or a parent group', async () => {
    const calls = mockApi({ 'GET power': ok(tree) });
    renderPage(<PowerListPage />, '/system/power');
    await screen.findAllByText('Shop');
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'New' }));
    await u.type(await screen.findByLabelText('Title'), 'Reports{Enter}');
    expect(await screen.findAllByText('API and parent group, fill in at least one')).not.toHaveLength(0);
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the declared columns without id or level, and edits with the api kept and a translated parent', async () => {
    const calls = mockApi({ 'GET power': ok(tree), 'POST power/11': ok('Saved') });
    renderPage(<PowerListPage />, '/system/power', '*', ALL_PERMISSION_APIS);
    const page = await screen.findByRole('row', { name: /GoodList/ });
    for (const header of ['Title', 'Icon', 'API', 'External link', 'Sort', 'In menu'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    for (const header of ['ID', 'Level', 'Created'])
      expect(screen.queryByRole('columnheader', { name: header })).toBeNull();
    // A page's title reads as its menu name; permissions have no "add inside".
    expect(within(page).getByText('Goods')).toBeInTheDocument();
    expect(within(page).getByText('Shown')).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: /add/i })).toBeNull();

    const u = userEvent.setup({ delay: null });
    await u.click(within(page).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit permission' });
    expect(within(dialog).getByLabelText('API')).toBeDisabled();
    expect(dialog).toHaveTextContent('An API ending in List appears in the menu');
    expect(within(dialog).getByText('Shop (Shop)')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'power/11')?.body).toEqual({
        pid: 10,
        title: 'GoodList',
        icon: '',
        api: 'GoodList',
        url: '',
        sort: 0,
        state: 1,
        version: 1,
      }),
    );
  });
});
