import { beforeAll, describe, expect, it } from 'vitest';
import { claimNextJob } from '../src/jobs/queue.js';
import { queueOverdueShelving, SHELVE_JOB, shelveDueGoods } from '../src/modules/catalog/goods/shelving.js';
import { useTestApp } from './app-fixture.js';
import { type CatalogFixture, generalGood, seedCatalog, skuGood } from './catalog-factories.js';
import { call, createAdminWith } from './helpers.js';

describe('goods (good, goodCount, good/state, good/specification)', () => {
  const t = useTestApp();
  let c: CatalogFixture;
  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'zh') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });
  const get = (route: string, query?: Record<string, string>) =>
    call(t.app, 'GET', route, { token: t.token, query });
  const create = async (body: unknown) => {
    const res = await post('good', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message as {
      id: number;
      version: number;
      skus: { id: number; codes: { id: number }[] }[];
    };
  };

  beforeAll(async () => {
    c = await seedCatalog(t.app);
  });

  it('creates a general goods without SKUs from the contract body, in cents', async () => {
    const good = await create(generalGood(c.categoryId, { number: 'MUG-1', brand_id: c.brandId }));
    expect(good).toMatchObject({
      type: 0,
      name: 'Plain mug',
      number: 'MUG-1',
      price: 1999,
      price_min: 1999,
      price_max: 1999,
      market_price: 2999,
      cost_price: 900,
      inventory: 50,
      is_show: 1,
      has_spec: false,
      brand_name: 'Acme',
      category_name: 'Smart phones',
      version: 1,
      // The master image comes first.
      images: ['/uploads/2026/01/mug.png', '/uploads/2026/01/mug-side.png'],
      category_path: [{ name: 'Phones' }, { name: 'Smart phones' }],
    });
    expect(good.skus).toHaveLength(1);
    expect(good.skus[0]).toMatchObject({ spec: [], price: 1999, inventory: 50 });
  });

  it('creates goods with four SKUs from two specifications; figures come from the SKUs', async () => {
    const good = await create(skuGood(c.categoryId));
    expect(good).toMatchObject({ has_spec: true, price: 100, price_min: 100, price_max: 400, inventory: 10 });
    expect(
      good.skus.map((s) =>
        (s as unknown as { spec: { value: string }[] }).spec.map((v) => v.value).join('/'),
      ),
    ).toEqual(['Red/8G', 'Red/16G', 'Blue/8G', 'Blue/16G']);
  });

  it('sanitizes the details and refuses a spec that is not the category’s', async () => {
    const good = await create(
      generalGood(c.categoryId, {
        details: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:x"></p>',
      }),
    );
    const detail = (await get(`good/${good.id}`)).json().message;
    expect(detail.details).toBe('<p>Hi<img /></p>');

    const res = await post(
      'good',
      skuGood(c.categoryId, {
        number: 'PX-9',
        skus: [{ price: 1, inventory: 1, spec: [{ key: 'Weight', value: '1kg' }] }],
      }),
      'en',
    );
    expect(res.json()).toMatchObject({
      status: 42200,
      message: '"Weight" is not a specification of this category',
    });
  });

  it('enforces the goods rules on the server, with field messages', async () => {
    const errorsOf = async (body: unknown, lang: 'zh' | 'en' = 'zh') => {
      const res = await post('good', body, lang);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect((await errorsOf(generalGood(c.categoryId, { price: 12.5 }))).price).toEqual([
      '销售价（元）只能是数字，且最多两位小数',
    ]);
    expect((await errorsOf(generalGood(c.categoryId, { inventory: 1.5 }))).inventory).toEqual([
      '库存只能是整数',
    ]);
    expect((await errorsOf(generalGood(c.categoryId, { master_image: '' }))).master_image).toEqual([
      '请上传商品主图',
    ]);
    expect(
      (await errorsOf(generalGood(c.categoryId, { master_image: 'javascript:alert(1)' }))).master_image,
    ).toBeDefined();
    expect((await errorsOf(generalGood(c.categoryId, { is_show: 2 }))).timing).toEqual([
      '请选择定时上架时间',
    ]);
    expect(
      (await errorsOf(generalGood(c.categoryId, { is_show: 2, timing: '2020-01-01T00:00:00Z' }))).timing,
    ).toEqual(['定时上架时间必须晚于现在']);
    expect((await errorsOf(generalGood(c.categoryId, { video: '/uploads/2026/01/a.avi' }))).video).toEqual([
      '上传文件格式不正确!',
    ]);
    expect((await errorsOf(generalGood(c.categoryId, { type: 1 }))).virtual_code).toBeDefined();
    expect((await errorsOf(generalGood(c.categoryId, { type: 3 }))).file).toEqual(['请上传文件']);
    expect((await errorsOf(generalGood(c.categoryId, { category_id: 999999 }))).category_id).toEqual([
      '所选分类不存在',
    ]);
    expect((await errorsOf(generalGood(c.categoryId, { brand_id: 999999 }))).brand_id).toEqual([
      '所选品牌不存在',
    ]);
    const sku = skuGood(c.categoryId, { number: 'PX-2' });
    const repeated = { ...sku, skus: [sku.skus?.[0], sku.skus?.[0]] };
    expect((await errorsOf(repeated, 'en'))['skus.1.spec']).toEqual([
      'This combination of specification values is repeated',
    ]);
    // Nothing of the refused bodies was written.
    const count = await t.app.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('keeps article numbers unique among goods that are not deleted', async () => {
    const res = await post('good', generalGood(c.categoryId, { number: 'MUG-1' }));
    expect(res.json()).toMatchObject({ status: 42200, errors: { number: ['货号已存在'] } });
  });

  it('card-key goods: key count rules, fixed keys, net-disk addresses', async () => {
    const card = (overrides: Record<string, unknown>) =>
      generalGood(c.categoryId, { type: 2, code_type: 0, is_fixed: 0, name: 'Game card', ...overrides });
    const codes = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `N${i + 1}`, code: `K${i + 1}` }));
    const errorsOf = async (body: unknown) =>
      (await post('good', body, 'en')).json().errors as Record<string, string[]>;

    expect((await errorsOf(card({ inventory: 2, codes: [] }))).codes).toEqual(['Please set the card keys']);
    expect((await errorsOf(card({ inventory: 3, codes: codes(2) }))).codes).toEqual([
      'The number of card keys cannot be less than the inventory',
    ]);
    expect((await errorsOf(card({ inventory: 1, codes: codes(2) }))).inventory).toEqual([
      'For non-fixed card keys the inventory must equal the number of keys',
    ]);
    expect((await errorsOf(card({ is_fixed: 1, inventory: 100, codes: codes(2) }))).codes).toEqual([
      'A fixed card key has exactly one entry',
    ]);
    expect(
      (
        await errorsOf(card({ code_type: 1, inventory: 1, codes: [{ name: 'pan.example.com', code: 'x1' }] }))
      )['codes.0.name'],
    ).toEqual(['The net-disk address must be an http(s) link']);
    expect(
      (await errorsOf(card({ inventory: 2, codes: [codes(1)[0], codes(1)[0]] })))['codes.1'],
    ).toBeDefined();

    const fixed = await create(card({ number: 'FIX', is_fixed: 1, inventory: 100, codes: codes(1) }));
    expect(fixed).toMatchObject({ inventory: 100 });
    const good = await create(card({ number: 'CARD-1', inventory: 3, codes: codes(3) }));
    expect(good.skus[0]).toMatchObject({ code_type: 0, is_fixed: 0 });
    expect(good.skus[0]?.codes).toHaveLength(3);

    // With SKUs, the rules apply per SKU and name it.
    const perSku = skuGood(c.categoryId, { type: 2, number: 'PX-CARD' });
    perSku.skus = (perSku.skus ?? []).map((s, i) => ({
      ...s,
      code_type: 0,
      codes: codes(i === 1 ? 1 : Number(s.inventory)),
    }));
    const res = await post('good', perSku, 'zh');
    expect(res.json().errors['skus.1.codes']).toEqual(['卡密数量不能少于库存']);
  });

  it('edits with the version: SKUs keep their ids, dropped ones are kept for orders, used keys stay', async () => {
    const good = await create(
      generalGood(c.categoryId, {
        type: 2,
        code_type: 0,
        number: 'CARD-2',
        inventory: 3,
        codes: [
          { name: 'A', code: '1' },
          { name: 'B', code: '2' },
          { name: 'C', code: '3' },
        ],
      }),
    );
    const [first, second, third] = good.skus[0]?.codes ?? [];
    // One key was handed out to a buyer meanwhile.
    await t.app.db
      .updateTable('goods_card_codes')
      .set({ state: 1, used_at: new Date().toISOString() })
      .where('id', '=', first?.id ?? 0)
      .execute();

    const body = generalGood(c.categoryId, {
      type: 2,
      code_type: 0,
      number: 'CARD-2',
      inventory: 2,
      codes: [
        { id: second?.id, name: 'B', code: '2-new' },
        { name: 'D', code: '4' },
      ],
      version: good.version,
    });
    expect((await post(`good/${good.id}`, body)).json()).toMatchObject({ result: 'ok', message: '保存成功' });
    const detail = (await get(`good/${good.id}`)).json().message;
    expect(detail.version).toBe(2);
    expect(detail.skus[0].id).toBe(good.skus[0]?.id);
    const byName = Object.fromEntries(detail.skus[0].codes.map((k: { name: string }) => [k.name, k]));
    expect(Object.keys(byName).sort()).toEqual(['A', 'B', 'D']);
    expect(byName.A).toMatchObject({ state: 1 });
    expect(byName.B).toMatchObject({ id: second?.id, code: '2-new', state: 0 });
    expect(third).toBeDefined();

    // A stale version changes nothing.
    const stale = await post(`good/${good.id}`, { ...body, name: 'Changed', version: 1 }, 'en');
    expect(stale.json()).toMatchObject({ status: 40900 });
    expect((await get(`good/${good.id}`)).json().message.name).toBe('Plain mug');

    // Listing a handed-out key is refused.
    const used = await post(
      `good/${good.id}`,
      {
        ...body,
        codes: [
          { id: first?.id, name: 'A', code: '1' },
          { name: 'E', code: '5' },
        ],
        version: 2,
      },
      'en',
    );
    expect(used.json()).toMatchObject({
      status: 42200,
      errors: { 'codes.0': ['Card keys already handed out cannot be changed or removed'] },
    });

    // Dropping a SKU soft-deletes it.
    const phone = await create(skuGood(c.categoryId, { number: 'PX-3' }));
    const keep = (skuGood(c.categoryId, { number: 'PX-3' }).skus ?? [])
      .slice(0, 2)
      .map((s, i) => ({ ...s, id: phone.skus[i]?.id }));
    const saved = await post(`good/${phone.id}`, {
      ...skuGood(c.categoryId, { number: 'PX-3' }),
      skus: keep,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get(`good/${phone.id}`)).json().message;
    expect(after.skus.map((s: { id: number }) => s.id)).toEqual([phone.skus[0]?.id, phone.skus[1]?.id]);
    expect(after).toMatchObject({ inventory: 3, price_max: 200 });
    const dropped = await t.app.db
      .selectFrom('goods_skus')
      .select('deleted_at')
      .where('id', '=', phone.skus[3]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(dropped.deleted_at).not.toBeNull();
  });

  it('changes state single and batch; timed shelving is queued and puts due goods on sale once', async () => {
    const a = await create(generalGood(c.categoryId, { name: 'State A', is_show: 0 }));
    const b = await create(generalGood(c.categoryId, { name: 'State B', is_show: 0 }));
    expect((await post(`good/state/${a.id}`, { is_show: 1 })).json()).toMatchObject({
      message: '商品状态已更新',
    });
    expect((await get(`good/${a.id}`)).json().message).toMatchObject({ is_show: 1, version: 2 });

    const at = new Date(Date.now() + 60_000).toISOString();
    const batch = await post('good/state/0', { ids: [a.id, b.id], is_show: 2, timing: at });
    expect(batch.statusCode, batch.body).toBe(200);
    const job = await t.app.db
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', SHELVE_JOB)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(new Date(job.run_at).toISOString()).toBe(at);
    expect(
      (await post('good/state/0', { ids: [a.id], is_show: 2, timing: '2020-01-01' })).json().errors.timing,
    ).toBeDefined();
    expect((await post('good/state/0', { is_show: 1 })).json().status).toBe(42200);
    expect((await post('good/state/999999', { is_show: 1 })).json().status).toBe(40400);
    // A batch is all or nothing, as a batch delete is: one missing good leaves the others as they were.
    const before = (await get(`good/${b.id}`)).json().message;
    expect((await post('good/state/0', { ids: [b.id, 999999], is_show: 0 })).json().status).toBe(40400);
    expect((await get(`good/${b.id}`)).json().message).toMatchObject({
      is_show: before.is_show,
      version: before.version,
    });

    // Time passes: the sweep puts exactly the due goods on sale, and a repeated run changes nothing.
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db.updateTable('goods').set({ timing: past }).where('id', '=', a.id).execute();
    expect(await shelveDueGoods(t.app.db)).toBe(1);
    expect(await shelveDueGoods(t.app.db)).toBe(0);
    expect((await get(`good/${a.id}`)).json().message.is_show).toBe(1);
    expect((await get(`good/${b.id}`)).json().message.is_show).toBe(2);

    // After a restart with due goods and no waiting job, one sweep is queued, and only one worker gets it.
    await t.app.db.updateTable('goods').set({ timing: past }).where('id', '=', b.id).execute();
    await t.app.db.deleteFrom('jobs').where('type', '=', SHELVE_JOB).execute();
    await queueOverdueShelving(t.app.db);
    await queueOverdueShelving(t.app.db);
    const [one, two] = await Promise.all([
      claimNextJob(t.app.db, 'worker-1', 60_000, [SHELVE_JOB]),
      claimNextJob(t.app.db, 'worker-2', 60_000, [SHELVE_JOB]),
    ]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
  });

  it('soft-deletes: gone from lists and details, rows kept for orders', async () => {
    const good = await create(generalGood(c.categoryId, { name: 'To delete', number: 'DEL-1' }));
    const other = await create(generalGood(c.categoryId, { name: 'To delete too' }));
    expect((await post(`good/destroy/${good.id}`, {})).json()).toMatchObject({ result: 'ok' });
    expect((await post('good/destroy/0', { ids: [other.id] })).json()).toMatchObject({ result: 'ok' });
    expect((await get(`good/${good.id}`)).json().status).toBe(40400);
    expect((await get('good', { keyword: 'To delete' })).json().message.total).toBe(0);
    const row = await t.app.db
      .selectFrom('goods')
      .select('deleted_at')
      .where('id', '=', good.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await post(`good/destroy/${good.id}`, {})).json().status).toBe(40400);
    // The article number is free again.
    await create(generalGood(c.categoryId, { number: 'DEL-1' }));
  });

  it('good/specification/{categoryId}: parameters, SKU options and linked brands', async () => {
    const res = (await get(`good/specification/${c.categoryId}`)).json().message;
    expect(res.parameters.map((p: { name: string }) => p.name)).toEqual(['Memory', 'Material']);
    expect(res.options).toEqual([
      expect.objectContaining({ name: 'Colour', values: ['Red', 'Blue'] }),
      expect.objectContaining({ name: 'Memory', values: ['8G', '16G'] }),
    ]);
    expect(res.brands).toEqual([expect.objectContaining({ id: c.brandId, name: 'Acme' })]);
    expect((await get('good/specification/999999')).json().status).toBe(40400);
  });

  it('checks each action’s permission on the server', async () => {
    const viewer = await createAdminWith(t.app, ['GoodList']);
    const as = (method: 'GET' | 'POST', route: string, body?: unknown) =>
      call(t.app, method, route, { token: viewer.token, body });
    expect((await as('GET', 'good')).statusCode).toBe(200);
    expect((await as('GET', 'goodCount')).statusCode).toBe(200);
    expect((await as('POST', 'good', generalGood(c.categoryId))).json().status).toBe(40300);
    expect((await as('POST', 'good/1', generalGood(c.categoryId))).json().status).toBe(40300);
    expect((await as('POST', 'good/state/1', { is_show: 1 })).json().status).toBe(40300);
    expect((await as('POST', 'good/destroy/1', {})).json().status).toBe(40300);
    expect((await as('POST', 'good/export/all', {})).json().status).toBe(40300);
  });
});
