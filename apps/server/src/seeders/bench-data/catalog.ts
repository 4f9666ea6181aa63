import {
  type FreightRow,
  GOOD_SHOW,
  GOOD_TYPES,
  SPECIFICATION_LOCATIONS,
  SPECIFICATION_TYPES,
} from '@bo/contract';
import { type Insertable, sql } from 'kysely';
import type { Db, Trx } from '../../db/database.js';
import type { GoodsSkusTable, GoodsTable } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/queue.js';
import { SHELVE_JOB } from '../../modules/catalog/goods/shelving.js';
import { type SkuUnit, totals } from '../../modules/catalog/goods/units.js';
import { presentFreight } from '../../modules/sales/freight/present.js';
import { picture } from '../demo-kit.js';
import { DAY, inSlices, insertIds, insertRows, iso, type Report, type Rng, rng } from './progress.js';
import { BRANDS, CATEGORIES, type Leaf, MODELS, OPTIONS } from './words.js';

/** What an order line needs of every SKU (index `k`), in the order the goods were created. */
export interface Catalog {
  count: number;
  sku: Int32Array;
  good: Int32Array;
  price: Int32Array;
  type: Uint8Array;
  inventoryMode: Uint8Array;
  freight: Int32Array;
  name: string[];
  spec: string[];
  image: string[];
  /** The fixed card entry a finished order hands out (`[]` for other goods). */
  codes: string[];
  /** Per goods (index `g`): its first SKU index, SKU count, creation time. */
  firstSku: Int32Array;
  skuCount: Uint8Array;
  created: Float64Array;
  freights: Map<number, FreightRow>;
  dhls: { id: number; name: string; abbreviation: string; is_default: number }[];
}

const stamps = (ms: number) => ({ created_at: iso(ms), updated_at: iso(ms) });

/** Logistics companies and two freight templates (the demo's), reusing what is there. */
async function logistics(db: Db, now: number) {
  const existing = await db.selectFrom('dhls').select('id').executeTakeFirst();
  if (!existing) {
    const rows = [
      ['顺丰速运', 'SF', 1],
      ['中通快递', 'ZTO', 0],
      ['圆通速递', 'YTO', 0],
      ['京东物流', 'JD', 0],
    ] as const;
    await insertRows(
      db,
      'dhls',
      rows.map(([name, abbreviation, is_default]) => ({
        name,
        abbreviation,
        is_default,
        state: 1,
        ...stamps(now),
      })),
    );
  }
  const dhls = await db
    .selectFrom('dhls')
    .select(['id', 'name', 'abbreviation', 'is_default'])
    .where('state', '=', 1)
    .orderBy('id')
    .execute();
  const rule = (first_piece: number, first_cost: number, add_cost: number) => ({
    first_piece,
    first_cost,
    add_piece: 1,
    add_cost,
  });
  const templates = [
    { name: '标准快递', default_rule: rule(1, 1000, 500), origin: '浙江省杭州市' },
    { name: '大件物流', default_rule: rule(1, 3000, 1500), origin: '湖北省武汉市' },
  ];
  const ids = await insertIds(
    db,
    'freights',
    templates.map((t) => ({
      name: t.name,
      valuation: 0,
      default_rule: JSON.stringify(t.default_rule),
      rules: JSON.stringify([{ ...rule(2, 600, 200), regions: [{ code: '330000', name: '浙江省' }] }]),
      free_regions: JSON.stringify([{ code: '310000', name: '上海市' }]),
      origin: t.origin,
      ...stamps(now),
    })),
  );
  const rows = await db.selectFrom('freights').selectAll().where('id', 'in', ids).execute();
  return { dhls, freights: new Map(rows.map((r) => [r.id, presentFreight(r)])) };
}

