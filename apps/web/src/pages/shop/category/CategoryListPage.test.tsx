import type { CategoryNode } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { CategoryListPage } from './CategoryListPage';
import { categoryNode } from './testCategories';

vi.setConfig({ testTimeout: 20_000 });

const node = (id: number, name: string, pid: number, level: number, children: CategoryNode[] = []) =>
  categoryNode({ id, name, pid, level, children, goods_count: id === 2 ? 4 : 0 });
const empty = ok({ data: [], total: 0, per_page: 200, current_page: 1, last_page: 1 });

describe('category list', () => {
  it('shows the tree, adds a sub-category under its row and shows why a delete is refused', async () => {
    const calls = mockApi({
      'GET category': ok([node(1, 'Digital', 0, 1, [node(2, 'Phones', 1, 2)])]),
      'GET specification': empty,
      'GET brand': empty,
      'POST category': ok(node(3, 'Tablets', 1, 2)),
      'POST category/destroy/2': fail(40900, 'This category still holds 4 goods and cannot be deleted'),
    });
    renderPage(<CategoryListPage />);
    const phones = await screen.findByRole('row', { name: /Phones/ });
    expect(within(phones).getByText('4')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    const digital = screen.getByRole('row', { name: /Digital/ });
    await u.click(within(digital).getByRole('button', { name: 'Add sub-category' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Name'), 'Tablets');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === 'category')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === 'category')?.body).toMatchObject({
      name: 'Tablets',
      pid: 1,
      visible: 1,
      recommend: 0,
    });

    await u.click(within(phones).getByRole('button', { name: 'Delete' }));
    await u.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('This category still holds 4 goods and cannot be deleted'),
    ).toBeInTheDocument();
  });
});
