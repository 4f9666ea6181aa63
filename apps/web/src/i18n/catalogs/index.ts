import type { Lang } from '@bo/contract';

export type Catalog = Record<string, unknown>;

/** One chunk per language: a page loads only its own language's messages (switching reloads the page). */
export const catalogLoaders: Record<Lang, () => Promise<Catalog>> = {
  zh: async () => (await import('./zh')).zhCatalog,
  en: async () => (await import('./en')).enCatalog,
};
