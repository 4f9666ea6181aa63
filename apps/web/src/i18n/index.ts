import { DEFAULT_LANG, FALLBACK_LANG, isBuiltInLang, LANGS, LANGUAGE_CODE_PATTERN } from '@bo/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookies, ONE_YEAR_DAYS } from '../lib/cookies';
import { catalogLoaders, declaredTextLoader } from './catalogs';
import { fetchCatalog } from './catalogs/remote';

export const LANGUAGE_COOKIE = 'language';

/**
 * A language code as i18next keeps it (`lowerCaseLng`): `zh-TW` and `zh-tw` are one language, and its
 * catalog is found under the code i18next asks for.
 */
export const languageKey = (code: string) => code.toLowerCase();

/**
 * Cookie first (a built-in language, or one an administrator added: its catalog is loaded by code and,
 * should there be none, English is shown); then the browser's language when it is built in; else zh.
 */
export function detectLanguage(): string {
  const stored = cookies.get(LANGUAGE_COOKIE);
  if (stored && LANGUAGE_CODE_PATTERN.test(stored)) return languageKey(stored);
  const browser = (typeof navigator !== 'undefined' ? navigator.language : '').toLowerCase();
  const match = LANGS.find((l) => browser.startsWith(l));
  return match ?? DEFAULT_LANG;
}

/** The UI language's code: zh, en or one an administrator added (`ja`, `zh-tw`). */
export function currentLanguage(): string {
  return i18n.language || DEFAULT_LANG;
}

/** Stores the choice for a year; the caller reloads the page, so every text is loaded in the new language. */
export function saveLanguage(code: string): void {
  cookies.set(LANGUAGE_COOKIE, languageKey(code), ONE_YEAR_DAYS);
}

/** The page's `lang` (screen readers, hyphenation and fonts follow it): the code, zh as zh-CN. */
function followLanguage(lang: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
}
i18n.on('languageChanged', followLanguage);

// The catalogs come later, from loadCatalogs: the app renders once its language's catalog is in. A text
// an added language's catalog lacks (a key a later version added) is shown in English.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANG,
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});
followLanguage(i18n.language);

/** The catalog of one language: bundled for zh and en, from the server for any other. */
async function loadCatalog(code: string): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const catalog = isBuiltInLang(code) ? await catalogLoaders[code]() : await fetchCatalog(code);
  i18n.addResourceBundle(code, 'translation', catalog);
}

/**
 * Adds the catalogs of `langs` (by default the page's language) that are not loaded yet; for an added
 * language English too, its fallback. One whose catalog cannot be had (removed, disabled since the
 * choice was stored) leaves the page in English.
 */
export async function loadCatalogs(langs: readonly string[] = [currentLanguage()]): Promise<void> {
  await Promise.all(
    langs.map(async (code) => {
      if (isBuiltInLang(code)) return loadCatalog(code);
      await loadCatalog(FALLBACK_LANG);
      try {
        await loadCatalog(code);
      } catch (error) {
        console.warn(error);
        if (currentLanguage() === code) await i18n.changeLanguage(FALLBACK_LANG);
      }
    }),
  );
}

/** The built-in languages whose declared resources' texts are in. */
const declaredIn = new Set<string>();

/**
 * The catalogs of `langs` as {@link loadCatalogs} loads them, and the declared resources' texts (page
 * titles, field labels) the signed-in pages show: a built-in language's own, and for an added language
 * English's, which stand in for any its catalog lacks.
 */
export async function loadSignedInTexts(langs: readonly string[] = [currentLanguage()]): Promise<void> {
  await loadCatalogs(langs);
  const builtIn = new Set(langs.map((code) => (isBuiltInLang(code) ? code : FALLBACK_LANG)));
  await Promise.all(
    [...builtIn]
      .filter((code) => !declaredIn.has(code))
      .map(async (code) => {
        i18n.addResourceBundle(code, 'translation', await declaredTextLoader(code), true, false);
        declaredIn.add(code);
      }),
  );
}

export { i18n };
