import { BACKUP_SCHEDULE_DEFAULT, type BackupScheduleState } from '@bo/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { userInfo } from '../../../auth/test-user';
import { renderPage } from '../../../components/resource/test-render';
import { setUserInfo } from '../../../stores/session';
import { BackupListPage } from './BackupListPage';

vi.setConfig({ testTimeout: 20_000 });

const OFF: BackupScheduleState = {
  ...BACKUP_SCHEDULE_DEFAULT,
  next_run_at: null,
  last_success: null,
  last_failure: null,
};
const A = { name: 'db-20261120-080000-abcdef.sqlite', size: 10, time: '2026-11-20T08:00:00Z' };
const B = { name: 'db-20261121-080000-abcdef.sqlite', size: 10, time: '2026-11-21T08:00:00Z' };
const C = { name: 'full-20261122-080000-123456.tar.gz', size: 10, time: '2026-11-22T08:00:00Z' };

function grant(apis: string[]) {
  act(() => setUserInfo(userInfo({ jurisdiction: Object.fromEntries(apis.map((a) => [a, ['admin']])) })));
}

describe('scheduled backups on the backup page', () => {
  it('says when the next backup runs and that the last one failed after the last success', async () => {
    mockApi({
      'GET backup': ok([]),
      'GET backup/schedule': ok({
        ...OFF,
        frequency: 'daily',
        next_run_at: '2026-11-29T02:00:00.000Z',
        last_success: { at: '2026-11-27T02:00:05.000Z', name: A.name, message: 'done' },
        last_failure: { at: '2026-11-28T02:00:03.000Z', name: null, message: 'pg_dump failed: disk full' },
      }),
    });
    renderPage(<BackupListPage />);
    grant(['BackupList']);
    const status = await screen.findByTestId('backup-schedule-status');
    expect(within(status).getByText(/^Next backup: 2026-11-29/)).toBeInTheDocument();
    expect(
      within(status).getByText(new RegExp(`^Last success: 2026-11-27 .*\\(${A.name}\\)`)),
    ).toBeInTheDocument();
    const alert = within(status).getByRole('alert');
    expect(alert).toHaveTextContent(/Last failure: 2026-11-28 .*: pg_dump failed: disk full/);
    expect(alert.className).toMatch(/error/);
    // Reading the schedule needs no more than the list; changing it needs BackupSchedule.
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  });

  it('turns a daily schedule on and shows the state the server answers', async () => {
    const calls = mockApi({
      'GET backup': ok([]),
      'GET backup/schedule': ok(OFF),
      'POST backup/schedule': (call) =>
        ok({ ...OFF, ...(call.body as object), next_run_at: '2026-11-29T02:00:00.000Z' }),
    });
    renderPage(<BackupListPage />);
    grant(['BackupList', 'BackupSchedule']);
    expect(await screen.findByText('Scheduled backups are off')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByText('Daily'));
    await u.click(screen.getByRole('button', { name: 'Save schedule' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      frequency: 'daily',
      time: '02:00',
      weekday: 1,
      type: 'db',
      keep: 7,
    });
    expect(await screen.findByText(/^Next backup: 2026-11-29/)).toBeInTheDocument();
    expect(await screen.findByText('Backup schedule saved')).toBeInTheDocument();
  });

  it('shows the server’s message on the field it refuses, and offers the weekday only weekly', async () => {
    mockApi({
      'GET backup': ok([]),
      'GET backup/schedule': ok(OFF),
      'POST backup/schedule': () => ({
        body: { result: 'error', status: 42200, message: 'invalid', errors: { keep: ['Keep is too many'] } },
      }),
    });
    renderPage(<BackupListPage />);
    grant(['BackupList', 'BackupSchedule']);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByText('Daily'));
    expect(screen.queryByText('Weekday')).toBeNull();
    await u.click(screen.getByText('Weekly'));
    expect(screen.getByText('Weekday')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Keep is too many')).toBeInTheDocument();
  });
});

describe('deleting several backups', () => {
  it('deletes the chosen ones in one call after confirmation', async () => {
    const calls = mockApi({
      'GET backup': ok([C, B, A]),
      'GET backup/schedule': ok(OFF),
      'POST backup/destroy/0': ok('Deleted'),
    });
    renderPage(<BackupListPage />);
    grant(['BackupList', 'BackupDestroy']);
    const u = userEvent.setup({ delay: null });
    for (const name of [A.name, C.name]) {
      const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
      await u.click(within(row).getByRole('checkbox'));
    }
    await u.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(calls.some((c) => c.path === 'backup/destroy/0')).toBe(false);
    await u.click(await screen.findByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === 'backup/destroy/0')).toBe(true));
    expect(calls.find((c) => c.path === 'backup/destroy/0')?.body).toEqual({ names: [A.name, C.name] });
  });

  it('offers no choice of rows without BackupDestroy', async () => {
    mockApi({ 'GET backup': ok([A]), 'GET backup/schedule': ok(OFF) });
    renderPage(<BackupListPage />);
    grant(['BackupList']);
    const row = (await screen.findByText(A.name)).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });
});
