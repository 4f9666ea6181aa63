import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../api/test-support';
import { userInfo } from '../../../auth/test-user';
import { renderPage } from '../../../components/resource/test-render';
import { getSession, setUserInfo } from '../../../stores/session';
import { AdminForm } from './AdminForm';
import { adminRow } from './testAdmins';

vi.setConfig({ testTimeout: 20_000 });

const roles = ok({
  data: [
    { id: 1, name: 'Administrator', code: 'admin', permission_ids: [] },
    { id: 2, name: 'Editor', code: 'editor', permission_ids: [] },
  ],
  total: 2,
  per_page: 200,
  current_page: 1,
  last_page: 1,
});

const row = adminRow({
  email: 'alice@example.com',
  phone: '13800000000',
  organization_id: 3,
  organization_name: 'Finance bureau',
  department_id: 4,
  department_name: 'Assets office',
  data_scope: 'department',
  version: 5,
});

/** renderPage signs in a scope-"all" admin; this narrows it to "department" before the form opens. */
function AsDepartmentAdmin() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setUserInfo({ ...(getSession().info ?? userInfo()), data_scope: 'department' });
    setReady(true);
  }, []);
  return ready ? <AdminForm row={null} onClose={() => {}} /> : null;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('admin form', () => {
  it('leaves an empty password out of an edit and sends the version', async () => {
    const calls = mockApi({ 'GET manage': roles, 'POST admin/7': ok('Saved') });
    const onClose = vi.fn();
    renderPage(<AdminForm row={row} onClose={onClose} />);
    await screen.findByRole('dialog');
    const u = userEvent.setup({ delay: null });
    await u.clear(field('Nickname'));
    await u.type(field('Nickname'), 'Alice B{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('admin/7');
    expect(post?.body).not.toHaveProperty('password');
    expect(post?.body).toMatchObject({
      account: 'alice',
      nickname: 'Alice B',
      role_ids: [2],
      data_scope: 'department',
      organization_id: 3,
      department_id: 4,
      state: 1,
      version: 5,
    });
  });

  it('sends a new password when one is typed on edit', async () => {
    const calls = mockApi({ 'GET manage': roles, 'POST admin/7': ok('Saved') });
    const onClose = vi.fn();
    renderPage(<AdminForm row={row} onClose={onClose} />);
    await screen.findByRole('dialog');
    const u = userEvent.setup({ delay: null });
    await u.type(field('Password'), 'NewSecret123{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ password: 'NewSecret123' });
  });

  it('shows the server field errors next to the fields and keeps the input', async () => {
    mockApi({
      'GET manage': roles,
      'POST admin/7': fail(42200, 'The given data was invalid', { account: ['Account already exists'] }),
    });
    const onClose = vi.fn();
    renderPage(<AdminForm row={row} onClose={onClose} />);
    await screen.findByRole('dialog');
    const u = userEvent.setup({ delay: null });
    await u.clear(field('Account'));
    await u.type(field('Account'), 'bob');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account already exists')).toBeInTheDocument();
    expect(field('Account')).toHaveValue('bob');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server message on the organization or department under the placement field', async () => {
    mockApi({
      'GET manage': roles,
      'POST admin/7': fail(42200, 'Data scope refused', {
        department_id: ['Department cannot reach beyond your own data scope'],
      }),
    });
    const onClose = vi.fn();
    renderPage(<AdminForm row={row} onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));
    const text = await screen.findByText('Department cannot reach beyond your own data scope');
    expect(text.closest('.ant-form-item')?.textContent).toContain('Organization / department');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts a new account with the creator’s own data scope (the widest it may give)', async () => {
    mockApi({ 'GET manage': roles });
    renderPage(<AsDepartmentAdmin />);
    await screen.findByRole('dialog');
    expect(await screen.findByText('Own department')).toBeInTheDocument();
  });

  it('requires a password when creating', async () => {
    const calls = mockApi({ 'GET manage': roles });
    renderPage(<AdminForm row={null} onClose={vi.fn()} />);
    await screen.findByRole('dialog');
    const u = userEvent.setup({ delay: null });
    await u.type(field('Account'), 'carol');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Password')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
