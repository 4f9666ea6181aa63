import type { UpdateInfo, UpdateRun } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogTitled, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { UpdateDetailPage } from './UpdateDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const info: UpdateInfo = {
  current: '1.0.0',
  latest: { version: '2.0.0', changelog: '- faster', url: 'https://example.test/r.tar.gz', released_at: '' },
  changelog: '',
  state: 1,
  message: 'Version 2.0.0 is available',
  checked_at: '2026-11-20T08:00:00Z',
};
const answer: UpdateRun = {
  version: '2.0.0',
  message: 'Version 2.0.0 is applied by redeploying: run these commands on the server, in order.',
  commands: ['cd /opt/backoffice', 'npm ci', 'npm run build', 'systemctl restart backoffice.service'],
};

describe('update now', () => {
  it('shows the commands the operator runs, to copy, instead of a vague note', async () => {
    const calls = mockApi({ 'GET update': ok(info), 'POST update/run': ok(answer) });
    renderPage(<UpdateDetailPage />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Update now' }));
    const confirm = await dialogTitled('Update to version 2.0.0?');
    expect(within(confirm).getByText(/lists the commands to run on the server/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.click(within(confirm).getByRole('button', { name: 'Update now' }));

    const dialog = await dialogTitled('Commands that update to version 2.0.0');
    expect(within(dialog).getByText(answer.message)).toBeInTheDocument();
    expect(within(dialog).getByTestId('upgrade-commands').textContent).toBe(answer.commands.join('\n'));
    await u.click(within(dialog).getByRole('button', { name: /Copy the commands/ }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(answer.commands.join('\n'));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    // The footer's button (the corner's × is called Close too).
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((b) => b.textContent === 'Close');
    await u.click(close as HTMLElement);
    await vi.waitFor(() => expect(screen.queryByText('Commands that update to version 2.0.0')).toBeNull());
  });
});
