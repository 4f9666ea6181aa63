import { LANGS, uiCatalogs } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { catalogLoaders } from './catalogs';

describe('catalog chunks', () => {
  it.each(LANGS)('%s holds exactly what the contract ships for that language', async (lang) => {
    expect(await catalogLoaders[lang]()).toEqual(uiCatalogs[lang]);
  });
});
