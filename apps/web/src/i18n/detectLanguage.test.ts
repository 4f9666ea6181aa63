import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../lib/cookies';
import { detectLanguage, i18n, LANGUAGE_COOKIE, saveLanguage } from './index';

describe('detectLanguage (cookie, then a built-in browser language, else zh)', () => {
  afterEach(() => {
    cookies.remove(LANGUAGE_COOKIE);
    vi.restoreAllMocks();
  });

  const browser = (language: string) =>
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);

  it('uses the browser language when a pack exists for it', () => {
    browser('en-US');
    expect(detectLanguage()).toBe('en');
    browser('zh-TW');
    expect(detectLanguage()).toBe('zh');
  });

  it('falls back to zh for a browser language without a pack', () => {
    browser('fr-FR');
    expect(detectLanguage()).toBe('zh');
  });

  it('prefers the stored choice, kept for a year', () => {
    browser('en-US');
    const set = vi.spyOn(cookies, 'set');
    saveLanguage('zh');
    expect(set).toHaveBeenCalledWith(LANGUAGE_COOKIE, 'zh', 365);
    expect(detectLanguage()).toBe('zh');
  });

  it('ignores a stored value that is not a language code', () => {
    browser('en-GB');
    cookies.set(LANGUAGE_COOKIE, 'not a code!');
    expect(detectLanguage()).toBe('en');
  });

  it('takes the stored code of an added language (its catalog comes from the server), in lower case', () => {
    browser('en-GB');
    cookies.set(LANGUAGE_COOKIE, 'ja');
    expect(detectLanguage()).toBe('ja');
    cookies.set(LANGUAGE_COOKIE, 'zh-TW');
    expect(detectLanguage()).toBe('zh-tw');
  });

  it('keeps the page’s lang on the UI language', async () => {
    const before = i18n.language;
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    await i18n.changeLanguage(before);
  });
});
