import { type GoodDetail, SPECIFICATION_LOCATIONS, SPECIFICATION_TYPES } from '@bo/contract';
import { type Api, type Report, type random, renderPicture, type Upload } from './demo-kit.js';

/** Real-sounding brands of the demo goods, each with a logo. */
const BRANDS = ['富光', '九阳', '八马', '欧普照明', '永艺', '得力', '晨光', '雷柏'] as const;
type Brand = (typeof BRANDS)[number];

interface DemoSpecification {
  name: string;
  group: string;
  /** A note shown by the input, e.g. the unit. */
  label?: string;
  type: number;
  location: number;
  values: string[];
}

/** Purchase options (SKUs are built from them) and parameters (a line of text on the goods page). */
const SPECIFICATIONS = [
  {
    name: '颜色',
    group: '外观',
    type: SPECIFICATION_TYPES.radio,
    location: SPECIFICATION_LOCATIONS.detail,
    values: ['红', '蓝', '白'],
  },
  {
    name: '尺寸',
    group: '外观',
    type: SPECIFICATION_TYPES.radio,
    location: SPECIFICATION_LOCATIONS.detail,
    values: ['S', 'M', 'L'],
  },
  {
    name: '材质',
    group: '基本参数',
    type: SPECIFICATION_TYPES.text,
    location: SPECIFICATION_LOCATIONS.parameter,
    values: [],
  },
  {
    name: '容量',
    group: '基本参数',
    label: 'ml',
    type: SPECIFICATION_TYPES.text,
    location: SPECIFICATION_LOCATIONS.parameter,
    values: [],
  },
] as const satisfies readonly DemoSpecification[];
type SpecName = (typeof SPECIFICATIONS)[number]['name'];

/** The specifications each category's goods form offers. */
const CATEGORY_SPECIFICATIONS: Record<string, SpecName[]> = {
  杯具: ['颜色', '材质', '容量'],
  茶具: ['材质'],
  灯具: ['颜色'],
  办公家具: ['颜色', '尺寸', '材质'],
  办公用品: ['尺寸'],
  电脑配件: ['颜色'],
};

interface DemoGood {
  name: string;
  category: keyof typeof CATEGORY_SPECIFICATIONS;
  brand: Brand;
  parameters?: Partial<Record<SpecName, string>>;
  /** Purchase options: one SKU per combination of their values. */
  options?: SpecName[];
}

export const GOODS: readonly DemoGood[] = [
  {
    name: '青花瓷马克杯',
    category: '杯具',
    brand: '富光',
    parameters: { 材质: '陶瓷', 容量: '350' },
    options: ['颜色'],
  },
  { name: '玻璃冷水壶', category: '杯具', brand: '九阳', parameters: { 材质: '高硼硅玻璃', 容量: '1500' } },
  { name: '竹制茶盘', category: '茶具', brand: '八马', parameters: { 材质: '楠竹' } },
  { name: '紫砂茶壶', category: '茶具', brand: '八马', parameters: { 材质: '紫砂' } },
  { name: 'LED 护眼台灯', category: '灯具', brand: '欧普照明' },
  { name: '落地阅读灯', category: '灯具', brand: '欧普照明' },
  {
    name: '人体工学椅',
    category: '办公家具',
    brand: '永艺',
    parameters: { 材质: '网布' },
    options: ['颜色', '尺寸'],
  },
  { name: '升降办公桌', category: '办公家具', brand: '永艺', parameters: { 材质: '钢木' } },
  { name: 'A4 打印纸（5 包）', category: '办公用品', brand: '得力' },
  { name: '中性笔（12 支）', category: '办公用品', brand: '晨光' },
  { name: '文件收纳盒', category: '办公用品', brand: '得力', options: ['尺寸'] },
  { name: '无线鼠标', category: '电脑配件', brand: '雷柏', options: ['颜色'] },
];

/** A goods as the orders need it: its id and, with purchase options, the SKUs to choose from. */
export interface SeededGood {
  id: number;
  skus: number[];
}

export interface SeededCatalog {
  goods: SeededGood[];
  categories: Map<string, number>;
  brands: number;
  specifications: number;
}

/** Brands with logos (in the media library, as uploaded from the brand form). */
async function seedBrands(api: Api, upload: Upload): Promise<Map<Brand, number>> {
  const ids = new Map<Brand, number>();
  for (const [i, name] of BRANDS.entries()) {
    const logo = await upload(`${name} 标志`, await renderPicture(20 + i * 29, 200, 200));
    const row = await api<{ id: number }>('POST', 'brand', { name, logo, sort: i });
    ids.set(name, row.id);
  }
  return ids;
}

