import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { LanguageForm } from './LanguageForm';

vi.setConfig({ testTimeout: 20_000 });

describe('language form', () => {
  it('asks before closing with unsaved changes and keeps them when the person stays', async () => {
    const onClose = vi.fn();
    mockApi({});
    renderPage(<LanguageForm row={null} onClose={onClose} />);
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

  it('keeps the form open with its input when the record changed meanwhile (40900)', async () => {
    const onClose = vi.fn();
    mockApi({ 'POST language/5': fail(40900, 'The data was changed by someone else') });
    renderPage(
      <LanguageForm
        row={{ id: 5, name: 'Deutsch', code: 'de', sort: 3, state: 1, version: 1 }}
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
});
