import { regionNodeSchema, regionRowSchema } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { contractFixture } from '../../../test/contract-fixture';
import { RegionListPage } from './RegionListPage';

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
    const router = renderPage(<RegionListPage />, '/region?keyword=%E5%B8%82&page=3');
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
});
