import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, createAdminWith } from './helpers.js';

const template = {
  name: 'Standard',
  valuation: 0,
  default_rule: { first_piece: 1, first_cost: 1000, add_piece: 1, add_cost: 500 },
  rules: [
    {
      first_piece: 2,
      first_cost: 800,
      add_piece: 2,
      add_cost: 300,
      regions: [{ code: '330100', name: '杭州市' }],
    },
  ],
  free_regions: [{ code: '310000', name: '上海市' }],
  origin: '浙江省杭州市',
};

describe('freight templates (freight)', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });

  it('stores rules and regions, edits with the version, lists by last edit', async () => {
    const created = (await post('freight', template)).json().message;
    expect(created).toMatchObject({ ...template, version: 1 });
    await post('freight', { ...template, name: 'Heavy', valuation: 1 });
    const list = (await call(t.app, 'GET', 'freight', { token: t.token })).json().message;
    expect(list.data.map((r: { name: string }) => r.name)).toEqual(['Heavy', 'Standard']);
    expect(
      (await call(t.app, 'GET', 'freight', { token: t.token, query: { keyword: 'stand' } })).json().message
        .total,
    ).toBe(1);

    const edited = await post(`freight/${created.id}`, { ...template, rules: [], version: 1 });
    expect(edited.json().result).toBe('ok');
    expect(
      (await call(t.app, 'GET', `freight/${created.id}`, { token: t.token })).json().message,
    ).toMatchObject({
      rules: [],
      version: 2,
    });
    expect((await post(`freight/${created.id}`, { ...template, version: 1 })).json().status).toBe(40900);
  });

  it('copies a template with its rules under a name saying so, in the caller’s language', async () => {
    const source = (await post('freight', template)).json().message;
    const copy = (await post(`freight/copy/${source.id}`, undefined, 'zh')).json().message;
    const { id: _, name: __, created_at: ___, updated_at: ____, ...same } = source;
    expect(copy).toMatchObject({ ...same, name: 'Standard（副本）', version: 1 });
    expect(copy.id).not.toBe(source.id);
    // Editing the copy leaves the source as it was.
    await post(`freight/${copy.id}`, { ...template, name: 'Islands', rules: [], version: 1 });
    expect(
      (await call(t.app, 'GET', `freight/${source.id}`, { token: t.token })).json().message,
    ).toMatchObject({
      name: 'Standard',
      rules: template.rules,
    });
    // A name at the longest still copies, cut to the longest a name may be.
    const long = (await post('freight', { ...template, name: 'L'.repeat(64) })).json().message;
    const longCopy = (await post(`freight/copy/${long.id}`, undefined, 'en')).json().message;
    expect(longCopy.name).toHaveLength(64);
    expect(longCopy.name.startsWith('L'.repeat(60))).toBe(true);

    expect((await post('freight/copy/999999', undefined)).json().status).toBe(40400);
    const reader = await createAdminWith(t.app, ['FreightList']);
    const refused = await call(t.app, 'POST', `freight/copy/${source.id}`, { token: reader.token });
    expect(refused.json().status).toBe(40300);
  });

  it('validates charges and regions with readable names', async () => {
    const bad = await post('freight', {
      ...template,
      default_rule: { first_piece: 0, first_cost: 1.5, add_piece: 1, add_cost: 0 },
      rules: [{ first_piece: 1, first_cost: 100, add_piece: 1, add_cost: 100, regions: [] }],
    });
    expect(bad.json().status).toBe(42200);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'default_rule.first_cost',
      'default_rule.first_piece',
      'rules.0.regions',
    ]);
    expect(bad.json().errors['rules.0.regions']).toEqual(['Please enter Regions of regional charge 1']);
    const region = await post('freight', { ...template, free_regions: [{ code: '31', name: 'x' }] });
    expect(region.json().errors['free_regions.0.code']).toBeDefined();
  });

  it('refuses deleting a template that goods use', async () => {
    const c = await seedCatalog(t.app);
    const freight = (await post('freight', { ...template, name: 'Used' })).json().message;
    const good = (await post('good', generalGood(c.categoryId, { freight_id: freight.id }))).json().message;
    expect((await call(t.app, 'GET', `good/${good.id}`, { token: t.token })).json().message).toMatchObject({
      freight_id: freight.id,
      freight_name: 'Used',
    });
    expect((await post(`freight/destroy/${freight.id}`, {}, 'zh')).json()).toMatchObject({
      status: 40900,
      message: '还有 1 件商品使用该运费模板，不能删除',
    });
    const viewer = await createAdminWith(t.app, ['FreightList']);
    expect(
      (await call(t.app, 'POST', 'freight', { token: viewer.token, body: template })).json().status,
    ).toBe(40300);
  });
});
