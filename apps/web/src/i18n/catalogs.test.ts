import { declaredTexts, LANGS, uiCatalogs } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { catalogLoaders, wholeCatalog } from './catalogs';

/** Every text's key path in `catalog` (`route.GoodList`, `resources.brand.fields.name`). */
function textKeys(catalog: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? textKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('catalog chunks', () => {
  it.each(LANGS)(
    '%s with its declared texts holds exactly what the contract ships for that language',
    async (lang) => {
      expect(await wholeCatalog(lang)).toEqual(uiCatalogs[lang]);
    },
  );

  it.each(LANGS)('%s before sign-in holds none of the declared resources’ texts', async (lang) => {
    const before = new Set(textKeys(await catalogLoaders[lang]()));
    const declared = textKeys(declaredTexts(lang));
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter((key) => before.has(key))).toEqual([]);
  });
});
