import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { ManageListPage } from './ManageListPage';

const page = ok({
  data: [{ id: 2, name: 'Auditor', code: 'auditor', introduction: '', permission_ids: [], members: 1 }],
  total: 1,
  per_page: 10,
  current_page: 1,
  last_page: 1,
});

vi.setConfig({ testTimeout: 20_000 });

describe('the role list', () => {
  it('shows a user who may neither edit nor delete a role only what the role allows, on a tree', async () => {
    mockApi({
      'GET manage': page,
      'GET manage/effective/2': ok({
        permissions: ['AdminLogList', 'System'],
        pages: ['AdminLogList'],
        data_scope: null,
        data_scope_text: null,
      }),
    });
    renderPage(<ManageListPage />, '/system/manage', '*', ['ManageList']);
    expect(await screen.findByText('Auditor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Permissions' }));
    expect(await screen.findByText('Permissions of the role “Auditor”')).toBeInTheDocument();
    const tree = await screen.findByRole('tree', { name: 'Permissions' });
    expect(tree).toHaveTextContent('SystemSystemAdmin LogAdminLogList');
  });

  it('shows it to a user who may delete one, with only that action', async () => {
    mockApi({ 'GET manage': page });
    renderPage(<ManageListPage />, '/system/manage', '*', ['ManageList', 'ManageDestroy']);
    expect(await screen.findByText('Auditor')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
