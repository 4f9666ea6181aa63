import { randomBytes } from 'node:crypto';
import { fieldLabel, type OwnInfoInput, translate } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/crypto.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith, type TestApp, tokenFor } from './helpers.js';

const PASSWORD = 'Password1234';
const NEW_PASSWORD = 'Newpass12345';

async function adminRow(t: Pick<TestApp, 'app'>, id: number) {
  return t.app.db
    .selectFrom('admins')
    .select(['nickname', 'cellphone', 'avatar', 'password_hash', 'version', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function save(t: Pick<TestApp, 'app'>, token: string, body: OwnInfoInput, lang: 'zh' | 'en' = 'zh') {
  return call(t.app, 'POST', 'user/admin', { token, lang, body });
}

/** Every complete-info form rule: the body, the field it lands on, and the exact zh/en text. */
const RULES: { name: string; body: OwnInfoInput; field: string; zh: string; en: string }[] = [
  {
    name: 'nickname empty',
    body: { nickname: '  ', portrait: '/uploads/2025/01/a.png' },
    field: 'nickname',
    zh: '昵称不能为空',
    en: 'Nickname cannot be empty',
  },
  {
    name: 'nothing filled',
    body: { nickname: '', cellphone: '13800138000', old_password: '', password: '', portrait: '' },
    field: 'nickname',
    zh: '未填写任何信息',
    en: 'No information filled in',
  },
  {
    name: 'phone too short',
    body: { nickname: 'Bob', cellphone: '1380013' },
    field: 'cellphone',
    zh: '手机号格式不正确',
    en: 'Phone number format is incorrect',
  },
  {
    name: 'phone too long',
    body: { nickname: 'Bob', cellphone: '138001380001' },
    field: 'cellphone',
    zh: '手机号格式不正确',
    en: 'Phone number format is incorrect',
  },
  {
    name: 'phone with letters',
    body: { nickname: 'Bob', cellphone: '1380013800a' },
    field: 'cellphone',
    zh: '手机号格式不正确',
    en: 'Phone number format is incorrect',
  },
  {
    name: 'password incomplete (old only)',
    body: { nickname: 'Bob', old_password: PASSWORD },
    field: 'password',
    zh: '密码相关信息，请填写完整',
    en: 'Password related information, please fill in completely',
  },
  {
    name: 'password incomplete (new only)',
    body: { nickname: 'Bob', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    field: 'old_password',
    zh: '密码相关信息，请填写完整',
    en: 'Password related information, please fill in completely',
  },
  {
    name: 'password incomplete (no confirmation)',
    body: { nickname: 'Bob', old_password: PASSWORD, password: NEW_PASSWORD },
    field: 'password_confirmation',
    zh: '密码相关信息，请填写完整',
    en: 'Password related information, please fill in completely',
  },
  {
    name: 'password too short',
    body: { nickname: 'Bob', old_password: PASSWORD, password: 'abc123', password_confirmation: 'abc123' },
    field: 'password',
    zh: '密码必须为英文+数字，且不少于10位',
    en: 'Password must be English + digits, no less than 10 characters',
  },
  {
    name: 'password letters only',
    body: {
      nickname: 'Bob',
      old_password: PASSWORD,
      password: 'abcdefghijkl',
      password_confirmation: 'abcdefghijkl',
    },
    field: 'password',
    zh: '密码必须为英文+数字，且不少于10位',
    en: 'Password must be English + digits, no less than 10 characters',
  },
  {
    name: 'password with a symbol',
    body: {
      nickname: 'Bob',
      old_password: PASSWORD,
      password: 'abcdef12345!',
      password_confirmation: 'abcdef12345!',
    },
    field: 'password',
    zh: '密码必须为英文+数字，且不少于10位',
    en: 'Password must be English + digits, no less than 10 characters',
  },
  {
    name: 'passwords differ',
    body: {
      nickname: 'Bob',
      old_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    },
    field: 'password_confirmation',
    zh: '两次密码输入不一致',
    en: 'The two password entries are inconsistent',
  },
  {
    name: 'old password wrong',
    body: {
      nickname: 'Bob',
      old_password: 'Wrongpass123',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    },
    field: 'old_password',
    zh: '原密码不正确',
    en: 'The old password is incorrect',
  },
];

describe('POST user/admin', () => {
  const t = useTestApp({}, { signedIn: false });

  it('responds with 40100 without a session', async () => {
    const res = await call(t.app, 'POST', 'user/admin', { body: { nickname: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(40100);
  });

  for (const rule of RULES) {
    it(`refuses "${rule.name}" with the localized message and writes nothing`, async () => {
      const admin = await createAdminWith(t.app, [], { password: PASSWORD, nickname: 'Before' });
      const before = await adminRow(t, admin.id);
      for (const [lang, text] of [
        ['zh', rule.zh],
        ['en', rule.en],
      ] as const) {
        const res = await save(t, admin.token, rule.body, lang);
        expect(res.statusCode, res.body).toBe(422);
        const body = res.json();
        expect(body.status).toBe(42200);
        expect(body.message).toBe(text);
        // The field's messages (a too-long phone fails two checks with the same text).
        expect(new Set(body.errors[rule.field])).toEqual(new Set([text]));
      }
      expect(await adminRow(t, admin.id)).toEqual(before);
    });
  }

  it('refuses a portrait that is not an upload or web address', async () => {
    const admin = await createAdminWith(t.app, []);
    const before = await adminRow(t, admin.id);
    const res = await save(t, admin.token, { nickname: 'Bob', portrait: 'javascript:alert(1)' }, 'en');
    expect(res.statusCode).toBe(422);
    const text = translate('en', 'validation.format', { attribute: fieldLabel('en', 'portrait') });
    expect(res.json().errors.portrait).toEqual([text]);
    expect(await adminRow(t, admin.id)).toEqual(before);
  });

  it('saves nickname, cellphone and avatar without touching the password or sessions', async () => {
    const admin = await createAdminWith(t.app, [], { password: PASSWORD });
    const other = await tokenFor(t.app, admin.username);
    const before = await adminRow(t, admin.id);
    const res = await save(t, admin.token, {
      nickname: ' Boss ',
      cellphone: '13800138000',
      old_password: '',
      password: '',
      password_confirmation: '',
      portrait: '/uploads/2025/01/0123456789abcdef0123456789abcdef.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'ok', status: 200, message: '个人信息已保存' });
    const after = await adminRow(t, admin.id);
    expect(after).toMatchObject({
      nickname: 'Boss',
      cellphone: '13800138000',
      avatar: '/uploads/2025/01/0123456789abcdef0123456789abcdef.png',
      password_hash: before.password_hash,
      version: before.version + 1,
    });
    expect(after.updated_at >= before.updated_at).toBe(true);
    expect((await call(t.app, 'GET', 'userInfo', { token: other })).statusCode).toBe(200);
    const info = (await call(t.app, 'GET', 'userInfo', { token: admin.token })).json().message;
    expect(info).toMatchObject({ nickname: 'Boss', cellphone: '13800138000', avatar: after.avatar });

    const en = await save(t, admin.token, { nickname: 'Boss' }, 'en');
    expect(en.json().message).toBe('Your information has been saved');
  });

  it('changes the password, keeps the current session and revokes the others', async () => {
    const admin = await createAdminWith(t.app, [], { password: PASSWORD });
    const other = await tokenFor(t.app, admin.username);
    const res = await save(t, admin.token, {
      nickname: 'Bob',
      old_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await adminRow(t, admin.id);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(after.password_hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(after.password_hash, PASSWORD)).toBe(false);

    expect((await call(t.app, 'GET', 'userInfo', { token: admin.token })).statusCode).toBe(200);
    const revoked = await call(t.app, 'GET', 'userInfo', { token: other });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().status).toBe(50003);

    // Logging in works with the new password only (own client address: its own rate-limit budget).
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/login`,
        remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
        payload: { type: 1, username: admin.username, password, remember: false },
      });
    const fresh = await login(NEW_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().message.access_token).toEqual(expect.any(String));
    expect((await login(PASSWORD)).statusCode).not.toBe(200);

    // The old password no longer works as the old password.
    const again = await save(t, admin.token, {
      nickname: 'Bob',
      old_password: PASSWORD,
      password: 'Another12345',
      password_confirmation: 'Another12345',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.old_password).toEqual(['原密码不正确']);
  });

  it('redacts the password fields in the admin log', async () => {
    const admin = await createAdminWith(t.app, [], { password: PASSWORD });
    await save(t, admin.token, {
      nickname: 'Logged',
      old_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    let row: { input: string; path: string; method: string; status: number } | undefined;
    for (let i = 0; i < 50 && !row; i++) {
      row = await t.app.db
        .selectFrom('admin_logs')
        .select(['input', 'path', 'method', 'status'])
        .where('admin_id', '=', admin.id)
        .executeTakeFirst();
      if (!row) await new Promise((r) => setTimeout(r, 20));
    }
    expect(row).toMatchObject({ path: 'user/admin', method: 'POST', status: 200 });
    const input = JSON.parse(row!.input);
    expect(input).toMatchObject({
      nickname: 'Logged',
      old_password: '***',
      password: '***',
      password_confirmation: '***',
    });
    expect(row!.input).not.toContain(PASSWORD);
    expect(row!.input).not.toContain(NEW_PASSWORD);
  });
});
