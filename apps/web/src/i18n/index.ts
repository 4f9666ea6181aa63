import { DEFAULT_LANG, LANGS, type Lang } from '@bo/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookies, ONE_YEAR_DAYS } from '../lib/cookies';
import { catalogLoaders } from './catalogs';

export const LANGUAGE_COOKIE = 'language';

/** Cookie first, then the browser's language when a pack exists for it, else zh. */
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

/** Stores the choice for a year; the caller reloads the page, so every text is loaded in the new language. */
export function saveLanguage(lang: Lang): void {
  cookies.set(LANGUAGE_COOKIE, lang, ONE_YEAR_DAYS);
}

/** The page's `lang` for each UI language (screen readers, hyphenation and fonts follow it). */
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

/** Keeps `<html lang>` on the UI language, from the first render and on every switch. */
function followLanguage(lang: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[lang as Lang] ?? lang;
}
i18n.on('languageChanged', followLanguage);

// The catalogs come later, from loadCatalogs: the app renders once its language's catalog is in.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
  returnNull: false,
});
followLanguage(i18n.language);

/** Adds the catalogs of `langs` (by default the page's language) that are not loaded yet. */
export async function loadCatalogs(langs: readonly Lang[] = [currentLanguage()]): Promise<void> {
  await Promise.all(
    langs.map(async (lang) => {
      if (i18n.hasResourceBundle(lang, 'translation')) return;
      i18n.addResourceBundle(lang, 'translation', await catalogLoaders[lang]());
    }),
  );
}

export { i18n };
