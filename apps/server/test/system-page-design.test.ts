import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

const goodsGrid = (limit = 8) => ({
  id: randomUUID(),
  type: 'goods_grid',
  title: 'Hot picks',
  filter: { category_id: 3, hot: true },
  sort: 'sales',
  limit,
  columns: 2,
});

const layout = () => ({
  blocks: [
    {
      id: randomUUID(),
      type: 'banner',
      banner_ids: [],
      items: [{ image: '/uploads/a.png', link: '/goods/1' }],
      interval: 4,
    },
    { id: randomUUID(), type: 'category_nav', category_ids: [1, 2, 3], columns: 4 },
    goodsGrid(),
    { id: randomUUID(), type: 'notice', count: 3 },
    { id: randomUUID(), type: 'image_ad', image: 'https://cdn.example.com/ad.jpg', link: '', height: 120 },
  ],
});

describe('page design (project)', () => {
  const t = useTestApp();

  it('returns an empty layout at version 0 before the first save, then saves and versions it', async () => {
    const first = await call(t.app, 'GET', 'project', { token: t.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toEqual({
      key: 'home',
      layout: { blocks: [] },
      version: 0,
      updated_by: null,
      updated_at: null,
    });

    const sent = layout();
    const saved = await call(t.app, 'POST', 'project', {
      token: t.token,
      body: { layout: sent, version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toMatchObject({ key: 'home', version: 1, layout: sent });
    expect(saved.json().message.updated_at).toEqual(expect.any(String));
    expect(saved.json().message.updated_by).toEqual(expect.any(String));

    const again = await call(t.app, 'GET', 'project', { token: t.token });
    expect(again.json().message.layout).toEqual(sent);
    expect(again.json().message.version).toBe(1);

    // Reordered and trimmed: the stored order is the order sent.
    const reordered = { blocks: [sent.blocks[2], sent.blocks[0]] };
    const second = await call(t.app, 'POST', 'project', {
      token: t.token,
      body: { layout: reordered, version: 1 },
    });
    expect(second.json().message).toMatchObject({ version: 2, layout: reordered });
  });

  it('fills defaults and drops unknown fields of a block', async () => {
    const current = (await call(t.app, 'GET', 'project', { token: t.token })).json().message;
    const id = randomUUID();
    const res = await call(t.app, 'POST', 'project', {
      token: t.token,
      body: { layout: { blocks: [{ id, type: 'notice', extra: 'x' }] }, version: current.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.layout.blocks).toEqual([{ id, type: 'notice', count: 3 }]);
  });

  it('names nested fields in validation errors, readable in both languages', async () => {
    const current = (await call(t.app, 'GET', 'project', { token: t.token })).json().message;
    const bad = layout();
    bad.blocks[2] = goodsGrid(99);
    (bad.blocks[0] as { items: { image: string; link: string }[] }).items[0] = {
      image: '',
      link: 'javascript:alert(1)',
    };
    const res = await call(t.app, 'POST', 'project', {
      token: t.token,
      lang: 'en',
      body: { layout: bad, version: current.version },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status).toBe(42200);
    expect(body.errors['layout.blocks.2.limit']).toEqual(['Number of goods of block 3 cannot exceed 50']);
    expect(body.errors['layout.blocks.0.items.0.image']).toEqual([
      'Please enter Image of slide 1 of block 1',
    ]);
    expect(body.errors['layout.blocks.0.items.0.link']).toEqual([
      'Link of slide 1 of block 1 has a wrong format',
    ]);

    const zh = await call(t.app, 'POST', 'project', {
      token: t.token,
      lang: 'zh',
      body: { layout: { blocks: [goodsGrid(0), { id: 'nope', type: 'video' }] }, version: current.version },
    });
    expect(zh.statusCode).toBe(422);
    expect(zh.json().errors['layout.blocks.0.limit']).toEqual(['第 1 个模块的商品数量不能少于1']);
    expect(Object.keys(zh.json().errors)).toContain('layout.blocks.1.type');

    const duplicate = layout();
    duplicate.blocks[1] = { ...duplicate.blocks[1], id: duplicate.blocks[0]?.id } as never;
    const dup = await call(t.app, 'POST', 'project', {
      token: t.token,
      lang: 'en',
      body: { layout: duplicate, version: current.version },
    });
    expect(dup.json().errors['layout.blocks.1.id']).toEqual(['Id of block 2 already exists']);

    const tooMany = { blocks: Array.from({ length: 51 }, () => ({ id: randomUUID(), type: 'notice' })) };
    const many = await call(t.app, 'POST', 'project', {
      token: t.token,
      lang: 'en',
      body: { layout: tooMany, version: current.version },
    });
    expect(many.json().errors['layout.blocks']).toEqual(['Blocks cannot exceed 50']);

    const missing = await call(t.app, 'POST', 'project', { token: t.token, lang: 'en', body: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['layout', 'version']);

    // Nothing of the refused saves was stored.
    const after = (await call(t.app, 'GET', 'project', { token: t.token })).json().message;
    expect(after.version).toBe(current.version);
  });

  it('refuses a save from a stale version with 40900 naming who saved meanwhile', async () => {
    const current = (await call(t.app, 'GET', 'project', { token: t.token })).json().message;
    const editor = await createAdminWith(t.app, ['PageDesignDetail', 'PageDesignEdit'], {
      nickname: 'Carol',
    });
    const ok = await call(t.app, 'POST', 'project', {
      token: editor.token,
      body: { layout: layout(), version: current.version },
    });
    expect(ok.json().message).toMatchObject({ version: current.version + 1, updated_by: 'Carol' });

    const stale = await call(t.app, 'POST', 'project', {
      token: t.token,
      lang: 'en',
      body: { layout: { blocks: [] }, version: current.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 40900,
      message: `The home layout was changed by Carol meanwhile (now version ${current.version + 1}); reload it before saving`,
    });
    const kept = (await call(t.app, 'GET', 'project', { token: t.token })).json().message;
    expect(kept.layout.blocks).toHaveLength(5);

    const firstSave = await call(t.app, 'POST', 'project', {
      token: t.token,
      lang: 'zh',
      body: { layout: { blocks: [] }, version: 0 },
    });
    expect(firstSave.json().status).toBe(40900);
    expect(firstSave.json().message).toContain('Carol');
  });

  it('needs PageDesignDetail to read and PageDesignEdit to save (40300)', async () => {
    const reader = await createAdminWith(t.app, ['PageDesignDetail']);
    const current = await call(t.app, 'GET', 'project', { token: reader.token });
    expect(current.statusCode).toBe(200);
    const save = await call(t.app, 'POST', 'project', {
      token: reader.token,
      body: { layout: { blocks: [] }, version: current.json().message.version },
    });
    expect(save.json().status).toBe(40300);
    const nobody = await createAdminWith(t.app, ['AdminList']);
    expect((await call(t.app, 'GET', 'project', { token: nobody.token })).json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'project')).json().status).toBe(40100);
  });
});
