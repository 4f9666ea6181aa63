import { fieldLimits, roleInputSchema } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type Reply } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { RoleForm } from './RoleForm';

vi.setConfig({ testTimeout: 20_000 });

const tree = ok([
  {
    id: 10,
    pid: 0,
    title: 'Shop',
    api: 'Shop',
    sort: 0,
    state: 1,
    children: [
      { id: 11, pid: 10, title: 'GoodList', api: 'GoodList', sort: 0, state: 1, children: [] },
      { id: 12, pid: 10, title: 'BrandList', api: 'BrandList', sort: 1, state: 1, children: [] },
    ],
  },
  { id: 20, pid: 0, title: 'System', api: 'System', sort: 1, state: 1, children: [] },
]);

/** The confirm step's dialog (the form's own stays open under it). */
function confirmStep(): HTMLElement {
  const dialog = screen.getByTestId('role-preview').closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('no confirm step');
  return dialog;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

function checkbox(title: string): HTMLElement {
  const node = screen.getByTitle(title).closest('.ant-tree-treenode');
  const box = node?.querySelector('.ant-tree-checkbox');
  if (!(box instanceof HTMLElement)) throw new Error(`no checkbox for ${title}`);
  return box;
}

/** A role holding the Shop group and both its pages, with the System heading. */
const shopRole = {
  id: 3,
  name: 'Shop',
  code: 'shop',
  introduction: '',
  permission_ids: [10, 11, 12, 20],
  members: 1,
  created_at: '2026-01-01 00:00:00',
  version: 2,
};

const unchanged = ok({ gains: [], losses: [], admins_affected: 0 });
const shopLoss = ok({
  gains: ['AdminCreate'],
  losses: ['BrandList', 'GoodList', 'Shop'],
  admins_affected: 4,
});

/** Opens the edit of the shop role, unchecks the Shop group and presses Save, the preview answering `preview`. */
async function uncheckShopAndSave(preview: Reply) {
  const calls = mockApi({
    'GET power': tree,
    'POST manage/preview/3': preview,
    'POST manage/3': ok('Saved'),
  });
  const onClose = vi.fn();
  renderPage(<RoleForm row={shopRole} onClose={onClose} />);
  await screen.findByTitle('Goods');
  const u = userEvent.setup({ delay: null });
  await u.click(checkbox('Shop'));
  await u.click(screen.getByRole('button', { name: 'Save' }));
  return { calls, onClose, u };
}

describe('role form', () => {
  it('sends the permissions checked on the tree, with their group', async () => {
    const calls = mockApi({ 'GET power': tree, 'POST manage': ok('Saved') });
    const onClose = vi.fn();
    renderPage(<RoleForm row={null} onClose={onClose} />);
    await screen.findByRole('dialog');
    // Titles are translated through `route.<title>`.
    await screen.findByTitle('Goods');
    const u = userEvent.setup({ delay: null });
    await u.type(field('Name'), 'Goods editor');
    await u.type(field('Code'), 'goods');
    await u.click(checkbox('Goods'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(calls.find((c) => c.path === 'power')?.query.get('all')).toBe('1');
    expect(post?.path).toBe('manage');
    expect(post?.body).toMatchObject({ name: 'Goods editor', code: 'goods' });
    const ids = (post?.body as { permission_ids?: number[] } | undefined)?.permission_ids ?? [];
    expect([...ids].sort()).toEqual([10, 11]);
  });

  it('unchecking a group unchecks its pages', async () => {
    const { calls, onClose } = await uncheckShopAndSave(unchanged);
    // Nothing gained or lost: the edit is saved without a confirm step.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST' && c.path === 'manage/3')?.body).toMatchObject({
      permission_ids: [20],
      version: 2,
    });
  });

  it('shows the admin role holding every permission', async () => {
    mockApi({ 'GET power': tree });
    renderPage(
      <RoleForm
        row={{
          id: 1,
          name: 'Administrator',
          code: 'admin',
          introduction: '',
          permission_ids: [],
          members: 1,
          created_at: '2026-01-01 00:00:00',
          version: 1,
        }}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText('The administrator role holds every permission')).toBeInTheDocument();
    expect(checkbox('Brands')).toHaveClass('ant-tree-checkbox-checked');
    expect(checkbox('System')).toHaveClass('ant-tree-checkbox-checked');
  });

  it('takes a name as long as the server does, and says the server limit past it', async () => {
    const max = fieldLimits(roleInputSchema).name.max ?? 0;
    // The form once stopped at 32 characters while the server took 64.
    expect(max).toBeGreaterThan(32);
    const calls = mockApi({ 'GET power': tree, 'POST manage': ok('Saved') });
    const onClose = vi.fn();
    renderPage(<RoleForm row={null} onClose={onClose} />);
    await screen.findByTitle('Goods');
    const u = userEvent.setup({ delay: null });
    await u.type(field('Code'), 'long');
    await u.type(field('Name'), 'n'.repeat(max + 1));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Name cannot exceed ${max}`)).toBeInTheDocument();
    await u.clear(field('Name'));
    await u.type(field('Name'), 'n'.repeat(max));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'n'.repeat(max) });
  });

  it('shows the gains, losses and admins affected before saving an edit, and cancelling saves nothing', async () => {
    const { calls, onClose, u } = await uncheckShopAndSave(shopLoss);
    const summary = await screen.findByTestId('role-preview');
    expect(summary).toHaveTextContent('Gains AdminCreate');
    expect(summary).toHaveTextContent('Loses BrandListGoodListShop');
    expect(summary).toHaveTextContent('Affects 4 administrators');
    // The preview was asked with the body the save would send; nothing is saved yet.
    expect(calls.find((c) => c.path === 'manage/preview/3')?.body).toMatchObject({
      permission_ids: [20],
      version: 2,
    });
    await u.click(within(confirmStep()).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.path === 'manage/3')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the edit once the confirm step is accepted', async () => {
    const { calls, onClose, u } = await uncheckShopAndSave(shopLoss);
    await screen.findByTestId('role-preview');
    await u.click(within(confirmStep()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === 'manage/3')?.body).toMatchObject({
      permission_ids: [20],
      version: 2,
    });
  });

  it('shows a refusal of the preview under the permissions, saving nothing', async () => {
    const calls = mockApi({
      'GET power': tree,
      'POST manage/preview/3': fail(42200, 'Invalid', {
        permission_ids: ['You can only grant what you hold'],
      }),
    });
    renderPage(<RoleForm row={shopRole} onClose={vi.fn()} />);
    await screen.findByTitle('Goods');
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can only grant what you hold')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'manage/3')).toBe(false);
  });
});
