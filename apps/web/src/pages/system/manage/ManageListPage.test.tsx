import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('the role list', () => {
  it('shows no actions column to a user who may neither edit nor delete a role', async () => {
    mockApi({ 'GET manage': page });
    renderPage(<ManageListPage />, '/system/manage', '*', ['ManageList']);
    expect(await screen.findByText('Auditor')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
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
