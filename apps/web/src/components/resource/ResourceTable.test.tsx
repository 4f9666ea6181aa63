import { languageResource } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok } from '../../api/test-support';
import { DeclaredListPage } from './declared/DeclaredListPage';
import { renderPage } from './test-render';

vi.setConfig({ testTimeout: 20_000 });

const rows = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Lang ${i + 1}`,
  code: `l${i + 1}`,
  sort: i,
  state: 1,
}));

function languages(calls: ApiCall[] = []) {
  return (call: ApiCall) => {
    calls.push(call);
    const page = Number(call.query.get('page') ?? 1);
    return ok({
      data: rows.map((r) => ({ ...r, name: `${r.name} p${page}` })),
      total: 25,
      per_page: 10,
      current_page: page,
      last_page: 3,
    });
  };
}

const lastQuery = (calls: ApiCall[]) => calls[calls.length - 1]?.query;

describe('ResourceTable (on the languages list)', () => {
  it('reads page, limit and sort from the URL and asks the server for them', async () => {
    const calls = mockApi({ 'GET language': languages() });
    renderPage(<DeclaredListPage resource={languageResource} />, '/system/language?page=2&sort=-id');
    expect(await screen.findByText('Lang 1 p2')).toBeInTheDocument();
    const query = lastQuery(calls);
    expect(query?.get('page')).toBe('2');
    expect(query?.get('limit')).toBe('10');
    expect(query?.get('sort')).toBe('-id');
    expect(screen.getByText('25 items')).toBeInTheDocument();
  });

  it('sorts on the server when a column header is clicked and keeps it in the URL', async () => {
    const calls = mockApi({ 'GET language': languages() });
    const router = renderPage(<DeclaredListPage resource={languageResource} />, '/system/language?page=3');
    await screen.findByText('Lang 1 p3');
    // The table is covered by its loading mask while the sorted page loads.
    const u = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await u.click(screen.getByRole('columnheader', { name: /Sort/ }));
    await waitFor(() => expect(lastQuery(calls)?.get('sort')).toBe('sort'));
    expect(lastQuery(calls)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?sort=sort');
    await u.click(screen.getByRole('columnheader', { name: /Sort/ }));
    await waitFor(() => expect(lastQuery(calls)?.get('sort')).toBe('-sort'));
    expect(router.state.location.search).toBe('?sort=-sort');
  });

  it('pages through the list and writes the page into the URL', async () => {
    const calls = mockApi({ 'GET language': languages() });
    const router = renderPage(<DeclaredListPage resource={languageResource} />, '/system/language');
    await screen.findByText('Lang 1 p1');
    const u = userEvent.setup({ delay: null });
    await u.click(within(screen.getByRole('list')).getByTitle('2'));
    expect(await screen.findByText('Lang 1 p2')).toBeInTheDocument();
    expect(lastQuery(calls)?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the error with a retry that loads again', async () => {
    let failing = true;
    mockApi({ 'GET language': (call) => (failing ? fail(50000, 'Server down') : languages()(call)) });
    renderPage(<DeclaredListPage resource={languageResource} />, '/system/language');
    expect(await screen.findByText('The data could not be loaded')).toBeInTheDocument();
    failing = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lang 1 p1')).toBeInTheDocument();
  });

  it('disables deleting zh and en', async () => {
    mockApi({
      'GET language': ok({
        data: [
          { id: 1, name: '中文', code: 'zh', sort: 0, state: 1 },
          { id: 3, name: 'Français', code: 'fr', sort: 2, state: 1 },
        ],
        total: 2,
        per_page: 10,
        current_page: 1,
        last_page: 1,
      }),
    });
    renderPage(<DeclaredListPage resource={languageResource} />, '/system/language');
    const zh = (await screen.findByText('中文')).closest('tr') as HTMLElement;
    const fr = screen.getByText('Français').closest('tr') as HTMLElement;
    expect(within(zh).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(fr).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
