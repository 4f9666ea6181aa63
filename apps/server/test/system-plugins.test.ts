import { describe, expect, it } from 'vitest';
import { sandboxPayment } from '../src/modules/system/plugins/sandbox-payment.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith } from './helpers.js';
import { enableSandboxPayment } from './shop-helpers.js';

interface PluginRow {
  id: number;
  code: string;
  enabled: boolean;
  installed: boolean;
  built_in: boolean;
  settings: Record<string, unknown>;
  row_version: number;
}

describe('plug-ins (plugin)', () => {
  const t = useTestApp();

  const byCode = async (code: string): Promise<PluginRow> => {
    const list = await call(t.app, 'GET', 'plugin', {
      token: t.token,
      query: { keyword: code, limit: '50' },
    });
    return list.json().message.data.find((p: PluginRow) => p.code === code);
  };
  const act = (id: number, action: string, lang: 'zh' | 'en' = 'zh') =>
    call(t.app, 'POST', `plugin/state/${id}`, { token: t.token, lang, body: { action } });

  it('lists the built-ins installed (the sandbox payment disabled), with defaults and secrets never in clear', async () => {
    const res = await call(t.app, 'GET', 'plugin', { token: t.token });
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().message.data.map((p: PluginRow) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['balance', 'sandbox', 'sms-log', 'storage-local']));
    expect(await byCode('balance')).toMatchObject({ installed: true, enabled: true, built_in: true });
    // It moves no real money: off until an administrator switches it on.
    const sandbox = await byCode('sandbox');
    expect(sandbox).toMatchObject({ installed: true, enabled: false, built_in: true });
    expect(sandbox.settings).toEqual({ merchant_id: 'sandbox-merchant', confirm_after_seconds: 2 });

    const save = await call(t.app, 'POST', `plugin/${sandbox.id}`, {
      token: t.token,
      body: { settings: { merchant_id: 'M-1', api_key: 'top-secret', confirm_after_seconds: 5 } },
    });
    expect(save.statusCode, save.body).toBe(200);
    const detail = (await call(t.app, 'GET', `plugin/${sandbox.id}`, { token: t.token })).json().message;
    expect(detail.settings).toEqual({ merchant_id: 'M-1', api_key: '******', confirm_after_seconds: 5 });
    expect(JSON.stringify(detail)).not.toContain('top-secret');

    // The mask sent back keeps the stored secret.
    await call(t.app, 'POST', `plugin/${sandbox.id}`, {
      token: t.token,
      body: { settings: { merchant_id: 'M-2', api_key: '******', confirm_after_seconds: 5 } },
    });
    const stored = await t.app.db
      .selectFrom('plugins')
      .select('settings')
      .where('id', '=', sandbox.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.settings)).toMatchObject({ merchant_id: 'M-2', api_key: 'top-secret' });
  });

  it('checks settings against the plug-in schema with labelled field errors', async () => {
    const sandbox = await byCode('sandbox');
    const bad = await call(t.app, 'POST', `plugin/${sandbox.id}`, {
      token: t.token,
      lang: 'en',
      body: { settings: { merchant_id: '', confirm_after_seconds: 'soon', colour: 'red' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      merchant_id: ['Please enter Merchant number'],
      confirm_after_seconds: [expect.stringContaining('Confirmation delay (s)')],
      colour: ['The plug-in has no setting named colour'],
    });
    // A number setting takes a JSON number only: no digit string, hex, switch or list is read as one.
    for (const loose of ['5', '0x1', true, [], ['5']]) {
      const res = await call(t.app, 'POST', `plugin/${sandbox.id}`, {
        token: t.token,
        body: { settings: { merchant_id: 'M-3', confirm_after_seconds: loose } },
      });
      expect(res.json().status, JSON.stringify(loose)).toBe(42200);
    }
    expect((await byCode('sandbox')).settings.merchant_id).not.toBe('M-3');
  });

  it('registers a plug-in from a manifest and walks install → enable → disable → uninstall → delete', async () => {
    const manifest = {
      code: 'coupon',
      name: '优惠券',
      version: '1.2.0',
      author: 'Team',
      description: 'Coupons',
      settings: [
        { key: 'max_per_member', label_zh: '每人上限', label_en: 'Per member', type: 'number', default: 3 },
      ],
    };
    const created = await call(t.app, 'POST', 'plugin', { token: t.token, body: manifest });
    expect(created.statusCode, created.body).toBe(200);
    const plugin = created.json().message;
    expect(plugin).toMatchObject({ code: 'coupon', installed: false, enabled: false, built_in: false });
    expect(plugin.settings).toEqual({ max_per_member: 3 });

    expect((await act(plugin.id, 'enable', 'en')).json()).toMatchObject({
      status: 40900,
      message: 'The plug-in is not installed',
    });
    expect((await act(plugin.id, 'install')).json().message).toMatchObject({
      installed: true,
      enabled: false,
    });
    expect((await act(plugin.id, 'enable')).json().message.enabled).toBe(true);
    expect((await act(plugin.id, 'disable')).json().message.enabled).toBe(false);
    expect((await act(plugin.id, 'uninstall')).json().message).toMatchObject({
      installed: false,
      enabled: false,
    });
    expect(
      (await call(t.app, 'POST', `plugin/destroy/${plugin.id}`, { token: t.token, body: {} })).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', `plugin/${plugin.id}`, { token: t.token })).json().status).toBe(40400);

    const bad = await call(t.app, 'POST', 'plugin', {
      token: t.token,
      body: { code: 'Bad Code', name: '', version: 'one', settings: [{ key: 'x', type: 'colour' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['code', 'name', 'version']));
    const dup = await call(t.app, 'POST', 'plugin', {
      token: t.token,
      body: { ...manifest, code: 'sandbox' },
    });
    expect(dup.json().errors.code).toBeDefined();
  });

  it('refuses a manifest claiming core permissions, naming them (zh and en); nobody loses access', async () => {
    const before = await t.app.db.selectFrom('plugins').select('id').execute();
    const manifest = {
      code: 'takeover',
      name: 'Takeover',
      version: '1.0.0',
      permissions: ['TakeoverList', 'AdminList', 'PlugInList', 'PowerEdit'],
    };
    const en = await call(t.app, 'POST', 'plugin', { token: t.token, lang: 'en', body: manifest });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      status: 42200,
      message: 'A plug-in cannot claim core permissions: AdminList, PlugInList, PowerEdit',
      errors: { permissions: ['A plug-in cannot claim core permissions: AdminList, PlugInList, PowerEdit'] },
    });
    const zh = await call(t.app, 'POST', 'plugin', { token: t.token, lang: 'zh', body: manifest });
    expect(zh.json().message).toBe('插件不能声明系统核心权限：AdminList, PlugInList, PowerEdit');
    const taken = await call(t.app, 'POST', 'plugin', {
      token: t.token,
      lang: 'en',
      body: { ...manifest, permissions: ['PaymentSandboxQuery'] },
    });
    expect(taken.json()).toMatchObject({
      status: 42200,
      message: 'These permissions already belong to another plug-in: PaymentSandboxQuery',
    });
    expect(await t.app.db.selectFrom('plugins').select('id').execute()).toEqual(before);
    expect((await call(t.app, 'GET', 'admin', { token: t.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', 'plugin', { token: t.token })).statusCode).toBe(200);
  });

  it('keeps built-ins: no uninstall or delete, and local storage cannot be disabled', async () => {
    const balance = await byCode('balance');
    expect((await act(balance.id, 'uninstall')).json().status).toBe(40900);
    expect(
      (await call(t.app, 'POST', `plugin/destroy/${balance.id}`, { token: t.token, body: {} })).json().status,
    ).toBe(40900);
    const storage = await byCode('storage-local');
    const off = await act(storage.id, 'disable', 'en');
    expect(off.json().message).toBe('Local storage is the only storage and cannot be disabled');
  });

  it('disabling a plug-in hides its permissions and refuses its endpoints; enabling restores both', async () => {
    await enableSandboxPayment(t.app, t.token);
    const sandbox = await byCode('sandbox');
    const { provider_ref: ref } = sandboxPayment().refund('NO1', 100);
    const query = (lang: 'zh' | 'en' = 'zh') =>
      call(t.app, 'GET', `plugin/sandbox/query/${ref}`, { token: t.token, lang });
    expect((await query()).json().message).toEqual({ provider_ref: ref, state: 'pending' });
    const info = async () => (await call(t.app, 'GET', 'userInfo', { token: t.token })).json().message;
    expect((await info()).permissions).toContain('PaymentSandboxQuery');

    await act(sandbox.id, 'disable');
    expect((await info()).permissions).not.toContain('PaymentSandboxQuery');
    expect((await info()).jurisdiction).not.toHaveProperty('PaymentSandboxQuery');
    expect((await query('en')).json()).toMatchObject({
      status: 40300,
      message: 'This plug-in is disabled, so this function is not available',
    });

    await act(sandbox.id, 'enable');
    expect((await info()).permissions).toContain('PaymentSandboxQuery');
    expect((await query()).statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', 'plugin/sandbox/query/SBXNOSUCHREF', { token: t.token })).json().status,
    ).toBe(40400);
  });

  it('responds with 40300 without the permissions and 40400 for unknown plug-ins', async () => {
    const viewer = await createAdminWith(t.app, ['PlugInList']);
    expect((await call(t.app, 'GET', 'plugin', { token: viewer.token })).statusCode).toBe(200);
    const sandbox = await byCode('sandbox');
    const denied = await call(t.app, 'POST', `plugin/state/${sandbox.id}`, {
      token: viewer.token,
      body: { action: 'disable' },
    });
    expect(denied.json().status).toBe(40300);
    expect((await call(t.app, 'GET', 'plugin/999999', { token: t.token })).json().status).toBe(40400);
    expect((await act(999999, 'enable')).json().status).toBe(40400);
  });
});
