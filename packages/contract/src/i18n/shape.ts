/** The same nested keys as `T`, every leaf a string: keeps the zh and en catalogs equal in keys. */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };

/** The built-in languages: their catalogs ship with the code; any other comes as an uploaded catalog. */
export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
export const DEFAULT_LANG: Lang = 'zh';
/**
 * What a language without built-in texts falls back to: server messages, and each UI text its uploaded
 * catalog lacks (a key added by a later version).
 */
export const FALLBACK_LANG: Lang = 'en';

/** A language's code: a language subtag and an optional region or script (`ja`, `pt-BR`, `zh-TW`). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

export function isBuiltInLang(code: string): code is Lang {
  return (LANGS as readonly string[]).includes(code);
}

/**
 * Normalizes a `Lang` header or cookie value to a built-in language: Chinese of any region (`zh-CN`,
 * `zh-TW`) is zh; none at all is the default (zh); any other (`en_US`, `ja`, `fr`) is English, the
 * language an administrator's added language falls back to.
 */
export function normalizeLang(value: string | null | undefined): Lang {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v.startsWith('zh')) return 'zh';
  return FALLBACK_LANG;
}
