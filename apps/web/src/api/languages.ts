import type { LanguageInput, LanguageRow } from '@bo/contract';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceList,
  useResourceSave,
} from './resource';

/** The built-in languages that cannot be deleted. */
export const BUILT_IN_LANGUAGES: readonly string[] = ['zh', 'en'];

export type { LanguageInput, LanguageRow } from '@bo/contract';

export const languageKeys = resourceKeys('language');
export const languageApi = resourceApi<LanguageRow, LanguageRow, LanguageInput>('language');

export function useLanguages(params: ListParams) {
  return useResourceList(languageKeys, languageApi, params);
}

export function useSaveLanguage() {
  return useResourceSave(languageKeys, languageApi);
}

export function useDestroyLanguage() {
  return useResourceDestroy(languageKeys, languageApi);
}
