import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { updateInfo } from '../../../api/testUpdate';
import { renderPage } from '../../../components/resource/test-render';
import { UpdateBanner } from './UpdateBanner';

vi.setConfig({ testTimeout: 20_000 });

const info = (state: number, message: string) =>
  updateInfo({
    latest: { version: '0.2.0', changelog: '- faster', url: '', released_at: '2026-12-01' },
    changelog: '# Changelog',
    state,
    message,
    checked_at: '2026-12-02T00:00:00Z',
  });

function render(apis: string[], known?: { version: string; can_update: boolean }) {
  return renderPage(<UpdateBanner known={known} />, '/dashboard', '*', apis);
}

describe('new-version banner', () => {
  it('offers "update now" when a newer version can be installed, linking to UpdateDetail', async () => {
    mockApi({ 'GET update': ok(info(1, 'Version 0.2.0 is available')) });
    const router = render(['UpdateDetail']);
    expect(await screen.findByText('Version 0.2.0 is available')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Update now' });
    expect(link).toHaveAttribute('href', '/system/update');
    await userEvent.setup({ delay: null }).click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/update'));
  });

  it('also shows the unlicensed state with its exact message', async () => {
    const unlicensed = 'Cannot upgrade online without purchasing commercial authorization';
    mockApi({ 'GET update': ok(info(2, unlicensed)) });
    render(['UpdateDetail']);
    expect(await screen.findByText(unlicensed)).toBeInTheDocument();
    expect(screen.getByText('Version 0.2.0 is available')).toBeInTheDocument();
  });

  it.each([0, 3, 4])('stays hidden in state %i', async (state) => {
    const calls = mockApi({ 'GET update': ok(info(state, `state ${state}`)) });
    render(['UpdateDetail']);
    await waitFor(() => expect(calls.some((c) => c.path === 'update')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(`state ${state}`)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update now' })).not.toBeInTheDocument();
  });

  it("shows the dashboard's last known version until the live check responds, then follows the check", async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    mockApi({ 'GET update': () => pending.then(() => ok(info(0, 'You are running the latest version'))) });
    render(['UpdateDetail'], { version: '0.3.0', can_update: true });
    expect(await screen.findByText('Version 0.3.0 is available')).toBeInTheDocument();
    answer(null);
    await waitFor(() => expect(screen.queryByText('Version 0.3.0 is available')).not.toBeInTheDocument());
  });

  it('does not ask without the UpdateDetail permission', async () => {
    const calls = mockApi({ 'GET update': ok(info(1, 'Version 0.2.0 is available')) });
    render(['Dashboard']);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Update now' })).not.toBeInTheDocument();
  });
});
