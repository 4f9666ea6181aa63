import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { withAntApp } from '../app/testUtils';
import { useReturnFocus } from './useReturnFocus';

/**
 * A list's "new" button and the dialog it mounts only while open, as the lists do; `onClosing` runs as
 * the dialog is cancelled (something else taking the focus).
 */
function Opener({ returning, onClosing }: { returning: boolean; onClosing?: () => void }) {
  const [open, setOpen] = useState(false);
  useReturnFocus(returning && open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New</Button>
      <Button>Elsewhere</Button>
      {open ? (
        <Modal
          open
          title="Create"
          onCancel={() => {
            onClosing?.();
            setOpen(false);
          }}
        >
          <input aria-label="Name" />
        </Modal>
      ) : null}
    </>
  );
}

/** Opens the dialog with the keyboard, types in it and closes it with Escape. */
async function openAndEscape(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'New' }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByLabelText('Name'));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('useReturnFocus', () => {
  it('gives the focus back to the button that opened a dialog closed with Escape', async () => {
    const user = userEvent.setup();
    render(withAntApp(<Opener returning />));
    await openAndEscape(user);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New' }));
  });

  it('is what does it: without it the focus falls to the page', async () => {
    const user = userEvent.setup();
    render(withAntApp(<Opener returning={false} />));
    await openAndEscape(user);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves a focus that something else took as the dialog closed', async () => {
    const user = userEvent.setup();
    const elsewhere = () => screen.getByRole('button', { name: 'Elsewhere' }).focus();
    render(withAntApp(<Opener returning onClosing={elsewhere} />));
    await openAndEscape(user);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
