import { ALL_PERMISSION_APIS, regionNodeSchema, regionResource, regionRowSchema } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { contractFixture } from '../../../test/contract-fixture';
import { renderPage } from '../test-render';
import { LazyTreePage } from './LazyTreePage';

const node = (id: number, name: string) =>
  contractFixture(regionNodeSchema, {
    id,
    parent_id: 0,
    name,
    code: String(110000 + id),
    has_children: false,
  });
const row = (id: number, name: string) =>
  contractFixture(regionRowSchema, { ...node(id, name), level: 1, sort: 0, path: [], version: 1 });

describe('region list', () => {
  it('keeps its search and page in the address, so a reload shows the same rows', async () => {
    const searches: ApiCall[] = [];
    mockApi({
      'GET region': (call) => {
        if (!call.query.has('keyword')) return ok([node(1, '北京市')]);
        searches.push(call);
        return ok({ data: [row(2, '天津市')], total: 41, per_page: 20, current_page: 3, last_page: 3 });
      },
    });
    const router = renderPage(<LazyTreePage resource={regionResource} />, '/region?keyword=%E5%B8%82&page=3');
    expect(await screen.findByText('天津市')).toBeInTheDocument();
    expect(searches[0]?.query.get('keyword')).toBe('市');
    expect(searches[0]?.query.get('page')).toBe('3');

    const u = userEvent.setup({ delay: null });
    const box = screen.getByLabelText('Name or code');
    await u.clear(box);
    await u.type(box, '津{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E6%B4%A5'));
    await waitFor(() => expect(searches.at(-1)?.query.get('page')).toBe('1'));
  });

  it('loads a level when its row opens, names the levels, and edits a record loaded whole', async () => {
    const calls = mockApi({
      'GET region': (call) =>
        call.query.get('parent_id') === '1'
          ? ok([{ ...node(3, '东城区'), parent_id: 1 }])
          : ok([{ ...node(1, '北京市'), has_children: true }]),
      'GET region/3': ok({
        ...row(3, '东城区'),
        parent_id: 1,
        level: 2,
        sort: 5,
        version: 4,
        path: [{ id: 1, name: '北京市' }],
      }),
      'POST region/3': ok('Saved'),
    });
    renderPage(<LazyTreePage resource={regionResource} />, '/region', '*', ALL_PERMISSION_APIS);
    const beijing = await screen.findByRole('row', { name: /北京市/ });
    expect(within(beijing).getByText('Province')).toBeInTheDocument();
    // The level follows the code, as declared; regions show no id.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.filter(Boolean)).toEqual(['Name', 'Division code', 'Level', 'Actions']);
    expect(screen.queryByText('东城区')).toBeNull();
    const u = userEvent.setup({ delay: null });
    await u.click(within(beijing).getByRole('button', { name: /expand/i }));
    const district = await screen.findByRole('row', { name: /东城区/ });
    expect(within(district).getByText('City')).toBeInTheDocument();
    expect(within(district).getByRole('button', { name: 'Add child' })).toBeInTheDocument();

    await u.click(within(district).getByRole('button', { name: 'Edit' }));
    // The record loads whole first, then the form opens on it, its parent named.
    const code = await screen.findByLabelText('Division code');
    const dialog = screen.getByRole('dialog', { name: 'Edit region' });
    expect(within(dialog).getByText('北京市')).toBeInTheDocument();
    await u.clear(code);
    await u.type(code, '11a');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText(/Division code/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    await u.clear(code);
    await u.type(code, '110199');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === 'region/3')?.body).toEqual({
        parent_id: 1,
        name: '东城区',
        code: '110199',
        sort: 5,
        version: 4,
      }),
    );
  });
});
