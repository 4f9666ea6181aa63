/** The same nested keys as `T`, every leaf a string: keeps the zh and en catalogs equal in keys. */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
export const DEFAULT_LANG: Lang = 'zh';

/** Normalizes a `Lang` header or cookie value (`zh-CN`, `en_US`, `EN`) to a supported language. */
export function normalizeLang(value: string | null | undefined): Lang {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('en')) return 'en';
  return 'zh';
}
