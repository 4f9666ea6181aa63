import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../api/browser';
import { mockApi, ok } from '../api/test-support';
import { withAntApp } from '../app/testUtils';
import { LANGUAGE_COOKIE } from '../i18n';
import { cookies } from '../lib/cookies';
import { LoginLanguage } from './LoginLanguage';

vi.setConfig({ testTimeout: 20_000 });

const language = (code: string, name: string) => ({ name, code, built_in: code === 'zh' || code === 'en' });

function renderChoice(languages: ReturnType<typeof language>[]) {
  mockApi({ 'GET lang': ok(languages) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{withAntApp(<LoginLanguage />)}</QueryClientProvider>);
}

describe('the login page’s language choice', () => {
  it('shows up to three languages as buttons', async () => {
    renderChoice([language('zh', '中文'), language('en', 'English'), language('ja', '日本語')]);
    expect(await screen.findByText('日本語')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers four or more in a drop-down, loaded when needed, and switches to the one chosen', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderChoice([
      language('zh', '中文'),
      language('en', 'English'),
      language('ja', '日本語'),
      language('ko', '한국어'),
    ]);
    const choice = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.setup().click(choice);
    await userEvent.setup().click(await screen.findByTitle('한국어'));
    expect(cookies.get(LANGUAGE_COOKIE)).toBe('ko');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