/** The id of the row named `name` (under `pid` for categories), inserted when missing. */
async function named(trx: Db | Trx, table: 'brands' | 'specifications', name: string, values: object) {
  const row = await trx.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  if (row) return row.id;
  const [id] = await insertIds(trx, table, [{ name, ...values } as never]);
  return id as number;
}

interface Place {
  leaf: Leaf;
  id: number;
  brands: number[];
  brandNames: string[];
  image: string;
}

/** Brands, SKU options, the category tree (with its brands and options) and a picture per category. */
async function tree(db: Db, dataDir: string, now: number): Promise<Place[]> {
  const brands = new Map<string, number>();
  for (const name of BRANDS) brands.set(name, await named(db, 'brands', name, { logo: '', ...stamps(now) }));
  const options = new Map<string, number>();
  for (const [name, values] of Object.entries(OPTIONS)) {
    const spec = {
      label: name,
      group_id: null,
      type: SPECIFICATION_TYPES.radio,
      location: SPECIFICATION_LOCATIONS.detail,
      values: JSON.stringify(values),
      is_search: 1,
      ...stamps(now),
    };
    options.set(name, await named(db, 'specifications', name, spec));
  }
  const category = async (name: string, pid: number, level: number) => {
    const row = await db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', name)
      .where('pid', '=', pid)
      .executeTakeFirst();
    if (row) return row.id;
    const values = { name, pid, level, icon: '', visible: 1, recommend: level === 1 ? 1 : 0, ...stamps(now) };
    return (await insertIds(db, 'categories', [values]))[0] as number;
  };
  const places: Place[] = [];
  for (const [t, top] of CATEGORIES.entries()) {
    const topId = await category(top.name, 0, 1);
    for (const [l, leaf] of top.leaves.entries()) {
      const id = await category(leaf.name, topId, 2);
      const brandNames = Array.from(
        { length: 8 },
        (_, k) => BRANDS[(t * 7 + l * 3 + k * 5) % BRANDS.length] ?? '',
      );
      const brandIds = [...new Set(brandNames.map((b) => brands.get(b) ?? 0))];
      await db.deleteFrom('category_brands').where('category_id', '=', id).execute();
      await insertRows(
        db,
        'category_brands',
        brandIds.map((brand_id) => ({ category_id: id, brand_id })),
      );
      const option = leaf.option ? options.get(leaf.option) : undefined;
      if (option) {
        await db.deleteFrom('category_specifications').where('category_id', '=', id).execute();
        await insertRows(db, 'category_specifications', [{ category_id: id, specification_id: option }]);
      }
      const image = await picture(dataDir, `bench ${leaf.name}`, 20 + places.length * 23);
      places.push({ leaf, id, brands: brandIds, brandNames: [...new Set(brandNames)], image });
    }
  }
  return places;
}

/** A price in cents between `min` and `max` yuan, spread evenly on a log scale, ending in .00 or .90. */
function priceIn(r: Rng, min: number, max: number): number {
  const yuan = Math.exp(Math.log(min) + r.next() * (Math.log(max) - Math.log(min)));
  return Math.max(100, Math.round(yuan) * 100 - (r.chance(0.5) ? 10 : 0));
}

/** Units in stock: a few sold out or running low, most plenty. */
function stock(r: Rng): number {
  const u = r.next();
  if (u < 0.04) return 0;
  if (u < 0.1) return r.int(1, 9);
  return Math.round(Math.exp(Math.log(10) + r.next() * Math.log(100)));
}

/** The goods' creation time: two thirds in the year before the last, the rest over the last year. */
function createdAt(i: number, count: number, now: number): number {
  const u = (i + 0.5) / count;
  const share = u < 0.65 ? (u / 0.65) * 0.5 : 0.5 + ((u - 0.65) / 0.35) * 0.5;
  return now - 730 * DAY + share * 729 * DAY;
}

/**
 * `count` goods over the category tree with brands, prices, stock, SKUs by the category's option
 * (one goods in four), virtual and fixed card-key goods among the vouchers, a few in the warehouse,
 * timed (with their shelving job) or deleted; prices and stock of each goods follow its SKUs.
 */
