import { noticeResource, type ResourceRowOf } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listPage, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../test-render';
import { DeclaredForm } from './DeclaredForm';
import { DeclaredListPage } from './DeclaredListPage';

vi.setConfig({ testTimeout: 20_000 });

// A list's row: without its body.
const row: ResourceRowOf<typeof noticeResource> = {
  id: 4,
  title: 'Maintenance',
  author: 'Ops',
  state: 'draft',
  published_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 3,
};

describe('notice form', () => {
  it('loads the body into the rich-text editor and publishes with the version', async () => {
    const calls = mockApi({
      'GET notice/4': ok({ ...row, body: '<p>Tonight <strong>22:00</strong></p>' }),
      'POST notice/4': ok('Saved'),
    });
    const onClose = vi.fn();
    renderPage(<DeclaredForm resource={noticeResource} row={row} onClose={onClose} />);
    // The form opens once the whole notice (with its body) has arrived.
    await waitFor(() => expect(document.querySelector('.ProseMirror strong')?.textContent).toBe('22:00'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Maintenance');
    expect(within(dialog).getByRole('button', { name: 'Bold' })).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await u.click(await screen.findByTitle('Published'));
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Maintenance',
      body: '<p>Tonight <strong>22:00</strong></p>',
      author: 'Ops',
      state: 'published',
      version: 3,
    });
  });

  it('asks for a title and a body before sending', async () => {
    const calls = mockApi({});
    renderPage(<DeclaredForm resource={noticeResource} row={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Please enter Title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter Content')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('links a published notice to its page from the list, and filters by state and publish time', async () => {
    const calls = mockApi({
      'GET notice': ok(
        listPage([
          row,
          { ...row, id: 5, title: 'Holiday', state: 'published', published_at: '2026-01-02T08:00:00Z' },
        ]),
      ),
    });
    renderPage(<DeclaredListPage resource={noticeResource} />, '/system/notice');
    const holiday = await screen.findByRole('row', { name: /Holiday/ });
    expect(within(holiday).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/content/info/5');
    const draft = screen.getByRole('row', { name: /Maintenance/ });
    expect(within(draft).queryByRole('link', { name: 'View' })).toBeNull();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('State')).toBeInTheDocument();
    expect(within(search).getByText('Publish time')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('sort')).toBeNull();
  });
});
