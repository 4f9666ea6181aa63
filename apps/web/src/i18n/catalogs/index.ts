import type { Lang } from '@bo/contract';

export type Catalog = Record<string, unknown>;

/**
 * One chunk per language: a page loads only its own language's messages (switching reloads the page).
 * These are the texts of every page; the declared resources' texts come with the signed-in pages
 * ({@link declaredTextLoader}).
 */
export const catalogLoaders: Record<Lang, () => Promise<Catalog>> = {
  zh: async () => (await import('./zh')).zhCatalog,
  en: async () => (await import('./en')).enCatalog,
};

/** The declared resources' texts of a built-in language: merged key by key into its catalog. */
export const declaredTextLoader = async (lang: Lang): Promise<Catalog> =>
  (await import('./declared')).declaredTexts(lang);

/** A built-in language's whole catalog: its messages with the declared resources' texts merged in. */
export async function wholeCatalog(lang: Lang): Promise<Catalog> {
  const [catalog, declared] = await Promise.all([catalogLoaders[lang](), declaredTextLoader(lang)]);
  return mergeTexts(catalog, declared);
}

const isGroup = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `added` merged in key by key, as i18next adds a bundle deeply (neither is changed). */
export function mergeTexts(base: Catalog, added: Catalog): Catalog {
  const merged: Catalog = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const own = merged[key];
    merged[key] = isGroup(own) && isGroup(value) ? mergeTexts(own, value) : value;
  }
  return merged;
}
