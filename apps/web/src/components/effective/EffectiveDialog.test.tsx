import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../api/test-support';
import { renderPage } from '../resource/test-render';
import { EffectiveDialog } from './EffectiveDialog';

vi.setConfig({ testTimeout: 20_000 });

describe('effective dialog', () => {
  it("shows an administrator's permissions on a tree with their api names, and its data scope in words", async () => {
    const calls = mockApi({
      'GET admin/effective/7': ok({
        permissions: ['AdminCreate', 'AdminList', 'BackupDownload', 'BackupList', 'System'],
        pages: ['AdminList', 'BackupList'],
        data_scope: 'organization',
        data_scope_text: 'organization 市财政局 and its departments',
      }),
    });
    renderPage(<EffectiveDialog of="admin" id={7} name="Li" onClose={vi.fn()} />);
    expect(await screen.findByText('organization 市财政局 and its departments')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Permissions of the administrator “Li”' })).toBeInTheDocument();
    expect(screen.getByText('5 permissions, opening 2 pages')).toBeInTheDocument();
    const tree = screen.getByRole('tree', { name: 'Permissions' });
    for (const api of ['System', 'AdminList', 'AdminCreate', 'BackupList', 'BackupDownload'])
      expect(tree).toHaveTextContent(api);
    // Pages carry their menu title beside the api name.
    expect(tree).toHaveTextContent('Administrators');
    expect(calls.map((c) => c.path)).toEqual(['admin/effective/7']);
  });

  it('shows a role without a data scope line', async () => {
    mockApi({
      'GET manage/effective/3': ok({ permissions: [], pages: [], data_scope: null, data_scope_text: null }),
    });
    renderPage(<EffectiveDialog of="manage" id={3} name="Empty" onClose={vi.fn()} />);
    expect(await screen.findByText('No permission at all')).toBeInTheDocument();
    expect(screen.queryByText('Data scope')).toBeNull();
  });
});
