import type { BlockInput, PageDesign } from '@bo/contract';
import type { SeededCatalog } from './demo-catalog.js';
import { type Api, nameUuid, renderPicture, type Upload } from './demo-kit.js';

/** Banner types (the banner resource's `type` choice). */
const CAROUSEL = 0;
const HOME_ADVERT = 1;
const LANDING_ADVERT = 2;

/** The demo's banners: `good` is the index of the goods a banner links to (GOODS in demo-catalog.ts). */
const BANNERS = [
  { name: '办公好物 限时特惠', type: CAROUSEL, good: 6, hue: 30 },
  { name: '新品上市 无线鼠标', type: CAROUSEL, good: 11, hue: 95 },
  { name: '茶具专场', type: CAROUSEL, good: 3, hue: 160 },
  { name: '企业采购 满千包邮', type: HOME_ADVERT, good: 8, hue: 210 },
  { name: '会员充值有礼', type: LANDING_ADVERT, good: 0, hue: 250 },
] as const;

const NOTICES = [
  {
    title: '商城春节期间发货安排',
    body: '<p>春节期间商城照常接单，腊月廿八至正月初五下单的商品将于正月初六起陆续发货。</p>',
    state: 'published',
  },
  {
    title: '关于开展年度资产清查工作的通知',
    body: '<p>请各单位于本月底前完成本单位资产的盘点，并在系统中提交盘点结果。</p>',
    state: 'published',
  },
  {
    title: '公物仓闲置资产调剂指南',
    body: '<p>闲置资产可申请交公物仓统一调剂，其他单位可通过借用或调拨使用。</p>',
    state: 'draft',
  },
] as const;

/** Wide pictures (1200 × 400), uploaded like any other, each banner linking to one of the goods. */
async function seedBanners(api: Api, upload: Upload, goods: SeededCatalog['goods']) {
  const banners: { id: number; type: number; image: string }[] = [];
  for (const [i, banner] of BANNERS.entries()) {
    const image = await upload(banner.name, await renderPicture(banner.hue, 1200, 400));
    const row = await api<{ id: number }>('POST', 'banner', {
      name: banner.name,
      image,
      url: `/goods/${goods[banner.good]?.id}`,
      type: banner.type,
      sort: i,
    });
    banners.push({ id: row.id, type: banner.type, image });
  }
  return banners;
}

async function seedNotices(api: Api): Promise<number> {
  for (const notice of NOTICES) await api('POST', 'notice', notice);
  return NOTICES.length;
}

/**
 * The storefront home page, unless someone already designed it: the carousel of the banners, the
 * categories, the recommended goods, the latest notices and the home advert.
 */
async function designHome(
  api: Api,
  catalog: SeededCatalog,
  banners: Awaited<ReturnType<typeof seedBanners>>,
) {
  const current = await api<PageDesign>('GET', 'project');
  if (current.layout.blocks.length > 0) return false;
  const advert = banners.find((b) => b.type === HOME_ADVERT);
  const blocks: BlockInput[] = [
    {
      id: nameUuid('demo home carousel'),
      type: 'banner',
      banner_ids: banners.filter((b) => b.type === CAROUSEL).map((b) => b.id),
    },
    {
      id: nameUuid('demo home categories'),
      type: 'category_nav',
      category_ids: [...catalog.categories.values()],
    },
    {
      id: nameUuid('demo home recommended'),
      type: 'goods_grid',
      title: '推荐好物',
      filter: { recommend: true },
      limit: 6,
    },
    { id: nameUuid('demo home notices'), type: 'notice', count: 3 },
  ];
  if (advert) blocks.push({ id: nameUuid('demo home advert'), type: 'image_ad', image: advert.image });
  await api('POST', 'project', { layout: { blocks }, version: current.version });
  return true;
}

/** What the storefront shows around the goods: banners, notices and the designed home page. */
export async function seedStorefront(api: Api, upload: Upload, catalog: SeededCatalog) {
  const banners = await seedBanners(api, upload, catalog.goods);
  const notices = await seedNotices(api);
  const homeDesigned = await designHome(api, catalog, banners);
  return { banners: banners.length, notices, homeDesigned };
}
