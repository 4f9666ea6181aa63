import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarUpload } from '../../account/AvatarUpload';
import type { MediaRow } from '../../api/media';
import { type ApiCall, listPage, mockApi, ok } from '../../api/test-support';
import { renderPage } from '../resource/test-render';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { FileInput } from '../upload/FileInput';
import { ImageInput } from '../upload/ImageInput';
import { ImageListInput } from '../upload/ImageListInput';

vi.setConfig({ testTimeout: 20_000 });

const file = (id: number, name: string, type: MediaRow['type'] = 'image'): MediaRow => ({
  id,
  url: `/uploads/2026/11/${String(id).repeat(32).slice(0, 32)}.${type === 'image' ? 'png' : 'mp4'}`,
  name,
  size: 1000,
  type,
  mime: type === 'image' ? 'image/png' : 'video/mp4',
  group: 'photo',
  created_at: '2026-11-20T08:00:00Z',
  uploader: 'admin',
  used_by: [],
});
const [sea, hill, lake] = [file(1, 'sea.png'), file(2, 'hill.png'), file(3, 'lake.png')];

function library(calls: ApiCall[]) {
  return mockApi({
    'GET media': (call) => {
      calls.push(call);
      const keyword = call.query.get('keyword');
      return ok(listPage([sea, hill, lake].filter((f) => !keyword || f.name.includes(keyword))));
    },
  });
}

describe('choose from the media library', () => {
  it('fills an image field with the chosen file, searching images only', async () => {
    const calls: ApiCall[] = [];
    library(calls);
    const onChange = vi.fn();
    renderPage(<ImageInput alt="Cover" value="" onChange={onChange} />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /Choose from library/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('sea.png');
    expect(calls[0]?.query.get('type')).toBe('image');

    await u.type(within(dialog).getByLabelText('Keyword'), 'hill{Enter}');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('keyword')).toBe('hill'));
    expect(calls.at(-1)?.query.get('type')).toBe('image');
    await vi.waitFor(() => expect(within(dialog).queryByText('sea.png')).not.toBeInTheDocument());

    const use = within(dialog).getByRole('button', { name: 'Use selected' });
    expect(use).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'hill.png' }));
    await u.click(use);
    expect(onChange).toHaveBeenCalledWith(hill.url);
  });

  it('adds several images to an image list, never beyond its maximum', async () => {
    library([]);
    const onChange = vi.fn();
    renderPage(<ImageListInput value={{ images: [sea.url], master: sea.url }} onChange={onChange} max={3} />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /Choose from library/ }));
    const dialog = await screen.findByRole('dialog');
    await u.click(await within(dialog).findByRole('button', { name: 'hill.png' }));
    await u.click(within(dialog).getByRole('button', { name: 'lake.png' }));
    // Two places were left: the third file cannot be chosen as well.
    expect(within(dialog).getByRole('button', { name: 'sea.png' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Use selected (2)' }));
    expect(onChange).toHaveBeenCalledWith({ images: [sea.url, hill.url, lake.url], master: sea.url });
  });

  it('offers videos to a video field', async () => {
    const calls: ApiCall[] = [];
    library(calls);
    renderPage(<FileInput group="video" onChange={vi.fn()} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Choose from library/ }));
    await screen.findByRole('dialog');
    await vi.waitFor(() => expect(calls[0]?.query.get('type')).toBe('video'));
  });

  it('inserts a library picture into rich text', async () => {
    library([]);
    const onChange = vi.fn();
    renderPage(<RichTextEditor value="<p>Hello</p>" onChange={onChange} />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(await within(dialog).findByRole('button', { name: 'lake.png' }));
    await u.click(within(dialog).getByRole('button', { name: 'Use selected' }));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining(`src="${lake.url}"`)),
    );
  });

  it('sets an avatar from the library', async () => {
    library([]);
    const onChange = vi.fn();
    renderPage(<AvatarUpload value="" onChange={onChange} />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /Choose from library/ }));
    const dialog = await screen.findByRole('dialog');
    await u.click(await within(dialog).findByRole('button', { name: 'sea.png' }));
    await u.click(within(dialog).getByRole('button', { name: 'Use selected' }));
    expect(onChange).toHaveBeenCalledWith(sea.url);
  });

  it('shows no library button without MediaList', async () => {
    library([]);
    renderPage(<ImageInput alt="Cover" value="" onChange={vi.fn()} />, '/page', '*', []);
    expect(screen.getByRole('button', { name: /Upload image/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose from library/ })).not.toBeInTheDocument();
  });
});
