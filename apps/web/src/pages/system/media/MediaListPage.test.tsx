import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MediaRow } from '../../../api/media';
import { type ApiCall, fail, listPage, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { MediaListPage } from './MediaListPage';

vi.setConfig({ testTimeout: 20_000 });

const HEX = 'a'.repeat(32);
const photo: MediaRow = {
  id: 7,
  url: `/uploads/2026/11/${HEX}.png`,
  name: 'beach.png',
  size: 1_572_864,
  type: 'image',
  mime: 'image/png',
  group: 'photo',
  created_at: '2026-11-20T08:00:00Z',
  uploader: 'admin',
  used_by: [
    { kind: 'good', id: 12, name: 'Blue mug' },
    { kind: 'notice', id: 3, name: 'Holiday' },
  ],
};
const manual: MediaRow = {
  ...photo,
  id: 8,
  url: `/uploads/2026/11/${'b'.repeat(32)}.pdf`,
  name: 'manual.pdf',
  size: 2048,
  type: 'document',
  mime: 'application/pdf',
  used_by: [],
};

describe('media library page', () => {
  it('shows no actions column to a user who may not delete files', async () => {
    mockApi({ 'GET media': ok(listPage([photo, manual])) });
    renderPage(<MediaListPage />, '/system/media', '*', ['MediaList']);
    expect(await screen.findByText('beach.png')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the actions column with the delete action to a user who may delete files', async () => {
    mockApi({ 'GET media': ok(listPage([photo, manual])) });
    renderPage(<MediaListPage />, '/system/media', '*', ['MediaList', 'MediaDestroy']);
    expect(await screen.findByText('beach.png')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('shows thumbnails, formatted sizes, types and "used by" links; keeps search and type in the URL', async () => {
    const calls: ApiCall[] = [];
    mockApi({
      'GET media': (call) => {
        calls.push(call);
        return ok(listPage([photo, manual]));
      },
    });
    const router = renderPage(<MediaListPage />, '/system/media?type=image');
    const row = (await screen.findByText('beach.png')).closest('tr') as HTMLElement;
    expect(calls[0]?.query.get('type')).toBe('image');
    expect(within(row).getByRole('img', { name: 'beach.png' })).toHaveAttribute(
      'src',
      `/uploads/2026/11/${HEX}_64.png`,
    );
    expect(within(row).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(row).getByText('Image')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Goods: Blue mug' })).toHaveAttribute(
      'href',
      '/shop/good/edit/12',
    );
    expect(within(row).getByText('Notice: Holiday')).toBeInTheDocument();
    const other = screen.getByText('manual.pdf').closest('tr') as HTMLElement;
    expect(within(other).getByText('Not used')).toBeInTheDocument();
    expect(within(other).getByText('2 KB')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Keyword'), 'beach{Enter}');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('keyword')).toBe('beach'));
    expect(calls.at(-1)?.query.get('type')).toBe('image');
    expect(router.state.location.search).toBe('?keyword=beach&type=image');
  });

  it('deletes after confirmation and says why when the file is in use', async () => {
    const calls = mockApi({
      'GET media': ok(listPage([photo, manual])),
      'POST media/destroy/7': fail(40900, 'This file is in use and cannot be deleted: Goods “Blue mug”'),
      'POST media/destroy/8': ok('Deleted'),
    });
    renderPage(<MediaListPage />, '/system/media');
    const u = userEvent.setup({ delay: null });
    const used = (await screen.findByText('beach.png')).closest('tr') as HTMLElement;
    await u.click(within(used).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('This file is in use and cannot be deleted: Goods “Blue mug”'),
    ).toBeInTheDocument();

    const unused = screen.getByText('manual.pdf').closest('tr') as HTMLElement;
    await u.click(within(unused).getByRole('button', { name: 'Delete' }));
    const confirms = await screen.findAllByRole('button', { name: 'Yes' });
    await u.click(confirms.at(-1) as HTMLElement);
    await vi.waitFor(() => expect(calls.some((c) => c.path === 'media/destroy/8')).toBe(true));
  });

  it('hides delete without MediaDestroy', async () => {
    mockApi({ 'GET media': ok(listPage([manual])) });
    renderPage(<MediaListPage />, '/system/media', '*', ['MediaList']);
    await screen.findByText('manual.pdf');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    mockApi({ 'GET media': ok(listPage([])) });
    renderPage(<MediaListPage />, '/system/media');
    expect(await screen.findByText('No files in the library yet')).toBeInTheDocument();
  });
});
