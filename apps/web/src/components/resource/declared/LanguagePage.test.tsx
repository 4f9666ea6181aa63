import { languageResource } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../test-render';
import { DeclaredForm } from './DeclaredForm';

vi.setConfig({ testTimeout: 20_000 });

describe('the language form, a declared resource with locked rows', () => {
  it('asks before closing with unsaved changes and keeps them when the person stays', async () => {
    const onClose = vi.fn();
    mockApi({});
    renderPage(<DeclaredForm resource={languageResource} row={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    const u = userEvent.setup({ delay: null });
    await u.type(within(dialog).getByLabelText('Name'), 'Français');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = (await screen.findAllByText('Discard changes?'))[0]?.closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getByText('The form has unsaved changes that will be lost.')).toBeInTheDocument();
    await u.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Français');
  });

  it('closes with Esc without asking when nothing changed, also after typing and deleting', async () => {
    const onClose = vi.fn();
    mockApi({});
    renderPage(<DeclaredForm resource={languageResource} row={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    const u = userEvent.setup({ delay: null });
    const name = within(dialog).getByLabelText('Name');
    await u.type(name, 'x');
    await u.clear(name);
    await u.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText('Discard changes?')).toBeNull();
  });

  it('keeps the form open with its input when the record changed meanwhile (40900)', async () => {
    const onClose = vi.fn();
    mockApi({ 'POST language/5': fail(40900, 'The data was changed by someone else') });
    renderPage(
      <DeclaredForm
        resource={languageResource}
        row={{
          id: 5,
          name: 'Deutsch',
          code: 'de',
          sort: 3,
          state: 1,
          created_at: '',
          updated_at: '',
          version: 1,
        }}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const u = userEvent.setup({ delay: null });
    await u.type(within(dialog).getByLabelText('Name'), ' (DE){Enter}');
    expect(await screen.findByText('The data was changed by someone else')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Deutsch (DE)'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the code and state of a built-in language as they are, and sends them unchanged', async () => {
    const calls = mockApi({ 'POST language/1': ok('Saved') });
    const onClose = vi.fn();
    renderPage(
      <DeclaredForm
        resource={languageResource}
        row={{
          id: 1,
          name: '中文',
          code: 'zh',
          sort: 0,
          state: 1,
          created_at: '',
          updated_at: '',
          version: 2,
        }}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Code')).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: /State/ })).toBeDisabled();
    const u = userEvent.setup({ delay: null });
    await u.type(within(dialog).getByLabelText('Name'), '简体{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: '中文简体',
      code: 'zh',
      sort: 0,
      state: 1,
      version: 2,
    });
  });
});
