import { CATALOG_MAX_BYTES, FALLBACK_LANG, formatFileSize, isBuiltInLang } from '@bo/contract';
import type { TFunction } from 'i18next';
import { wholeCatalog } from '../../../i18n/catalogs';
import { saveJson } from '../../../lib/saveFile';

/** A catalog file as read: its texts, or why it cannot be sent. */
export type ReadCatalog = { catalog: Record<string, unknown> } | { problem: string };

/**
 * Reads a chosen file as a catalog. What the server would refuse anyway (too large, not a JSON object)
 * is said at once, without sending a megabyte first.
 */
export async function readCatalogFile(file: File, t: TFunction): Promise<ReadCatalog> {
  if (file.size > CATALOG_MAX_BYTES)
    return {
      problem: t('system.language.tooLarge', {
        size: formatFileSize(file.size),
        max: formatFileSize(CATALOG_MAX_BYTES),
      }),
    };
  try {
    const parsed: unknown = JSON.parse(await file.text());
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return { catalog: parsed as Record<string, unknown> };
    return {
      problem: t('system.language.notJson', { reason: Array.isArray(parsed) ? '[ ]' : typeof parsed }),
    };
  } catch (error) {
    return { problem: t('system.language.notJson', { reason: (error as Error).message }) };
  }
}

/**
 * The file to translate for a language: the English catalog (a built-in language's own), saved as
 * `catalog-<code>.json`. Its keys are those the server checks an upload against.
 */
export async function downloadTemplate(code: string): Promise<void> {
  const source = isBuiltInLang(code) ? code : FALLBACK_LANG;
  saveJson(await wholeCatalog(source), `catalog-${code}.json`);
}
