import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, createAdminWith } from './helpers.js';

describe('brands, specification groups, specifications, banners', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'zh') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });
  const get = (route: string, query?: Record<string, string>) =>
    call(t.app, 'GET', route, { token: t.token, query });
  const created = async (route: string, body: unknown) => {
    const res = await post(route, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message as { id: number; version: number } & Record<string, unknown>;
  };

  it('brands: create, search, edit with the version, refuse deleting a brand that goods use', async () => {
    const brand = await created('brand', { name: 'Huawei', logo: '/uploads/2026/01/hw.png' });
    expect(brand).toMatchObject({
      name: 'Huawei',
      logo: '/uploads/2026/01/hw.png',
      sort: 0,
      goods_count: 0,
      version: 1,
    });
    await created('brand', { name: 'Xiaomi', sort: 2 });
    const list = (await get('brand', { keyword: 'hua' })).json().message;
    expect(list.data.map((b: { name: string }) => b.name)).toEqual(['Huawei']);

    expect((await post(`brand/${brand.id}`, { name: 'HUAWEI', logo: '', version: 1 })).json().result).toBe(
      'ok',
    );
    const stale = await post(`brand/${brand.id}`, { name: 'Lost', version: 1 }, 'en');
    expect(stale.json()).toMatchObject({ status: 40900 });
    expect((await get(`brand/${brand.id}`)).json().message).toMatchObject({ name: 'HUAWEI', version: 2 });

    expect((await post('brand', { name: '' })).json()).toMatchObject({
      status: 42200,
      errors: { name: ['请输入名称'] },
    });
    expect(
      (await post('brand', { name: 'X', logo: 'javascript:alert(1)' })).json().errors.logo,
    ).toBeDefined();

    const c = await seedCatalog(t.app, '-b');
    await post('good', generalGood(c.categoryId, { brand_id: brand.id }));
    const refused = await post(`brand/destroy/${brand.id}`, {}, 'en');
    expect(refused.json()).toMatchObject({
      status: 40900,
      message: 'This brand still has 1 goods and cannot be deleted',
    });
    expect((await get(`brand/${brand.id}`)).json().message.goods_count).toBe(1);

    // The linked brand of the seeded category loses its link with it.
    expect((await post('brand/destroy/0', { ids: [c.brandId, c.otherBrandId] })).json().result).toBe('ok');
    const links = await t.app.db
      .selectFrom('category_brands')
      .selectAll()
      .where('brand_id', '=', c.brandId)
      .execute();
    expect(links).toEqual([]);
    expect((await post('brand/destroy/999999', {})).json().status).toBe(40400);
  });

  it('specification groups and specifications: values, filters, guards', async () => {
    const group = await created('specificationGroup', { name: 'Screen' });
    const size = await created('specification', {
      name: 'Size',
      label: 'inch',
      group_id: group.id,
      type: 1,
      location: 2,
      values: ['6.1', '6.7', '6.1', ' 5.8 '],
      is_search: 1,
    });
    expect(size).toMatchObject({
      group_name: 'Screen',
      values: ['6.1', '6.7', '5.8'],
      type: 1,
      location: 2,
      is_search: 1,
    });
    await created('specification', { name: 'Material', type: 0, location: 0 });

    const errors = (
      await post('specification', { name: 'Colour', type: 1, location: 1, values: [] }, 'en')
    ).json();
    expect(errors).toMatchObject({ status: 42200, errors: { values: ['Please enter Values'] } });
    const missing = (await post('specification', { name: 'Weight', group_id: 999999 }, 'en')).json();
    expect(missing.errors.group_id).toEqual(['The chosen specification group does not exist']);

    const byGroup = (await get('specification', { group_id: String(group.id) })).json().message;
    expect(byGroup.data.map((s: { name: string }) => s.name)).toEqual(['Size']);
    expect((await get('specification', { keyword: 'INCH' })).json().message.total).toBe(1);
    expect(
      (await get('specification', { type: '0' })).json().message.data.map((s: { name: string }) => s.name),
    ).toContain('Material');
    expect((await get('specificationGroup', { keyword: 'Screen' })).json().message.data[0]).toMatchObject({
      specifications_count: 1,
    });

    const refused = await post(`specificationGroup/destroy/${group.id}`, {}, 'zh');
    expect(refused.json()).toMatchObject({ status: 40900, message: '该分组下还有 1 个规格，不能删除' });

    expect(
      (
        await post(`specification/${size.id}`, {
          name: 'Size',
          type: 1,
          location: 1,
          values: ['7'],
          version: 1,
        })
      ).json().result,
    ).toBe('ok');
    expect((await get(`specification/${size.id}`)).json().message).toMatchObject({
      values: ['7'],
      group_id: null,
    });
    expect((await post(`specificationGroup/destroy/${group.id}`, {})).json().result).toBe('ok');
    expect((await post(`specification/destroy/${size.id}`, {})).json().result).toBe('ok');
    expect((await get(`specification/${size.id}`)).json().status).toBe(40400);
  });

  it('banners: types, state, filters and edits', async () => {
    const banner = await created('banner', {
      name: 'Spring sale',
      image: '/uploads/2026/03/spring.jpg',
      url: '/goods/12',
      type: 1,
    });
    expect(banner).toMatchObject({ type: 1, state: 1, url: '/goods/12' });
    await created('banner', { name: 'Hidden', image: 'https://cdn.example.com/x.png', state: 0, type: 3 });
    expect((await post('banner', { name: 'No image' }, 'en')).json().errors.image).toEqual([
      'Please enter Image',
    ]);
    expect(
      (await post('banner', { name: 'Bad', image: '/uploads/a.png', url: 'javascript:alert(1)' })).json()
        .errors.url,
    ).toBeDefined();
    expect(
      (await post('banner', { name: 'Bad', image: '/uploads/a.png', type: 7 })).json().errors.type,
    ).toBeDefined();

    expect(
      (await get('banner', { type: '1' })).json().message.data.map((b: { name: string }) => b.name),
    ).toEqual(['Spring sale']);
    expect(
      (await get('banner', { state: '0' })).json().message.data.map((b: { name: string }) => b.name),
    ).toEqual(['Hidden']);
    expect(
      (
        await post(`banner/${banner.id}`, {
          name: 'Spring',
          image: '/uploads/2026/03/spring.jpg',
          state: 0,
          version: 1,
        })
      ).json().result,
    ).toBe('ok');
    expect((await get(`banner/${banner.id}`)).json().message).toMatchObject({
      name: 'Spring',
      state: 0,
      type: 0,
      version: 2,
    });
    // A batch delete with one missing id deletes nothing.
    expect((await post('banner/destroy/0', { ids: [banner.id, 999999] })).json().status).toBe(40400);
    expect((await get(`banner/${banner.id}`)).statusCode).toBe(200);
    expect((await post('banner/destroy/0', { ids: [banner.id] })).json().result).toBe('ok');
  });

  it('checks each action’s permission on the server', async () => {
    const viewer = await createAdminWith(t.app, [
      'BrandList',
      'SpecificationList',
      'SpecificationGroupList',
      'BannerList',
    ]);
    for (const path of ['brand', 'specification', 'specificationGroup', 'banner']) {
      expect((await call(t.app, 'GET', path, { token: viewer.token })).statusCode).toBe(200);
      expect(
        (await call(t.app, 'POST', path, { token: viewer.token, body: { name: 'x' } })).json().status,
      ).toBe(40300);
      expect(
        (await call(t.app, 'POST', `${path}/destroy/1`, { token: viewer.token, body: {} })).json().status,
      ).toBe(40300);
    }
  });
});
