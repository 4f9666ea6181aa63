import fs from 'node:fs';
import path from 'node:path';
import type { MediaRow } from '@bo/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/plugins/guard.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import {
  type CallOptions,
  call,
  createAdminWith,
  createTestApp,
  multipart,
  type TestApp,
  tokenFor,
} from './helpers.js';

describe('media library (media)', () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t.app, 'admin');
    categoryId = (await seedCatalog(t.app)).categoryId;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();

  async function upload(filename: string, content: Buffer, type = 'photo', as = token): Promise<string> {
    const { payload, headers } = multipart([
      { name: 'type', value: type },
      { name: 'file', filename, content, type: 'application/octet-stream' },
    ]);
    headers.authorization = `Bearer ${as}`;
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/uploadPictures`, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message;
  }

  const get = (query: Record<string, string> = {}, opts: CallOptions = {}) =>
    call(t.app, 'GET', 'media', { token, ...opts, query });
  const rows = async (query: Record<string, string> = {}): Promise<MediaRow[]> => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.data;
  };
  const rowOf = async (url: string) => (await rows({ limit: '200' })).find((r) => r.url === url);
  const destroy = (id: number, opts: CallOptions = {}) =>
    call(t.app, 'POST', `media/destroy/${id}`, { token, body: {}, ...opts });
  const post = async (route: string, body: unknown) => {
    const res = await call(t.app, 'POST', route, { token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message;
  };
  const onDisk = (url: string) => path.join(t.config.dataDir, url);

  it('lists uploads newest first with name, size, type and uploader; searches names and filters by type', async () => {
    const photo = await upload('Summer beach.png', await png());
    const manual = await upload('Manual-ZX.pdf', Buffer.from('%PDF-1.4\n%…\n'), 'bill');
    const list = await rows();
    expect(list[0]).toMatchObject({
      url: manual,
      name: 'Manual-ZX.pdf',
      type: 'document',
      uploader: 'admin',
    });
    expect(list[1]).toMatchObject({ url: photo, name: 'Summer beach.png', type: 'image', used_by: [] });
    expect(list[1]?.size).toBeGreaterThan(0);

    expect((await rows({ keyword: 'beach' })).map((r) => r.url)).toEqual([photo]);
    expect((await rows({ keyword: 'manual-zx' })).map((r) => r.url)).toEqual([manual]);
    const images = await rows({ type: 'image' });
    expect(images.map((r) => r.url)).toContain(photo);
    expect(images.every((r) => r.type === 'image')).toBe(true);
    expect((await rows({ type: 'document' })).map((r) => r.url)).toContain(manual);
    expect((await rows({ type: 'video', keyword: 'beach' })).length).toBe(0);
    const paged = (await get({ limit: '1', page: '2' })).json().message;
    expect(paged).toMatchObject({ per_page: 1, current_page: 2 });
    expect(paged.data[0].url).toBe(photo);
  });

  it('tells where each file is used: goods image, rich text, a notice, a banner; refuses deleting it until unused', async () => {
    const master = await upload('master.png', await png());
    const inDetails = await upload('inline.png', await png());
    const gallery = await upload('gallery.png', await png());
    const inNotice = await upload('notice.png', await png());
    const onBanner = await upload('banner.png', await png());
    const good = await post(
      'good',
      generalGood(categoryId, {
        name: 'Blue mug',
        images: [master, gallery],
        master_image: master,
        // Rich text may show the small copy: that is a use of the file too.
        details: `<p>Look</p><img src="${inDetails.replace('.png', '_300.png')}" alt="" />`,
      }),
    );
    const notice = await post('notice', {
      title: 'Holiday',
      body: `<p><img src="${inNotice}" alt="" /></p>`,
    });
    const banner = await post('banner', { name: 'Spring', image: onBanner, url: '/goods/1', type: 0 });

    expect((await rowOf(master))?.used_by).toEqual([{ kind: 'good', id: good.id, name: 'Blue mug' }]);
    expect((await rowOf(inDetails))?.used_by).toEqual([{ kind: 'good', id: good.id, name: 'Blue mug' }]);
    expect((await rowOf(gallery))?.used_by).toEqual([{ kind: 'good', id: good.id, name: 'Blue mug' }]);
    expect((await rowOf(inNotice))?.used_by).toEqual([{ kind: 'notice', id: notice.id, name: 'Holiday' }]);
    expect((await rowOf(onBanner))?.used_by).toEqual([{ kind: 'banner', id: banner.id, name: 'Spring' }]);

    // An edit that drops the gallery image and the rich-text picture frees both.
    const { version } = (await call(t.app, 'GET', `good/${good.id}`, { token })).json().message;
    const plain = { name: 'Blue mug', images: [master], master_image: master, details: '<p>Plain</p>' };
    await post(`good/${good.id}`, { ...generalGood(categoryId, plain), version });
    expect((await rowOf(gallery))?.used_by).toEqual([]);
    expect((await rowOf(inDetails))?.used_by).toEqual([]);
    expect((await rowOf(master))?.used_by).toEqual([{ kind: 'good', id: good.id, name: 'Blue mug' }]);

    const bannerFile = (await rowOf(onBanner)) as MediaRow;
    const refused = await destroy(bannerFile.id, { lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 40900,
      message: expect.stringContaining('Banner “Spring”'),
    });
    const zh = await destroy(bannerFile.id, { lang: 'zh' });
    expect(zh.json().message).toContain('轮播 “Spring”');
    expect(fs.existsSync(onDisk(onBanner))).toBe(true);

    const goodFile = (await rowOf(master)) as MediaRow;
    expect((await destroy(goodFile.id, { lang: 'en' })).json().message).toContain('Goods “Blue mug”');
    const noticeFile = (await rowOf(inNotice)) as MediaRow;
    expect((await destroy(noticeFile.id)).json().status).toBe(40900);

    // The uses go: the banner is deleted, the goods deleted (soft), the notice's body no longer shows it.
    await post(`banner/destroy/${banner.id}`, {});
    await post(`good/destroy/${good.id}`, {});
    await post(`notice/${notice.id}`, { title: 'Holiday', body: '<p>Closed</p>', version: notice.version });
    for (const [file, url] of [
      [bannerFile, onBanner],
      [goodFile, master],
      [noticeFile, inNotice],
    ] as const) {
      const res = await destroy(file.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(fs.existsSync(onDisk(url))).toBe(false);
      expect(fs.existsSync(onDisk(url.replace('.png', '_300.png')))).toBe(false);
      expect(await rowOf(url)).toBeUndefined();
    }
    expect((await destroy(bannerFile.id)).json().status).toBe(40400);
  });

  it('finds an administrator avatar (a URL column)', async () => {
    const avatar = await upload('me.png', await png(), 'avatar');
    const admin = await createAdminWith(t.app, ['MediaList']);
    await t.app.db.updateTable('admins').set({ avatar }).where('id', '=', admin.id).execute();
    expect((await rowOf(avatar))?.used_by).toEqual([{ kind: 'admin', id: admin.id, name: admin.username }]);
  });

  it('needs MediaList to list and MediaDestroy to delete (40300), whatever the caller sees in the menu', async () => {
    const url = await upload('secret.png', await png());
    const id = ((await rowOf(url)) as MediaRow).id;
    const nobody = await createAdminWith(t.app, []);
    expect((await get({}, { token: nobody.token })).json().status).toBe(40300);
    const reader = await createAdminWith(t.app, ['MediaList']);
    expect((await get({}, { token: reader.token })).statusCode).toBe(200);
    const refused = await destroy(id, { token: reader.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe(40300);
    expect(fs.existsSync(onDisk(url))).toBe(true);
    expect((await call(t.app, 'GET', 'media')).statusCode).toBe(401);
  });

  it('keeps an administrator with scope "own" to its own uploads', async () => {
    const own = await createAdminWith(t.app, ['MediaList', 'MediaDestroy'], { data_scope: 'own' });
    const mine = await upload('mine.png', await png(), 'photo', own.token);
    const theirs = await upload('theirs.png', await png());
    const seen = (await get({ limit: '200' }, { token: own.token })).json().message.data as MediaRow[];
    expect(seen.map((r) => r.url)).toEqual([mine]);
    const theirsId = ((await rowOf(theirs)) as MediaRow).id;
    expect((await destroy(theirsId, { token: own.token })).json().status).toBe(40400);
    expect(fs.existsSync(onDisk(theirs))).toBe(true);
  });

  it('answers bad ids and garbage queries with 4xx, never 500', async () => {
    const garbage: Record<string, string>[] = [
      { type: 'pdf' },
      { page: '0' },
      { page: 'x' },
      { limit: '100000' },
      { sort: 'size; drop table uploads' },
      { keyword: 'k'.repeat(500) },
    ];
    for (const query of garbage) {
      const res = await get(query);
      expect(res.statusCode, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(query)).toBeLessThan(500);
    }
    expect((await get({ keyword: "%' or 1=1 --" })).json().message.data).toEqual([]);
    for (const id of ['abc', '-1', '1.5', '99999999999', '0']) {
      const res = await call(t.app, 'POST', `media/destroy/${id}`, { token, body: {} });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    expect((await destroy(2_000_000_000)).json().status).toBe(40400);
  });
});