export async function seedCatalog(db: Db, count: number, dataDir: string, report: Report): Promise<Catalog> {
  const now = Date.now();
  const r = rng(20_260_801);
  const { dhls, freights } = await logistics(db, now);
  const freightIds = [...freights.keys()];
  const places = await tree(db, dataDir, now);
  const base = Number(
    (
      await db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const timings = [3, 7, 14].map((d) =>
    new Date(Math.ceil((now + d * DAY) / 3_600_000) * 3_600_000).toISOString(),
  );
  const c: Catalog = {
    count: 0,
    sku: new Int32Array(count * 4),
    good: new Int32Array(count * 4),
    price: new Int32Array(count * 4),
    type: new Uint8Array(count * 4),
    inventoryMode: new Uint8Array(count * 4),
    freight: new Int32Array(count * 4),
    name: [],
    spec: [],
    image: [],
    codes: [],
    firstSku: new Int32Array(count),
    skuCount: new Uint8Array(count),
    created: new Float64Array(count),
    freights,
    dhls,
  };
  await inSlices(db, 'goods', count, 5000, report, async (w, from, to) => {
    const goods: Insertable<GoodsTable>[] = [];
    const units: SkuUnit[][] = [];
    for (let i = from; i < to; i++) {
      const place = places[r.int(0, places.length - 1)] as Place;
      const { leaf } = place;
      const voucher = leaf.name === '充值卡券';
      const type = voucher ? (r.chance(0.75) ? GOOD_TYPES.virtual : GOOD_TYPES.card) : GOOD_TYPES.general;
      const b = r.int(0, place.brands.length - 1);
      const noun = r.pick(leaf.nouns);
      const name = `${place.brandNames[b]} ${noun} ${r.pick(MODELS)} ${String.fromCharCode(65 + (i % 26))}${100 + (i % 900)}`;
      const price = priceIn(r, leaf.min, leaf.max);
      const values = leaf.option && !voucher && r.chance(0.3) ? (OPTIONS[leaf.option] ?? []) : [];
      const first = r.int(0, Math.max(0, values.length - 2));
      const chosen = values.slice(first, first + r.int(2, 4));
      const unit = (spec: SkuUnit['spec'], p: number): SkuUnit => ({
        spec,
        price: p,
        market_price: Math.round((p * (1.2 + r.next() * 0.4)) / 100) * 100,
        cost_price: Math.round(p * (0.5 + r.next() * 0.25)),
        inventory: stock(r),
        image: '',
        virtual_code: type === GOOD_TYPES.virtual ? `VC${base + i + 1}` : '',
        code_type: type === GOOD_TYPES.card ? 0 : null,
        is_fixed: type === GOOD_TYPES.card ? 1 : 0,
        file: '',
        codes:
          type === GOOD_TYPES.card
            ? [{ name: `GC${String(base + i + 1).padStart(10, '0')}`, code: `K${r.int(1e7, 9e7)}` }]
            : [],
      });
      const skus = chosen.length
        ? chosen.map((value, k) =>
            unit([{ key: leaf.option ?? '', value }], price + k * Math.round(price / 1000) * 100),
          )
        : [unit([], price)];
      units.push(skus);
      const created = createdAt(i, count, now);
      c.created[i] = created;
      const isShow = r.chance(0.84) ? GOOD_SHOW.sale : r.chance(0.88) ? GOOD_SHOW.warehouse : GOOD_SHOW.timed;
      goods.push({
        type,
        name,
        number: `SP${String(base + i + 1).padStart(8, '0')}`,
        category_id: place.id,
        brand_id: place.brands[b] ?? null,
        freight_id:
          type === GOOD_TYPES.general ? ((r.chance(0.9) ? freightIds[0] : freightIds[1]) ?? null) : null,
        ...totals(skus),
        images: JSON.stringify([place.image]),
        master_image: place.image,
        video: '',
        poster: '',
        keywords: `${noun},${place.brandNames[b]}`,
        short_description: `${noun}，品质保障`,
        details: `<p>${name}：品质可靠，适合机关单位与家庭使用。</p>`,
        parameters: JSON.stringify([{ key: '品牌', value: place.brandNames[b] }]),
        has_spec: chosen.length ? 1 : 0,
        is_show: isShow,
        timing: isShow === GOOD_SHOW.timed ? r.pick(timings) : null,
        is_inventory: r.chance(0.25) ? 1 : 0,
        is_recommend: r.chance(0.05) ? 1 : 0,
        is_new: now - created < 60 * DAY && r.chance(0.4) ? 1 : 0,
        is_hot: r.chance(0.05) ? 1 : 0,
        deleted_at: r.chance(0.015) ? iso(created + (now - created) * r.next()) : null,
        ...stamps(created),
      });
    }
    const goodIds = await w.ids('goods', goods);
    const skuRows: Insertable<GoodsSkusTable>[] = [];
    for (const [g, skus] of units.entries()) {
      for (const [sort, { codes: _codes, ...u }] of skus.entries()) {
        skuRows.push({
          ...u,
          spec: JSON.stringify(u.spec),
          goods_id: goodIds[g] as number,
          sort,
          ...stamps(now),
        });
      }
    }
    const skuIds = await w.ids('goods_skus', skuRows);
    const cards = [];
    let k = 0;
    for (const [g, skus] of units.entries()) {
      const i = from + g;
      const row = goods[g] as Insertable<GoodsTable>;
      c.firstSku[i] = c.count;
      c.skuCount[i] = skus.length;
      for (const u of skus) {
        const at = c.count++;
        const skuId = skuIds[k++] as number;
        c.sku[at] = skuId;
        c.good[at] = goodIds[g] as number;
        c.price[at] = u.price;
        c.type[at] = row.type;
        c.inventoryMode[at] = row.is_inventory;
        c.freight[at] = row.freight_id ?? 0;
        c.name.push(row.name);
        c.spec.push(JSON.stringify(u.spec));
        c.image.push(row.master_image);
        c.codes.push(JSON.stringify(u.codes));
        for (const code of u.codes)
          cards.push({ goods_id: c.good[at], sku_id: skuId, ...code, created_at: iso(now) });
      }
    }
    await w.rows('goods_card_codes', cards);
  });
  for (const runAt of timings) await enqueueJob(db, { type: SHELVE_JOB, runAt });
  return c;
}

/**
 * A goods index (`g`) drawn as a shop's sales go, from `u` in [0, 1): a few goods are very popular,
 * most are seldom bought; only goods that existed at `at`.
 */
export function pickGood(c: Catalog, u: number, at: number): number {
  const n = c.created.length;
  if (n === 0) return 0;
  // Popularity rank to goods through a fixed shuffle, so the favourites are spread over the catalogue.
  const g = (Math.floor(n * u ** 3) * 7_919 + 13) % n;
  if ((c.created[g] ?? 0) <= at) return g;
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((c.created[mid] ?? 0) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : g % lo;
}

/**
 * Sales as the payment service counts them: each SKU sold the units of the paid lines that name it,
 * each goods the sum of its SKUs (set-based, over every order there is).
 */
export async function recountSales(db: Db): Promise<void> {
  await sql`update goods_skus set sales = t.n from (
      select l.sku_id, sum(l.number) as n from order_lines l inner join orders o on o.id = l.order_id
      where o.paid_at is not null group by l.sku_id) as t
    where goods_skus.id = t.sku_id`.execute(db);
  await sql`update goods set sales = t.n from (
      select goods_id, sum(sales) as n from goods_skus group by goods_id) as t
    where goods.id = t.goods_id and t.n > 0`.execute(db);
}
