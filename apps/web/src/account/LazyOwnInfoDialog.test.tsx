import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { describe, expect, it } from 'vitest';
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
