import { DEFAULT_LANG, LANGS, type Lang, uiCatalogs } from '@bo/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookies, ONE_YEAR_DAYS } from '../lib/cookies';

export const LANGUAGE_COOKIE = 'language';

/** Cookie first, then the browser's language when a pack exists for it, else zh (spec §9). */
export function detectLanguage(): Lang {
  const stored = cookies.get(LANGUAGE_COOKIE);
  if (stored && (LANGS as string[]).includes(stored)) return stored as Lang;
  const browser = (typeof navigator !== 'undefined' ? navigator.language : '').toLowerCase();
  const match = LANGS.find((l) => browser.startsWith(l));
  return match ?? DEFAULT_LANG;
}

export function currentLanguage(): Lang {
  return (i18n.language as Lang) || DEFAULT_LANG;
}

/** Stores the choice for a year; the caller reloads the page (spec §4 "Language switch reloads"). */
export function saveLanguage(lang: Lang): void {
  cookies.set(LANGUAGE_COOKIE, lang, ONE_YEAR_DAYS);
}

void i18n.use(initReactI18next).init({
  resources: {
    zh: { translation: uiCatalogs.zh },
    en: { translation: uiCatalogs.en },
  },
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
