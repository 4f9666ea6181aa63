import { describe, expect, it } from 'vitest';
import { type CatalogTree, catalogKeys, checkCatalog } from './catalog-check.js';
import { uiCatalogs } from './ui/index.js';

const reference: CatalogTree = {
  common: { save: '保存', cancel: '取消' },
  count: { items_one: '{{count}} 件', items_other: '{{count}} 件' },
};

describe('checkCatalog', () => {
  it('names every missing, non-text and empty key by its dotted path, and blocks', () => {
    const check = checkCatalog({ common: { save: 42, cancel: ' ' } }, reference);
    expect(check.blocked).toBe(true);
    expect(check.findings).toEqual([
      { key: 'common.save', problem: 'notText' },
      { key: 'common.cancel', problem: 'empty' },
      { key: 'count.items_one', problem: 'missing' },
      { key: 'count.items_other', problem: 'missing' },
    ]);
  });

  it('takes a group sent as a text as lacking every text of it', () => {
    const check = checkCatalog({ common: 'Save', count: { items_one: 'a', items_other: 'b' } }, reference);
    expect(check.findings.map((f) => f.key)).toEqual(['common.save', 'common.cancel']);
  });

  it('names unknown keys once without blocking, leaves them out, keeps plural forms of known texts', () => {
    const check = checkCatalog(
      {
        common: { save: 'Save', cancel: 'Cancel', extra: { deep: { deeper: 'x' } } },
        count: { items_one: 'one', items_other: 'other', items_few: 'few', nope_few: 'x' },
      },
      reference,
    );
    expect(check.blocked).toBe(false);
    expect(check.findings).toEqual([
      { key: 'common.extra', problem: 'unknown' },
      { key: 'count.nope_few', problem: 'unknown' },
    ]);
    expect(check.catalog).toEqual({
      common: { save: 'Save', cancel: 'Cancel' },
      count: { items_one: 'one', items_other: 'other', items_few: 'few' },
    });
    expect(check.texts).toBe(5);
  });

  it('names a `__proto__` key (an own key after JSON.parse) as unknown, without following it', () => {
    const upload = JSON.parse('{"__proto__": {"save": "x"}, "common": {"save": "S", "cancel": "C"}}');
    const check = checkCatalog(upload, { common: reference.common as CatalogTree });
    expect(check.findings).toEqual([{ key: '__proto__', problem: 'unknown' }]);
    expect(Object.getPrototypeOf(check.catalog)).toBe(Object.prototype);
  });

  it('accepts the built-in catalogs as they are: the English one is the template to translate', () => {
    const zh = uiCatalogs.zh as unknown as CatalogTree;
    const en = JSON.parse(JSON.stringify(uiCatalogs.en)) as Record<string, unknown>;
    const check = checkCatalog(en, zh);
    expect(check.findings).toEqual([]);
    expect(check.texts).toBe(catalogKeys(zh).length);
  });
});
