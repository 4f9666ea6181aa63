import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listPage, mockApi, ok } from '../../api/test-support';
import { renderPage } from '../../components/resource/test-render';
import { WhoCanDialog } from './WhoCanDialog';

vi.setConfig({ testTimeout: 20_000 });

describe('what can X do on this page', () => {
  it("lists which of the page's actions the picked administrator may use, with its data scope", async () => {
    const calls = mockApi({
      'GET admin': ok(listPage([{ id: 5, account: 'li', nickname: 'Li' }])),
      'GET admin/effective/5': ok({
        permissions: ['BackupList', 'BackupDownload', 'System'],
        pages: ['BackupList'],
        data_scope: 'organization',
        data_scope_text: 'organization 市财政局 and its departments',
      }),
    });
    renderPage(<WhoCanDialog pageApi="BackupList" onClose={vi.fn()} />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('combobox', { name: 'Pick an administrator' }));
    await u.click(await screen.findByTitle('Li (li)'));
    expect(await screen.findByText(/organization 市财政局 and its departments/)).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    const row = (api: string) => rows.find((r) => within(r).queryByText(api, { exact: true }));
    expect(row('BackupList')).toHaveTextContent('Open this page');
    expect(row('BackupList')).toHaveTextContent('Allowed');
    expect(row('BackupDownload')).toHaveTextContent('Allowed');
    expect(row('BackupCreate')).toHaveTextContent('Not allowed');
    expect(row('BackupSchedule')).toHaveTextContent('Not allowed');
    expect(calls.find((c) => c.path === 'admin')?.query.get('limit')).toBe('20');
  });

  it('says a page no permission guards is open to everyone', async () => {
    mockApi({ 'GET admin': ok(listPage([])) });
    renderPage(<WhoCanDialog pageApi="ContentInfo" onClose={vi.fn()} />);
    expect(await screen.findByText(/No permission guards this page/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
