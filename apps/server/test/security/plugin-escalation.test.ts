import { CORE_PERMISSION_APIS } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropDbCaches } from '../../src/lib/db-cache.js';
import { nowIso } from '../../src/lib/time.js';
import { useTestApp } from '../app-fixture.js';
import { call, createAdminWith } from '../helpers.js';
import { enableSandboxPayment } from '../shop-helpers.js';
import { snapshot } from './fuzz-db.js';

const manifest = (code: string, permissions: string[]) => ({
  code,
  name: code,
  version: '1.0.0',
  permissions,
});
/** What an administrator can reach: the pages a lock-out would take away first. */
const REACH = ['admin', 'plugin', 'power', 'manage'];

// A plug-in can never switch off the core: a manifest claims only apis of its own, registering
// changes nobody's access, and even a bad manifest already stored leaves the core reachable.
describe('plug-in manifests cannot switch off the core', () => {
  const t = useTestApp();

  const reach = async (who: string) =>
    Promise.all(REACH.map(async (r) => (await call(t.app, 'GET', r, { token: who })).json().status));
  const register = (who: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
    call(t.app, 'POST', 'plugin', { token: who, lang, body });

  it('an admin holding only PlugInCreate cannot claim a core api: 42200 naming it, nothing written', async () => {
    const creator = await createAdminWith(t.app, ['PlugInCreate']);
    const keeper = await createAdminWith(t.app, ['AdminList', 'PlugInList', 'PowerList', 'ManageList']);
    const before = await snapshot(t.app);
    const attempts: [string[], string][] = [
      [['AdminList', 'PlugInList', 'PowerEdit'], 'AdminList, PlugInList, PowerEdit'],
      [['OwnList', 'PlugInState'], 'PlugInState'],
      // The guard compares exactly, but a look-alike of a core name is refused as well.
      [['adminlist'], 'adminlist'],
      [['System'], 'System'],
      [[...CORE_PERMISSION_APIS].slice(0, 100), ''],
    ];
    for (const [i, [apis, named]] of attempts.entries()) {
      const res = await register(creator.token, manifest(`grab-${i}`, apis));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().status).toBe(42200);
      expect(res.json().errors.permissions[0]).toMatch(/^A plug-in cannot claim core permissions: /);
      if (named) expect(res.json().message).toBe(`A plug-in cannot claim core permissions: ${named}`);
    }
    // Another plug-in's api (the sandbox's query), in any case, is not claimable either.
    for (const api of ['PaymentSandboxQuery', 'paymentsandboxquery']) {
      const res = await register(creator.token, manifest('grab-sandbox', [api]), 'zh');
      expect(res.json()).toMatchObject({ status: 42200, message: `这些权限已属于其他插件：${api}` });
    }
    expect(await snapshot(t.app)).toEqual(before);
    expect(await reach(t.token)).toEqual([200, 200, 200, 200]);
    expect(await reach(keeper.token)).toEqual([200, 200, 200, 200]);
  });

  it("registering installs nothing and disables nothing; a second plug-in cannot take the first's apis", async () => {
    const info = async () =>
      (await call(t.app, 'GET', 'userInfo', { token: t.token })).json().message.permissions;
    const held = await info();
    const res = await register(t.token, manifest('coupon', ['CouponList', 'CouponEdit']));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({ installed: false, enabled: false, built_in: false });
    expect(await info()).toEqual(held);
    expect(await reach(t.token)).toEqual([200, 200, 200, 200]);
    const clash = await register(t.token, manifest('coupon-two', ['CouponEdit', 'CouponView']));
    expect(clash.json()).toMatchObject({
      status: 42200,
      message: 'These permissions already belong to another plug-in: CouponEdit',
    });
  });

  it('a permission an administrator made is not claimable either: registering would switch it off', async () => {
    const now = nowIso();
    await t.app.db
      .insertInto('permissions')
      .values({
        pid: 0,
        title: 'Reports',
        api: 'ReportList',
        path: '/reports',
        url: 'https://reports.example.com',
        icon: '',
        sort: 99,
        state: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const reader = await createAdminWith(t.app, ['ReportList']);
    const held = async () =>
      (await call(t.app, 'GET', 'userInfo', { token: reader.token })).json().message.permissions;
    expect(await held()).toEqual(['ReportList']);
    const res = await register(t.token, manifest('reports', ['ReportList', 'ReportExport']), 'zh');
    expect(res.json()).toMatchObject({
      status: 42200,
      message: '这些权限已存在，并在插件之外使用：ReportList',
    });
    expect(await held()).toEqual(['ReportList']);
  });
});

describe('a bad manifest already stored cannot lock anyone out', () => {
  const t = useTestApp();
  const STORED = ['AdminList', 'PlugInList', 'PlugInState', 'PlugInEdit', 'PowerEdit', 'PaymentSandboxQuery'];
  beforeAll(async () => {
    const now = nowIso();
    await t.app.db
      .insertInto('plugins')
      .values({
        code: 'legacy',
        name: 'Legacy',
        plugin_version: '1.0.0',
        manifest: JSON.stringify({ ...manifest('legacy', STORED), settings: [] }),
        settings: '{}',
        installed: 0,
        enabled: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    dropDbCaches(t.app.db);
  });

  it('the super admin and a delegated admin keep every core page, the plug-in pages included', async () => {
    const delegated = await createAdminWith(t.app, ['AdminList', 'PlugInList', 'PlugInState']);
    for (const who of [t.token, delegated.token]) {
      expect((await call(t.app, 'GET', 'admin', { token: who })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', 'plugin', { token: who })).statusCode).toBe(200);
    }
    const info = (await call(t.app, 'GET', 'userInfo', { token: t.token })).json().message;
    expect(info.permissions).toEqual(
      expect.arrayContaining(['AdminList', 'PlugInList', 'PlugInState', 'PowerEdit']),
    );

    // The super admin still manages plug-ins, the bad one included.
    const list = (await call(t.app, 'GET', 'plugin', { token: t.token, query: { keyword: 'legacy' } })).json()
      .message;
    const legacy = list.data.find((p: { code: string }) => p.code === 'legacy');
    const installed = await call(t.app, 'POST', `plugin/state/${legacy.id}`, {
      token: t.token,
      body: { action: 'install' },
    });
    expect(installed.json().status).toBe(200);
  });

  it("the sandbox's api follows the sandbox alone, whatever the stored manifest claims", async () => {
    const info = async () =>
      (await call(t.app, 'GET', 'userInfo', { token: t.token })).json().message.permissions;
    expect(await info()).not.toContain('PaymentSandboxQuery');
    await enableSandboxPayment(t.app, t.token);
    expect(await info()).toContain('PaymentSandboxQuery');
  });
});
