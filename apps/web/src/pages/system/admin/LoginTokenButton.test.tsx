import { ALL_PERMISSION_APIS } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogTitled, listPage, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { AdminListPage } from './AdminListPage';
import { adminRow } from './testAdmins';

vi.setConfig({ testTimeout: 20_000 });

const row = (id: number, account: string, state = 1) =>
  adminRow({ id, account, nickname: account.toUpperCase(), state });

/** The signed-in admin is id 1 (renderPage); alice is another account, bob a disabled one. */
const rows = [row(1, 'me'), row(7, 'alice'), row(8, 'bob', 0)];
const api = (extra = {}) =>
  mockApi({ 'GET admin': ok(listPage(rows)), 'GET manage': ok(listPage([])), ...extra });

const rowOf = async (account: string) => (await screen.findByText(account)).closest('tr') as HTMLElement;

describe('admin list: login token', () => {
  it('issues a token after a confirmation and shows its link to copy, with its expiry', async () => {
    const calls = api({ 'POST admin/login-token/7': ok({ token: 'eyJzdWIiOjd9.c2ln', expires_in: 300 }) });
    renderPage(<AdminListPage />);
    const u = userEvent.setup({ delay: null });
    await u.click(within(await rowOf('alice')).getByRole('button', { name: 'Login token' }));

    const confirm = await dialogTitled('Issue a login token for alice?');
    expect(within(confirm).getByText(/can sign in once as alice.*valid for 5 minutes/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.click(within(confirm).getByRole('button', { name: 'Issue' }));

    const dialog = await dialogTitled('Login token for alice');
    const link = `${window.location.origin}/tokenlogin?token=eyJzdWIiOjd9.c2ln`;
    expect(within(dialog).getByLabelText('Login link')).toHaveValue(link);
    expect(
      within(dialog).getByText(/^Valid until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(5 minutes\), works only once$/),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['admin/login-token/7']);

    await u.click(within(dialog).getByRole('button', { name: /Copy link/ }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('offers no token for oneself or a disabled account', async () => {
    api();
    renderPage(<AdminListPage />);
    expect(within(await rowOf('me')).getByRole('button', { name: 'Login token' })).toBeDisabled();
    expect(within(await rowOf('bob')).getByRole('button', { name: 'Login token' })).toBeDisabled();
    expect(within(await rowOf('alice')).getByRole('button', { name: 'Login token' })).toBeEnabled();
  });

  it('hides the action from an administrator without AdminLoginToken', async () => {
    api();
    renderPage(
      <AdminListPage />,
      '/page',
      '*',
      ALL_PERMISSION_APIS.filter((a) => a !== 'AdminLoginToken'),
    );
    const alice = await rowOf('alice');
    expect(within(alice).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(alice).queryByRole('button', { name: 'Login token' })).toBeNull();
  });
});
