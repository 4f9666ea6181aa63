import { placeResource } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { DeclaredTreePage } from '../../../components/resource/declared/DeclaredTreePage';
import { renderPage } from '../../../components/resource/test-render';

vi.setConfig({ testTimeout: 20_000 });

const node = (
  id: number,
  pid: number,
  level: number,
  name: string,
  code: string,
  children: unknown[] = [],
) => ({
  id,
  pid,
  level,
  name,
  code,
  capacity: 0,
  remark: '',
  sort: 0,
  path: name,
  created_at: '',
  updated_at: '',
  version: 1,
  children,
});

describe('places', () => {
  it('shows the tree with levels and adds a zone inside a warehouse', async () => {
    const calls: ApiCall[] = [];
    mockApi({
      'GET storageLocationTree': ok([
        node(1, 0, 1, 'Main warehouse', 'WH-1', [node(2, 1, 2, 'Zone A', 'WH-1-A')]),
      ]),
      'POST storageLocation/create': (call) => {
        calls.push(call);
        return ok(node(3, 1, 2, 'Zone B', 'WH-1-B'));
      },
    });
    renderPage(<DeclaredTreePage resource={placeResource} />);
    const warehouse = await screen.findByRole('row', { name: /Main warehouse/ });
    expect(within(warehouse).getByText('Warehouse')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Zone A/ })).toHaveTextContent('Zone');
    const u = userEvent.setup({ delay: null });
    await u.click(within(warehouse).getByRole('button', { name: 'Add zone' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Name'), 'Zone B');
    await u.type(within(dialog).getByLabelText('Code'), 'WH-1-B');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ name: 'Zone B', code: 'WH-1-B', pid: 1, capacity: 0 });
  });
});
