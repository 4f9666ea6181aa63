import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DemoAlreadySeeded } from '../src/seeders/demo-kit.js';
import { seedSmallShop } from '../src/seeders/demo-shop.js';
import { useTestApp } from './app-fixture.js';
import { expectReadable, RANDOM_SUFFIX } from './demo-names.js';

const quiet = () => undefined;

describe('the demo shop seeder (npm run seed -- --scale small)', () => {
  const t = useTestApp({}, { signedIn: false });
  const count = async (table: 'brands' | 'specification_groups' | 'specifications' | 'notices') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes orders in many states through the real APIs; balances equal their ledgers', async () => {
    const made = await seedSmallShop(t.app, quiet);
    // The sandbox online payment is off on a fresh install; the demo switches it on and says so.
    expect(made).toEqual({
      goods: 12,
      brands: 8,
      specifications: 4,
      banners: 5,
      notices: 3,
      homeDesigned: true,
      members: 30,
      orders: 120,
      sandboxSwitchedOn: true,
    });
    const sandbox = await t.app.db
      .selectFrom('plugins')
      .select('enabled')
      .where('code', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    expect(sandbox.enabled).toBe(1);
    const online = await t.app.db.selectFrom('order_payments').select('id').where('platform', '=', 'sandbox');
    expect((await online.execute()).length).toBeGreaterThan(0);
    const states = await t.app.db.selectFrom('orders').select('state').distinct().execute();
    expect(states.map((s) => s.state).sort()).toEqual(expect.arrayContaining([1, 2, 3, 5, 7]));
    const members = await t.app.db.selectFrom('members').select(['id', 'balance']).execute();
    for (const member of members) {
      const ledger = await t.app.db
        .selectFrom('member_ledger')
        .select((eb) => eb.fn.sum<number>('amount').as('sum'))
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(Number(ledger.sum)).toBe(Number(member.balance));
      expect(Number(member.balance)).toBeGreaterThanOrEqual(0);
    }
    const negative = await t.app.db
      .selectFrom('goods_skus')
      .select('id')
      .where('inventory', '<', 0)
      .execute();
    expect(negative).toEqual([]);
    const visits = await t.app.db.selectFrom('goods_visits').select('id').execute();
    expect(visits).toHaveLength(120);
    // Members of every sex and many ages, some without a birthday (the age and sex statistics).
    const people = await t.app.db.selectFrom('members').select(['gender', 'birthday']).execute();
    expect(new Set(people.map((p) => p.gender)).size).toBe(3);
    expect(people.some((p) => p.birthday === null)).toBe(true);
    expect(new Set(people.map((p) => p.birthday?.slice(0, 3))).size).toBeGreaterThan(4);
    // Goods pictures come with the small copies real uploads get (lists show the 64 px one).
    const good = await t.app.db.selectFrom('goods').select('master_image').executeTakeFirstOrThrow();
    const small = await t.app.inject({ method: 'GET', url: good.master_image.replace(/\.png$/, '_64.png') });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
  }, 60_000);

  it('gives every goods a brand, and some goods SKUs of its colour and size', async () => {
    expect(await count('brands')).toBe(8);
    const goods = await t.app.db.selectFrom('goods').select(['brand_id', 'has_spec', 'parameters']).execute();
    expect(goods.filter((g) => g.brand_id === null)).toEqual([]);
    expect(goods.filter((g) => g.has_spec === 1)).toHaveLength(4);
    expect(goods.some((g) => g.parameters.includes('材质'))).toBe(true);
    const linked = await t.app.db.selectFrom('category_brands').select('brand_id').distinct().execute();
    expect(linked).toHaveLength(8);
    expect(await count('specification_groups')).toBe(2);
    expect(await count('specifications')).toBe(4);
    const options = await t.app.db.selectFrom('category_specifications').select('category_id').execute();
    expect(options.length).toBeGreaterThan(0);
    // The chair's SKUs are every colour in every size; orders name a SKU of goods that have them.
    const spec = await t.app.db
      .selectFrom('goods_skus')
      .select('spec')
      .where('spec', 'like', '%尺寸%')
      .execute();
    expect(spec.map((s) => s.spec)).toContain(
      JSON.stringify([
        { key: '颜色', value: '白' },
        { key: '尺寸', value: 'L' },
      ]),
    );
    const withOptions = await t.app.db
      .selectFrom('order_lines')
      .select('id')
      .where('spec', '<>', '[]')
      .execute();
    expect(withOptions.length).toBeGreaterThan(0);
  });

  it('shows banners with their pictures, notices and a designed home page; uploads are in the media library', async () => {
    const banners = await t.app.db.selectFrom('banners').select(['type', 'image', 'url']).execute();
    expect(banners).toHaveLength(5);
    expect(new Set(banners.map((b) => b.type))).toEqual(new Set([0, 1, 2]));
    for (const banner of banners) {
      expect(banner.url).toMatch(/^\/goods\/\d+$/);
      const picture = await t.app.inject({ method: 'GET', url: banner.image });
      expect(picture.statusCode).toBe(200);
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 1200, height: 400 });
    }
    expect(await count('notices')).toBe(3);
    const home = await t.app.db.selectFrom('page_designs').select('layout').executeTakeFirstOrThrow();
    const blocks = (JSON.parse(home.layout) as { blocks: { type: string }[] }).blocks;
    expect(blocks.map((b) => b.type)).toEqual(['banner', 'category_nav', 'goods_grid', 'notice', 'image_ad']);
    // 12 goods pictures, 8 brand logos and 5 banners, named as they were uploaded.
    const uploads = await t.app.db.selectFrom('uploads').select('original_name').execute();
    expect(uploads).toHaveLength(25);
    expect(uploads.map((u) => u.original_name)).toContain('青花瓷马克杯.png');
  });

  it('names everything readably, with no suffix that only tells runs apart', async () => {
    const names = async (
      table:
        | 'brands'
        | 'categories'
        | 'specifications'
        | 'specification_groups'
        | 'banners'
        | 'freights'
        | 'dhls'
        | 'goods',
    ) => (await t.app.db.selectFrom(table).select('name').execute()).map((r) => r.name);
    for (const table of [
      'brands',
      'categories',
      'specifications',
      'specification_groups',
      'banners',
      'freights',
      'dhls',
      'goods',
    ] as const)
      expectReadable(await names(table));
    const accounts = (await t.app.db.selectFrom('members').select('account').execute()).map((m) => m.account);
    expectReadable(accounts);
    expect(accounts).toContain('wangfang');
    expectReadable((await t.app.db.selectFrom('notices').select('title').execute()).map((n) => n.title));
    expect(RANDOM_SUFFIX.test('标准快递 k3f9')).toBe(true);
    expect(RANDOM_SUFFIX.test('demok3f901')).toBe(true);
  });

  it('refuses to seed the shop a second time', async () => {
    await expect(seedSmallShop(t.app, quiet)).rejects.toBeInstanceOf(DemoAlreadySeeded);
    expect(await count('brands')).toBe(8);
  });
});
