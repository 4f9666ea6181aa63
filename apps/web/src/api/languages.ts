import type { CatalogSaved, LanguageCatalogState, LanguageOption } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

/** The built-in languages, offered when `GET lang` cannot be read (their texts ship with the app). */
const BUILT_IN_MENU: LanguageOption[] = [
  { code: 'zh', name: '中文', built_in: true },
  { code: 'en', name: 'English', built_in: true },
];

/** Cached under the language rows' key: a change to the rows refreshes it too. */
const catalogStatesKey = ['language', 'catalogs'] as const;
const menuKey = ['lang'] as const;

/**
 * The languages of the switchers (navbar, login page): `GET lang`, the built-in and the added ones
 * whose catalog holds every text; zh and en while it loads or when it cannot be read.
 */
export function useMenuLanguages(): LanguageOption[] {
  const { data } = useQuery({
    queryKey: menuKey,
    queryFn: () => request<LanguageOption[]>('lang', { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data && data.length > 0 ? data : BUILT_IN_MENU;
}

/** `GET language/catalogs`: each language row's catalog, for the languages page. */
export function useCatalogStates(enabled = true) {
  return useQuery({
    queryKey: catalogStatesKey,
    queryFn: () => request<LanguageCatalogState[]>('language/catalogs'),
    enabled,
  });
}

/**
 * `POST language/catalog/{id}`; silent: a refused catalog's list of keys is shown in a dialog, not a
 * toast. Once saved, the page's states and the switchers' menu are read again.
 */
export function useUploadCatalog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, catalog }: { id: number; catalog: unknown }) =>
      request<CatalogSaved>(`language/catalog/${id}`, { method: 'POST', data: catalog, silent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: catalogStatesKey });
      await client.invalidateQueries({ queryKey: menuKey });
    },
  });
}
