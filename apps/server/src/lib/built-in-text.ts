import { LANGS, type Lang, translate } from '@bo/contract';

/**
 * A built-in record's text (a seeded role's name, a shipped plug-in's description) in the reader's
 * language: `builtIn.<path>` of the catalogs, as long as the stored text is still one of the built-in
 * ones (in any language). Text an administrator wrote stays as written; so does anything the catalogs
 * do not name.
 */
export function builtInText(lang: Lang, path: string, stored: string): string {
  const key = `builtIn.${path}`;
  const known = LANGS.map((l) => translate(l, key));
  if (known.every((text) => text === key)) return stored;
  return known.includes(stored) ? translate(lang, key) : stored;
}
