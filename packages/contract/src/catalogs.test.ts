import { describe, expect, it } from 'vitest';
import { uiCatalogs } from './i18n/ui/index.js';
import { PAGE_APIS, PERMISSION_REGISTRY } from './permissions.js';
import { DECLARED_RESOURCES } from './resources/index.js';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    leafKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** The 60 page names the server delivers in the original system. */
const SPEC_PAGES =
  'Dashboard, PlaceList, DepartmentList, AdminList, AdminLogList, ManageList, MemberList, PowerList, CategoryList, GoodList, GoodCreate, GoodEdit, GoodDetail, BrandList, SpecificationList, SpecificationGroupList, FreightList, FreightCreate, FreightEdit, DhlList, IndentList, IndentDetail, ResourceList, SelfAssetsList, SelfAssetsCreate, PublicAssetsList, BannerList, StatisticsVisitList, StatisticsAgeAndSexList, StatisticsPayList, PageDesignDetail, ConfigDetail, DevelopDocumentDetail, ApiDocumentDetail, UpdateDetail, BackupList, RegionList, LanguageList, PlugInList, PlugInCreate, PlugInEdit, AssetsJoinCreate, AssetsJoinList, AssetsList, AssetsOutCreate, AssetsOutList, AssetsRentalCreate, AssetsRentalList, AssetLeaseGrantList, AssetLeaseRepayList, VerifyList, AssetsBackList, AssetsBackCreate, TaskList, BackTaskList, OutTaskList, RentTaskList, VerifyCapitaList, AllList'.split(
    ', ',
  );

/**
 * Pages added beyond those: notices are managed in the System area, the asset detail with its
 * history timeline is a page of its own, three statistics (members; regions and devices; asset utilisation), and the media
 * library lists every upload.
 */
const EXTRA_PAGES = [
  'NoticeList',
  'AssetsDetail',
  'StatisticsMembersList',
  'StatisticsRegionsList',
  'StatisticsAssetsList',
  'MediaList',
];

describe('message catalogs', () => {
  it('zh and en hold exactly the same keys, none empty', () => {
    const zh = leafKeys(uiCatalogs.zh).sort();
    const en = leafKeys(uiCatalogs.en).sort();
    expect(en).toEqual(zh);
    for (const lang of [uiCatalogs.zh, uiCatalogs.en]) {
      for (const key of zh) {
        const value = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], lang);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
  });

  it('words counts with plural forms: a message with `_one` has `_other`, both take {{count}}', () => {
    for (const lang of [uiCatalogs.zh, uiCatalogs.en]) {
      const keys = new Set(leafKeys(lang));
      const value = (key: string) =>
        String(key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], lang));
      for (const key of keys) {
        const base = key.replace(/_(one|other)$/, '');
        if (base === key) continue;
        expect(keys, key).toContain(`${base}_one`);
        expect(keys, key).toContain(`${base}_other`);
        expect(keys, key).not.toContain(base);
        expect(value(key), key).toContain('{{count}}');
      }
    }
  });

  it('no en message leaves the plural to the reader ("asset(s)"): those are `_one`/`_other` pairs', () => {
    const en = uiCatalogs.en;
    const value = (key: string) =>
      String(key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], en));
    const hedged = leafKeys(en).filter((key) => /[a-z]\(s\)/.test(value(key).replace('http(s)', '')));
    expect(hedged).toEqual([]);
  });

  it('every page and group of the registry has a title in both languages', () => {
    const apis = PERMISSION_REGISTRY.flatMap((g) => [g.api, ...g.pages.map((p) => p.api)]);
    for (const api of apis) {
      expect(uiCatalogs.zh.route, api).toHaveProperty(api);
      expect(uiCatalogs.en.route, api).toHaveProperty(api);
    }
  });
});

describe('permission registry', () => {
  it('holds every page the server delivers, each once', () => {
    const declared = DECLARED_RESOURCES.map((resource) => resource.page);
    expect([...PAGE_APIS].sort()).toEqual([...new Set([...SPEC_PAGES, ...EXTRA_PAGES, ...declared])].sort());
  });

  it('hidden pages point at a list page of the same group', () => {
    for (const group of PERMISSION_REGISTRY) {
      for (const page of group.pages.filter((p) => p.hidden)) {
        expect(
          group.pages.map((p) => p.api),
          page.api,
        ).toContain(page.activeMenu);
      }
    }
  });
});
