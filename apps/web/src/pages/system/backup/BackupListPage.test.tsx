import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { userInfo } from '../../../auth/test-user';
import { renderPage } from '../../../components/resource/test-render';
import { setUserInfo } from '../../../stores/session';
import { BackupListPage } from './BackupListPage';

vi.setConfig({ testTimeout: 20_000 });

const OLD = { name: 'db-20261120-080000-abcdef.sqlite', size: 1_572_864, time: '2026-11-20T08:00:00Z' };
const NEW = { name: 'full-20261121-080000-123456.tar.gz', size: 2048, time: '2026-11-21T08:00:00Z' };

function grant(apis: string[]) {
  act(() => setUserInfo(userInfo({ jurisdiction: Object.fromEntries(apis.map((a) => [a, ['admin']])) })));
}

describe('backup list', () => {
  it('starts a backup, follows its progress and lists the new file', async () => {
    let created = false;
    let polls = 0;
    const calls = mockApi({
      'GET backup': () => ok(created ? [NEW, OLD] : [OLD]),
      'POST backup': () => ok({ job_id: 7 }),
      'GET job/7': () => {
        polls += 1;
        if (polls < 2)
          return ok({
            id: 7,
            type: 'backup',
            state: 'running',
            progress: 40,
            message: 'Archiving',
            result: null,
          });
        created = true;
        return ok({
          id: 7,
          type: 'backup',
          state: 'done',
          progress: 100,
          message: 'done',
          result: { name: NEW.name, size: 2048 },
        });
      },
    });
    renderPage(<BackupListPage />);
    grant(['BackupList', 'BackupCreate', 'BackupDownload', 'BackupDestroy']);
    const row = (await screen.findByText(OLD.name)).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(row).getByText('Database')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Full backup/ }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'full' });
    expect(await screen.findByTestId('backup-progress')).toBeInTheDocument();
    await screen.findByText(NEW.name, {}, { timeout: 5000 });
    expect(screen.getAllByText(`Backup finished: ${NEW.name}`).length).toBeGreaterThan(0);
  });

  it('deletes only after confirmation', async () => {
    const calls = mockApi({
      'GET backup': ok([OLD]),
      [`POST backup/destroy/${OLD.name}`]: ok('Deleted'),
    });
    renderPage(<BackupListPage />);
    grant(['BackupList', 'BackupDestroy']);
    const row = (await screen.findByText(OLD.name)).closest('tr') as HTMLElement;
    const u = userEvent.setup({ delay: null });
    await u.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.path.startsWith('backup/destroy'))).toBe(false);
    expect(
      await screen.findByText(`Delete the backup file ${OLD.name}? It cannot be recovered.`),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === `backup/destroy/${OLD.name}`)).toBe(true));
  });

  it('hides create, download and delete without their permissions; shows an empty state', async () => {
    mockApi({ 'GET backup': ok([]) });
    renderPage(<BackupListPage />);
    grant(['BackupList']);
    expect(await screen.findByText('No backups yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back up database/ })).toBeNull();
  });
});
