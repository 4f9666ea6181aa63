import { languageResource, type SavedView } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { DeclaredListPage } from '../declared/DeclaredListPage';
import { renderPage } from '../test-render';
import { PageNameContext } from './pageName';

vi.setConfig({ testTimeout: 20_000 });

const rows = [{ id: 1, name: 'English', code: 'en', sort: 1, state: 1 }];
const page = { data: rows, total: 1, per_page: 10, current_page: 1, last_page: 1 };

const view = (over: Partial<SavedView> = {}): SavedView => ({
  id: 7,
  page: 'LanguageList',
  name: 'Mine',
  query: { keyword: 'eng', sort: '-sort' },
  columns: [
    { key: 'sort', visible: true },
    { key: 'name', visible: true },
    { key: 'code', visible: false },
  ],
  density: 'small',
  shared_role_ids: [],
  is_default: true,
  own: true,
  owner_id: 1,
  owner_name: 'admin',
  updated_at: '2024-01-01T00:00:00.000Z',
  ...over,
});

function open(url: string, views: SavedView[] = [], calls?: ApiCall[]) {
  const made = mockApi({
    'GET language': ok(page),
    'GET view': ok(views),
    'GET view/preference': ok(null),
    'GET view/roles': ok([{ id: 3, name: 'Editors' }]),
    'POST view/preference': (call) => ok(call.body),
    'POST view': (call) => ok(view({ ...(call.body as object), id: 9, is_default: false })),
  });
  const router = renderPage(
    <PageNameContext value={{ name: 'LanguageList', memory: new Map() }}>
      <DeclaredListPage resource={languageResource} />
    </PageNameContext>,
    url,
  );
  return { router, calls: calls ?? made };
}

const u = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter(Boolean);

describe('saved views and columns on a list', () => {
  it('hides and moves columns from the Columns popover and keeps the choice on the server', async () => {
    const { calls } = open('/system/language');
    await screen.findByText('English');
    const u = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await u.click(screen.getByRole('button', { name: /Columns/ }));
    const panel = await screen.findByRole('list', { name: 'Columns' });
    await u.click(within(panel).getByRole('checkbox', { name: 'Code' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Code/ })).toBeNull());
    await u.click(within(panel).getByRole('button', { name: 'Move Sort up' }));
    await u.click(within(panel).getByRole('button', { name: 'Move Sort up' }));
    await waitFor(() => expect(headers().indexOf('Sort')).toBeLessThan(headers().indexOf('Name')));
    const saved = calls.filter((c) => c.method === 'POST' && c.path === 'view/preference').at(-1);
    expect(saved?.body).toMatchObject({
      page: 'LanguageList',
      columns: expect.arrayContaining([{ key: 'code', visible: false }]),
    });
  });

  it('works from the keyboard alone: open, toggle, move and close with Escape', async () => {
    open('/system/language');
    await screen.findByText('English');
    const u = userEvent.setup({ delay: null });
    const button = screen.getByRole('button', { name: /Columns/ });
    button.focus();
    await u.keyboard('{Enter}');
    const panel = await screen.findByRole('list', { name: 'Columns' });
    const first = within(panel).getAllByRole('checkbox')[0] as HTMLElement;
    await waitFor(() => expect(first).toHaveFocus());
    const name = first.closest('label')?.textContent ?? '';
    expect(headers()).toContain(name);
    await u.keyboard(' ');
    await waitFor(() => expect(headers()).not.toContain(name));
    // The first column has no "up": Tab goes on to its "down".
    await u.tab();
    expect(document.activeElement).toHaveAccessibleName(`Move ${name} down`);
    await u.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(panel).getAllByRole('checkbox')[1]?.closest('label')).toHaveTextContent(name),
    );
    await u.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('applies the default view to a page opened without a query: filters, sort, columns', async () => {
    const { router, calls } = open('/system/language', [view()]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-sort&keyword=eng'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === 'language')
          .at(-1)
          ?.query.get('keyword'),
      ).toBe('eng'),
    );
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Code/ })).toBeNull());
    expect(headers().indexOf('Sort')).toBeLessThan(headers().indexOf('Name'));
    expect(screen.getByRole('combobox', { name: 'View' }).closest('.ant-select')).toHaveTextContent('Mine');
  });

  it('leaves a page opened with its own query as it was asked', async () => {
    const { router, calls } = open('/system/language?keyword=zh', [view()]);
    await screen.findByText('English');
    // Both reads the choice waits on are answered, and the view list shows the default unapplied.
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('view')).length).toBe(2));
    await u().click(screen.getByRole('combobox', { name: 'View' }));
    expect(await screen.findByTitle('Mine')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=zh');
    expect(screen.getByRole('columnheader', { name: /Code/ })).toBeInTheDocument();
  });

  it('saves the current filters, columns and density as a named default view', async () => {
    const { calls } = open('/system/language?keyword=en&sort=-sort');
    await screen.findByText('English');
    const u = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await u.click(screen.getByRole('button', { name: 'Save as view' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('View name'), '我的视图');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Default' }));
    await u.click(within(dialog).getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === 'view')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === 'view')?.body).toEqual({
      page: 'LanguageList',
      name: '我的视图',
      query: { keyword: 'en', sort: '-sort' },
      columns: [],
      density: 'default',
      shared_role_ids: [],
      is_default: true,
    });
  });

  it('offers another’s shared view to pick, naming its owner, but not to update', async () => {
    const { router } = open('/system/language', [
      view({ own: false, is_default: false, owner_name: 'Alice' }),
    ]);
    await screen.findByText('English');
    await u().click(screen.getByRole('combobox', { name: 'View' }));
    await u().click(await screen.findByTitle('Mine'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-sort&keyword=eng'));
    expect(screen.getByRole('combobox', { name: 'View' }).closest('.ant-select')).toHaveTextContent(
      'From Alice',
    );
    expect(screen.queryByRole('button', { name: 'Update this view' })).toBeNull();
  });
});