/** Specification groups, then their specifications. */
async function seedSpecifications(api: Api): Promise<Map<SpecName, number>> {
  const groups = new Map<string, number>();
  const ids = new Map<SpecName, number>();
  for (const [i, spec] of SPECIFICATIONS.entries()) {
    let group = groups.get(spec.group);
    if (group === undefined) {
      group = (
        await api<{ id: number }>('POST', 'specificationGroup', { name: spec.group, sort: groups.size })
      ).id;
      groups.set(spec.group, group);
    }
    const row = await api<{ id: number }>('POST', 'specification', {
      name: spec.name,
      label: 'label' in spec ? spec.label : '',
      group_id: group,
      type: spec.type,
      location: spec.location,
      values: spec.values,
      sort: i,
    });
    ids.set(spec.name, row.id);
  }
  return ids;
}

/** The categories, each linked to its specifications and to the brands of its goods. */
async function seedCategories(
  api: Api,
  brands: Map<Brand, number>,
  specs: Map<SpecName, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [name, specNames] of Object.entries(CATEGORY_SPECIFICATIONS)) {
    const brandIds = [...new Set(GOODS.filter((g) => g.category === name).map((g) => brands.get(g.brand)))];
    const row = await api<{ id: number }>('POST', 'category', {
      name,
      pid: 0,
      specification_ids: specNames.map((s) => specs.get(s)),
      brand_ids: brandIds,
      sort: ids.size,
      recommend: ids.size < 4 ? 1 : 0,
    });
    ids.set(name, row.id);
  }
  return ids;
}

/** Every combination of the options' values, in order: 颜色 × 尺寸 gives 红/S, 红/M, … 白/L. */
function combinations(options: readonly SpecName[]): { key: string; value: string }[][] {
  let combos: { key: string; value: string }[][] = [[]];
  for (const name of options) {
    const values = SPECIFICATIONS.find((s) => s.name === name)?.values ?? [];
    combos = combos.flatMap((combo) => values.map((value) => [...combo, { key: name, value }]));
  }
  return combos;
}

/** The SKUs of a goods with purchase options: the base price, a little more for each later one. */
function skusOf(good: DemoGood, price: number, inventory: number) {
  if (!good.options) return [];
  return combinations(good.options).map((spec, k) => {
    const skuPrice = price + k * 500;
    return {
      price: skuPrice,
      market_price: Math.round(skuPrice * 1.3),
      cost_price: Math.round(skuPrice * 0.6),
      inventory,
      spec,
    };
  });
}

/**
 * The demo catalogue through the admin API: brands, specifications, categories linked to both, and
 * twelve goods with pictures, a brand, parameters and, for some, SKUs of colour and size.
 */
export async function seedCatalog(
  api: Api,
  upload: Upload,
  rnd: ReturnType<typeof random>,
  freightId: number,
  report: Report,
): Promise<SeededCatalog> {
  const brands = await seedBrands(api, upload);
  const specs = await seedSpecifications(api);
  const categories = await seedCategories(api, brands, specs);
  const goods: SeededGood[] = [];
  for (const [i, good] of GOODS.entries()) {
    const image = await upload(good.name, await renderPicture(40 + i * 17));
    // The generator's draws stay in the order they always had, so the orders stay the same.
    const price = rnd.int(9, 899) * 100 + (i % 2 ? 90 : 0);
    const inventory = rnd.int(20, 200);
    const row = await api<GoodDetail>('POST', 'good', {
      type: 0,
      name: good.name,
      category_id: categories.get(good.category),
      brand_id: brands.get(good.brand),
      price,
      market_price: Math.round(price * 1.3),
      cost_price: Math.round(price * 0.6),
      inventory,
      master_image: image,
      images: [image],
      details: `<p>${good.name}：品质可靠，适合机关单位与企业采购。</p>`,
      freight_id: freightId,
      is_show: 1,
      is_inventory: i % 3 === 0 ? 1 : 0,
      is_recommend: i % 3 === 1 ? 1 : 0,
      is_new: i >= GOODS.length - 4 ? 1 : 0,
      parameters: Object.entries(good.parameters ?? {}).map(([key, value]) => ({ key, value })),
      skus: skusOf(good, price, inventory),
    });
    goods.push({ id: row.id, skus: row.has_spec ? row.skus.map((s) => s.id) : [] });
    report('goods', i + 1, GOODS.length);
  }
  return { goods, categories, brands: brands.size, specifications: specs.size };
}
