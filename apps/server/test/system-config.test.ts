import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getSetting } from '../src/modules/system/config/service.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { installationSecret } from '../src/security/installation-secret.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';

const MB = 1024 * 1024;

/** A PNG padded to about `mb` megabytes (the signature is checked, the padding is not decoded). */
async function pngOf(mb: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  return Buffer.concat([image, Buffer.alloc(Math.floor(mb * MB))]);
}

function multipartBody(content: Buffer, type: string) {
  const boundary = `----cfg${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('configuration (config)', () => {
  const t = useTestApp();

  const valuesOf = async (lang: 'zh' | 'en' = 'en') => {
    const res = await call(t.app, 'GET', 'config', { token: t.token, lang });
    expect(res.statusCode, res.body).toBe(200);
    const groups: { group: string; settings: { name: string; value: unknown }[] }[] = res.json().message;
    return Object.fromEntries(groups.flatMap((g) => g.settings.map((s) => [s.name, s.value])));
  };

  it('lists the settings by group with types and their defaults', async () => {
    const res = await call(t.app, 'GET', 'config', { token: t.token });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().message;
    expect(groups.map((g: { group: string }) => g.group)).toEqual([
      'site',
      'shop',
      'upload',
      'update',
      'licence',
    ]);
    const shop = groups[1].settings;
    expect(shop).toEqual([
      { name: 'low_inventory_threshold', type: 'integer', value: 10, default: 10, unit: 'pieces' },
      { name: 'order_payment_timeout', type: 'integer', value: 30, default: 30, unit: 'minutes' },
      { name: 'auto_receive_days', type: 'integer', value: 7, default: 7, unit: 'days' },
    ]);
    expect(await valuesOf()).toMatchObject({
      site_logo: '',
      upload_image_mb: 5,
      upload_avatar_mb: 10,
      upload_video_mb: 5,
      upload_file_mb: 5,
      update_feed_url: '',
      licence_key: '',
    });
    expect(groups[0].settings[1]).toMatchObject({ name: 'site_logo', type: 'image' });
    expect(groups[3].settings[0]).toMatchObject({ name: 'update_feed_url', type: 'url' });
    expect(groups[4].settings[0]).toMatchObject({ name: 'licence_key', type: 'secret' });
  });

  it('saves a partial map, which the next read and getSetting see at once', async () => {
    expect(await getSetting(t.app.db, 'auto_receive_days')).toBe(7);
    const res = await call(t.app, 'POST', 'config', {
      token: t.token,
      lang: 'en',
      body: { site_name: '  My shop ', auto_receive_days: 14, site_logo: '/uploads/2026/01/logo.png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Configuration saved');
    expect(await getSetting(t.app.db, 'auto_receive_days')).toBe(14);
    expect(await valuesOf()).toMatchObject({
      site_name: 'My shop',
      auto_receive_days: 14,
      site_logo: '/uploads/2026/01/logo.png',
      low_inventory_threshold: 10,
    });
  });

  it('refuses the whole change with messages keyed by setting name when any value is invalid', async () => {
    const before = await valuesOf();
    const res = await call(t.app, 'POST', 'config', {
      token: t.token,
      lang: 'en',
      body: {
        site_name: 'Changed',
        auto_receive_days: 0,
        low_inventory_threshold: 2.5,
        order_payment_timeout: '30',
        update_feed_url: 'javascript:alert(1)',
        licence_key: 'x',
        site_logo: 'data:image/png;base64,AAAA',
        upload_image_mb: 999999,
        colour: 'red',
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.status).toBe(42200);
    expect(body.errors).toEqual({
      auto_receive_days: ['Auto-receive days cannot be less than 1'],
      low_inventory_threshold: ['Low-inventory threshold has a wrong type'],
      order_payment_timeout: ['Order payment timeout has a wrong type'],
      update_feed_url: ['Update feed URL has a wrong format'],
      licence_key: ['Licence key has a wrong format'],
      site_logo: ['Site logo has a wrong format'],
      upload_image_mb: ['Image size limit cannot exceed 2048'],
      colour: ['colour is not an accepted field'],
    });
    expect(await valuesOf()).toEqual(before);

    const zh = await call(t.app, 'POST', 'config', { token: t.token, lang: 'zh', body: { site_name: '  ' } });
    expect(zh.json().errors).toEqual({ site_name: ['请输入站点名称'] });
  });

  it('gives every signed-in admin the shell name and logo, changed without a restart', async () => {
    const reader = await createAdminWith(t.app, []);
    const before = await call(t.app, 'GET', 'site', { token: reader.token });
    expect(Object.keys(before.json().message).sort()).toEqual(['site_logo', 'site_name']);
    await call(t.app, 'POST', 'config', { token: t.token, body: { site_name: '江岸区资产平台' } });
    const after = await call(t.app, 'GET', 'site', { token: reader.token });
    expect(after.json().message.site_name).toBe('江岸区资产平台');
    expect((await call(t.app, 'GET', 'site')).statusCode).toBe(401);
  });

  it('never sends the licence key back: it shows masked, and the mask keeps it', async () => {
    await call(t.app, 'POST', 'config', { token: t.token, body: { licence_key: 'LIC-12345678' } });
    const shown = async () =>
      (await call(t.app, 'GET', 'config', { token: t.token }))
        .json()
        .message.flatMap((g: { settings: { name: string; value: unknown }[] }) => g.settings)
        .find((s: { name: string }) => s.name === 'licence_key').value;
    expect(await shown()).toBe('******');
    const res = await call(t.app, 'POST', 'config', {
      token: t.token,
      body: { licence_key: '******', site_name: 'Kept' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await getSetting(t.app.db, 'licence_key')).toBe('LIC-12345678');
  });

  it('responds with 40300 without ConfigDetail, and to a reader without ConfigEdit when saving', async () => {
    const stranger = await createAdminWith(t.app, ['AdminList']);
    expect((await call(t.app, 'GET', 'config', { token: stranger.token })).json().status).toBe(40300);
    const reader = await createAdminWith(t.app, ['ConfigDetail']);
    expect((await call(t.app, 'GET', 'config', { token: reader.token })).statusCode).toBe(200);
    const denied = await call(t.app, 'POST', 'config', {
      token: reader.token,
      body: { auto_receive_days: 3 },
    });
    expect(denied.json().status).toBe(40300);
    expect(await getSetting(t.app.db, 'auto_receive_days')).toBe(14);
  });

  it('responds with 40400 for a path below config that does not exist', async () => {
    const res = await call(t.app, 'GET', 'config/site_name', { token: t.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(40400);
  });

  it('keeps the other users of the settings table working', async () => {
    const secret = await installationSecret(t.app.db);
    await call(t.app, 'POST', 'config', { token: t.token, body: { low_inventory_threshold: 3 } });
    expect(await installationSecret(t.app.db)).toBe(secret);
    const names = Object.keys(await valuesOf());
    expect(names).not.toContain('auth.login_token_secret');
  });

  it('applies a changed upload limit to the very next upload, without a restart', async () => {
    const upload = async (mb: number, type = 'photo') => {
      const { payload, contentType } = multipartBody(await pngOf(mb), type);
      return t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/uploadPictures`,
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${t.token}`, lang: 'en' },
      });
    };
    expect((await upload(2)).statusCode).toBe(200);

    await call(t.app, 'POST', 'config', { token: t.token, body: { upload_image_mb: 1 } });
    const refused = await upload(2);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('The uploaded file must be smaller than 1M');

    // Raising a limit above the old default lets a bigger file through.
    await call(t.app, 'POST', 'config', { token: t.token, body: { upload_image_mb: 8 } });
    expect((await upload(6)).statusCode).toBe(200);
    // Other groups follow their own setting.
    await call(t.app, 'POST', 'config', { token: t.token, body: { upload_avatar_mb: 1 } });
    expect((await upload(2, 'avatar')).json().message).toBe('The uploaded file must be smaller than 1M');
  });
});
