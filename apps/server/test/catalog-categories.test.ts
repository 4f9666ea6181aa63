import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { generalGood } from './catalog-factories.js';
import { call, createAdminWith } from './helpers.js';

interface Node {
  id: number;
  name: string;
  level: number;
  children: Node[];
  specification_ids: number[];
  brand_ids: number[];
  goods_count: number;
}

describe('categories (category, category/sort)', () => {
  const t = useTestApp();
  const post = (route: string, body: unknown, lang: 'zh' | 'en' = 'zh') =>
    call(t.app, 'POST', route, { token: t.token, body, lang });
  const get = (route: string, query?: Record<string, string>) =>
    call(t.app, 'GET', route, { token: t.token, query });
  const create = async (body: Record<string, unknown>) => {
    const res = await post('category', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message as Node & { version: number };
  };
  const tree = async () => (await get('category')).json().message as Node[];
  const names = (nodes: Node[]): unknown =>
    nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));

  it('builds the tree in sort order with links and goods counts', async () => {
    const spec = (
      await post('specification', { name: 'Colour', type: 1, location: 1, values: ['Red'] })
    ).json().message;
    const brand = (await post('brand', { name: 'Acme' })).json().message;
    const digital = await create({ name: 'Digital', pid: 0, sort: 2, icon: '/uploads/2026/01/d.png' });
    const home = await create({ name: 'Home', pid: 0, sort: 1 });
    const phones = await create({
      name: 'Phones',
      pid: digital.id,
      specification_ids: [spec.id],
      brand_ids: [brand.id, brand.id],
      recommend: 1,
    });
    expect(phones).toMatchObject({
      level: 2,
      visible: 1,
      recommend: 1,
      specification_ids: [spec.id],
      brand_ids: [brand.id],
    });
    await create({ name: 'Android', pid: phones.id });
    await create({ name: 'Kitchen', pid: home.id });
    expect(names(await tree())).toEqual([
      ['Home', ['Kitchen']],
      ['Digital', [['Phones', ['Android']]]],
    ]);

    await post('good', generalGood(phones.id));
    const phonesNode = (await tree())[1]?.children[0];
    expect(phonesNode).toMatchObject({ name: 'Phones', goods_count: 1, level: 2 });
    expect(phonesNode?.children[0]).toMatchObject({ name: 'Android', level: 3 });

    const page = (await get('category', { keyword: 'phon' })).json().message;
    expect(page).toMatchObject({ total: 1, data: [{ name: 'Phones', goods_count: 1 }] });
  });

  it('checks parents, depth, cycles and links on save', async () => {
    const [, digital] = await tree();
    const phones = digital?.children[0];
    const android = phones?.children[0];
    expect((await post('category', { name: 'Too deep', pid: android?.id }, 'en')).json()).toMatchObject({
      status: 42200,
      errors: { pid: ['Categories nest at most three levels'] },
    });
    expect((await post('category', { name: 'Lost', pid: 999999 })).json().errors.pid).toEqual([
      '上级分类不存在',
    ]);
    const self = await post(`category/${digital?.id}`, { name: 'Digital', pid: android?.id }, 'en');
    expect(self.json().errors.pid).toEqual(['A category cannot move under itself or its sub-categories']);
    expect(
      (await post('category', { name: 'X', specification_ids: [999999] })).json().errors.specification_ids,
    ).toEqual(['所选规格不存在']);
    expect((await post('category', { name: 'X', brand_ids: [999999] })).json().errors.brand_ids).toEqual([
      '所选品牌不存在',
    ]);
    expect((await post('category', { name: '' })).json().errors.name).toEqual(['请输入名称']);
  });

  it('edits with the version; moving a category moves its subtree levels', async () => {
    const [home, digital] = await tree();
    const phones = digital?.children[0];
    const detail = (await get(`category/${phones?.id}`)).json().message;
    // Phones (with Android below) moves to the top level.
    const moved = await post(`category/${phones?.id}`, {
      ...detail,
      pid: 0,
      specification_ids: [],
      version: detail.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await tree();
    const top = after.find((n) => n.name === 'Phones');
    expect(top).toMatchObject({ level: 1, specification_ids: [] });
    expect(top?.children[0]).toMatchObject({ name: 'Android', level: 2 });
    const stale = await post(
      `category/${phones?.id}`,
      { name: 'Stale', pid: 0, version: detail.version },
      'en',
    );
    expect(stale.json().status).toBe(40900);

    // A drag: Phones back under Digital, before nothing else; then Home and Digital swap.
    expect((await post('category/sort', { pid: digital?.id, ids: [phones?.id] })).json().message).toBe(
      '分类顺序已保存',
    );
    expect((await post('category/sort', { pid: 0, ids: [digital?.id, home?.id] })).json().result).toBe('ok');
    expect(names(await tree())).toEqual([
      ['Digital', [['Phones', ['Android']]]],
      ['Home', ['Kitchen']],
    ]);
    const android = (await tree())[0]?.children[0]?.children[0];
    expect(android?.level).toBe(3);
    const deep = await post('category/sort', { pid: android?.id, ids: [home?.id] }, 'en');
    expect(deep.json().errors.pid).toEqual(['Categories nest at most three levels']);
  });

  it('refuses deleting a category with sub-categories or goods, with a clear message', async () => {
    const [digital, home] = await tree();
    const kitchen = home?.children[0];
    const phones = digital?.children[0];
    expect((await post(`category/destroy/${home?.id}`, {}, 'en')).json()).toMatchObject({
      status: 40900,
      message: 'This category has sub-categories and cannot be deleted',
    });
    expect((await post(`category/destroy/${phones?.children[0]?.id}`, {})).json().result).toBe('ok');
    expect((await post(`category/destroy/${phones?.id}`, {}, 'zh')).json()).toMatchObject({
      status: 40900,
      message: '该分类下还有 1 件商品，不能删除',
    });
    // A parent and its only child go together in one batch.
    expect((await post('category/destroy/0', { ids: [home?.id, kitchen?.id] })).json().result).toBe('ok');
    expect(names(await tree())).toEqual([['Digital', ['Phones']]]);
  });

  it('checks each action’s permission on the server', async () => {
    const viewer = await createAdminWith(t.app, ['CategoryList']);
    expect((await call(t.app, 'GET', 'category', { token: viewer.token })).statusCode).toBe(200);
    for (const route of ['category', 'category/1', 'category/sort', 'category/destroy/1']) {
      const res = await call(t.app, 'POST', route, {
        token: viewer.token,
        body: { name: 'x', pid: 0, ids: [1] },
      });
      expect(res.json().status, route).toBe(40300);
    }
  });
});
