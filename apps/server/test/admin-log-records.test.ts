import { ORDER_STATES as S } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { adminLog } from './admin-log-helpers.js';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call } from './helpers.js';
import { ADDRESS, memberWithToken, shop, topUp } from './shop-helpers.js';

describe('admin log: the records of administrators, roles, members, orders and the configuration', () => {
  const t = useTestApp();
  const log = adminLog(
    () => t.app,
    () => t.token,
  );
  const saved = async (route: string, body: unknown) => {
    const res = await call(t.app, 'POST', route, { token: t.token, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result, res.body).toBe('ok');
    return res.json().message;
  };
  const permission = async (api: string) =>
    (await t.app.db.selectFrom('permissions').select('id').where('api', '=', api).executeTakeFirstOrThrow())
      .id;

  it('shows a password change as *** on both sides, and the roles as their ids', async () => {
    const roles = await t.app.db.selectFrom('roles').select(['id', 'code']).orderBy('id').execute();
    const editor = roles.find((r) => r.code === 'editor')!.id;
    const body = { account: 'audited', nickname: 'Before', role_ids: [editor], data_scope: 'all' };
    const admin = await saved('admin', { ...body, password: 'Secret12345x' });
    expect(await log.lastChanges('admin', admin.id, 1)).toMatchObject({
      account: [null, 'audited'],
      password: [null, '***'],
      role_ids: [null, [editor]],
    });
    await saved(`admin/${admin.id}`, { ...body, password: 'Other12345xy', version: admin.version });
    expect(await log.lastChanges('admin', admin.id, 2)).toEqual({ password: ['***', '***'] });
    const entry = (await log.history('admin', admin.id, 2))[0]!;
    // Nowhere in the entry is the password or its hash.
    const stored = await t.app.db
      .selectFrom('admins')
      .select('password_hash')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    const text = JSON.stringify(await log.detail(entry.id));
    expect(text).not.toContain('Other12345xy');
    expect(text).not.toContain(stored.password_hash);
  });

  it('records a role’s permissions as lists of ids before and after', async () => {
    const [goods, language] = [await permission('GoodList'), await permission('LanguageList')];
    const role = await saved('manage', {
      name: 'Auditor',
      code: 'auditor',
      introduction: '',
      permission_ids: [goods],
    });
    await saved(`manage/${role.id}`, {
      name: 'Auditor',
      code: 'auditor',
      introduction: '',
      permission_ids: [language],
      version: role.version,
    });
    const changes = (await log.lastChanges('role', role.id, 2)) ?? {};
    const [before, after] = changes.permission_ids as [number[], number[]];
    expect(before).toContain(goods);
    expect(after).toContain(language);
    expect(after).not.toContain(goods);
    expect(Object.keys(changes)).toEqual(['permission_ids']);
  });

  it('records a member edit and a balance adjustment', async () => {
    const m = await memberWithToken(t.app, 'audit-member');
    const member = (await call(t.app, 'GET', `member/${m.id}`, { token: t.token })).json().message;
    await saved(`member/${m.id}`, { ...member, nickname: 'Renamed', password: '', version: member.version });
    expect(await log.lastChanges('member', m.id, 1)).toEqual({ nickname: ['audit-member', 'Renamed'] });
    expect((await topUp(t.app, t.token, m.id, 5000)).json().message.balance).toBe(5000);
    expect(await log.lastChanges('member', m.id, 2)).toEqual({ balance: [0, 5000] });
  });

  it('records an order’s shipment and refund, and the member credited by it', async () => {
    const { categoryId } = await seedCatalog(t.app, '-orders');
    const dhl = await saved('dhl', { name: 'SF Express', abbreviation: 'SF' });
    const good = await saved('good', generalGood(categoryId, { name: 'Mug', inventory: 5 }));
    const m = await memberWithToken(t.app, 'audit-buyer');
    await topUp(t.app, t.token, m.id, 10_000);
    const placed = await shop(t.app, 'POST', 'order', {
      token: m.token,
      body: { lines: [{ good_id: good.id, number: 1 }], address: ADDRESS, remark: '' },
    });
    const order = placed.json().message;
    await shop(t.app, 'POST', `order/${order.id}/pay`, { token: m.token, body: { way: 'balance' } });

    await saved('indent/shipment', { id: order.id, dhl_id: dhl.id, odd: 'SF100' });
    const shipped = await log.lastChanges('order', order.id, 1);
    expect(shipped).toMatchObject({
      state: [S.waitDelivery, S.waitReceipt],
      dhl_id: [null, dhl.id],
      odd: ['', 'SF100'],
    });
    await saved(`indent/refund/${order.id}`, { refund_money: 500, refund_way: 0, refund_reason: 'Chipped' });
    expect(await log.lastChanges('order', order.id, 2)).toEqual({ refunded: [0, 500] });
    const balance = 10_000 - order.total;
    expect(await log.lastChanges('member', m.id, 2)).toEqual({ balance: [balance, balance + 500] });
  });

  it('records the configuration’s changed settings, secrets as ***', async () => {
    await saved('config', { auto_receive_days: 9, licence_key: 'LIC-12345678' });
    const logged = await log.latest('config');
    expect(logged).toMatchObject({ subject_type: 'config', subject_id: null });
    expect(logged.changes).toEqual({ auto_receive_days: [7, 9], licence_key: ['', '***'] });
  });
});
