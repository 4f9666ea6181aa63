import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, listPage, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { LanguageListPage } from './LanguageListPage';

vi.setConfig({ testTimeout: 20_000 });

const row = (id: number, name: string, code: string) => ({
  id,
  name,
  code,
  sort: id,
  state: 1,
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
  version: 1,
});

const server = (upload: Parameters<typeof mockApi>[0][string]) =>
  mockApi({
    'GET language': ok(listPage([row(1, '中文', 'zh'), row(3, '日本語', 'ja')])),
    'GET language/catalogs': ok([
      { id: 1, code: 'zh', state: 'built-in', missing: 0, updated_at: null },
      { id: 3, code: 'ja', state: 'none', missing: 0, updated_at: null },
    ]),
    'POST language/catalog/3': upload,
  });

/** The dialog titled `title` (antd's modal, as found by its title). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

const file = (text: string) => new File([text], 'ja.json', { type: 'application/json' });

/** Chooses `content` as the catalog file of the 日本語 row. */
async function uploadToJapanese(content: File) {
  const japanese = (await screen.findByText('日本語')).closest('tr') as HTMLElement;
  await within(japanese).findByText('None: not offered');
  const input = japanese.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.setup({ applyAccept: false }).upload(input, content);
}

describe('the languages page: each row’s catalog', () => {
  it('shows whether a row has a catalog and offers the upload only to added languages', async () => {
    server(ok({}));
    renderPage(<LanguageListPage />);
    const chinese = (await screen.findByText('中文')).closest('tr') as HTMLElement;
    expect(await within(chinese).findByText('Built in')).toBeInTheDocument();
    expect(within(chinese).queryByText('Upload catalog')).toBeNull();
    expect(within(chinese).getByText('Download template')).toBeInTheDocument();
  });

  it('lists every key the server named in a dialog that stays until closed', async () => {
    const calls = server(
      fail(42200, 'resources.common.save is missing', {
        'resources.common.save': ['resources.common.save is missing'],
        'login.title': ['login.title must be a text'],
        extra: ['extra is not a key of the interface; it is left out'],
      }),
    );
    renderPage(<LanguageListPage />);
    await uploadToJapanese(file('{"route": {"System": "システム"}}'));
    const dialog = await dialogTitled('The catalog was not saved');
    expect(within(dialog).getByText('resources.common.save')).toBeInTheDocument();
    expect(within(dialog).getByText('login.title must be a text')).toBeInTheDocument();
    expect(within(dialog).getByText('extra')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ route: { System: 'システム' } });
    // Only when closed (the x above, or the button below) does it go.
    await userEvent
      .setup()
      .click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('resources.common.save')).toBeNull());
  });

  it('says a file that is not JSON is not sent', async () => {
    const calls = server(ok({}));
    renderPage(<LanguageListPage />);
    await uploadToJapanese(file('not json'));
    const dialog = await dialogTitled('The catalog was not saved');
    expect(within(dialog).getByText(/The file is not a JSON object/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
