import { z } from 'zod';
import { LANGUAGE_CODE_PATTERN } from '../i18n/shape.js';

/**
 * Largest uploaded catalog, in bytes of JSON. The built-in ones are about 80 KB (twice that in a script
 * of three bytes a character): the bound leaves room for any translation and none for abuse.
 */
export const CATALOG_MAX_BYTES = 1024 * 1024;

/** How many unknown keys an answer names; the rest are counted. */
export const CATALOG_UNKNOWN_SHOWN = 100;

/** `GET lang`: a language the switchers offer. */
export const languageOptionSchema = z.object({
  name: z.string(),
  code: z.string(),
  /** zh and en: their texts ship with the web app; any other's come from `GET language/catalog/{code}`. */
  built_in: z.boolean(),
});
export type LanguageOption = z.infer<typeof languageOptionSchema>;

/** `GET language/catalog/{code}`: the code as the row has it (matched in any case). */
export const languageCodeParamsSchema = z.object({
  code: z.string().max(16).regex(LANGUAGE_CODE_PATTERN, 'validation.format'),
});

/**
 * A UI catalog: groups of texts, nested as the built-in zh catalog is. The body is any object; the
 * server's check names what is missing, not text or unknown, key by key.
 */
export const uiCatalogSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'Groups of texts, nested as the built-in zh catalog is' });

/** `POST language/catalog/{id}`: what was saved, and the unknown keys that were left out. */
export const catalogSavedSchema = z.object({
  message: z.string(),
  /** Texts kept. */
  texts: z.number(),
  /** The first {@link CATALOG_UNKNOWN_SHOWN} unknown keys (dotted paths), not kept. */
  unknown: z.array(z.string()),
  unknown_count: z.number(),
});
export type CatalogSaved = z.infer<typeof catalogSavedSchema>;

/** Where a language's texts stand: built in, a catalog holding every key, one lacking some, none. */
export const CATALOG_STATES = ['built-in', 'complete', 'incomplete', 'none'] as const;
export type CatalogState = (typeof CATALOG_STATES)[number];

/** `GET language/catalogs`: each language row's catalog, for the languages page. */
export const languageCatalogStateSchema = z.object({
  id: z.number(),
  code: z.string(),
  state: z.enum(CATALOG_STATES),
  /** Keys of the interface the stored catalog lacks (added by a later version): shown in English. */
  missing: z.number(),
  updated_at: z.string().nullable(),
});
export type LanguageCatalogState = z.infer<typeof languageCatalogStateSchema>;
