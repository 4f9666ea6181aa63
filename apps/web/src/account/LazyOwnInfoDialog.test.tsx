import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../api/test-support';
import { userInfo } from '../auth/test-user';
import { setUserInfo } from '../stores/session';
import { LazyOwnInfoDialog } from './LazyOwnInfoDialog';

const dialog = (open: boolean) => (
  <AntApp>
    <LazyOwnInfoDialog open={open} onClose={() => undefined} />
  </AntApp>
);

describe('own info dialog fetched when it opens', () => {
  // The dialog's module is loaded (and, in tests, compiled) on first use: on a busy machine that alone
  // outlasts the second Testing Library waits for the dialog. Loading it here first leaves the
  // assertion only the render to wait for; the lazy boundary still has to resolve it.
  beforeAll(async () => {
    await import('./OwnInfoDialog');
  });

  it('shows nothing while closed, the filled-in form once opened', async () => {
    await switchLanguage('en');
    setUserInfo(userInfo({ nickname: 'Boss' }));
    const view = render(dialog(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(dialog(true));
    const shown = await screen.findByRole('dialog');
    expect(shown).toHaveTextContent('Edit own info');
    expect(screen.getByLabelText('Nickname', { exact: true })).toHaveValue('Boss');
  });
});
