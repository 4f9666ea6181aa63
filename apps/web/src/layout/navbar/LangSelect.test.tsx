import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../api/browser';
import { mockApi, ok } from '../../api/test-support';
import { withAntApp } from '../../app/testUtils';
import { LANGUAGE_COOKIE } from '../../i18n';
import { cookies } from '../../lib/cookies';
import { LangSelect } from './LangSelect';

vi.setConfig({ testTimeout: 20_000 });

function renderSwitch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{withAntApp(<LangSelect />)}</QueryClientProvider>);
}

/** Opens the menu once `last` is among its items; their names. */
const openMenu = async (last: string) => {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Language' }));
  await screen.findByRole('menuitem', { name: last });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('LangSelect (the navbar language switch)', () => {
  it('lists the languages of GET lang, an added one among them, and switches to it by its code', async () => {
    mockApi({
      'GET lang': ok([
        { name: '中文', code: 'zh', built_in: true },
        { name: 'English', code: 'en', built_in: true },
        { name: '日本語', code: 'ja', built_in: false },
      ]),
    });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderSwitch();
    expect(await openMenu('日本語')).toEqual(['中文', 'English', '日本語']);
    await userEvent.setup().click(screen.getByRole('menuitem', { name: '日本語' }));
    expect(cookies.get(LANGUAGE_COOKIE)).toBe('ja');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('offers zh and en when the list cannot be read', async () => {
    mockApi({});
    renderSwitch();
    expect(await openMenu('English')).toEqual(['中文', 'English']);
  });
});
