import { ORDER_STATES as S } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { generalGood, seedCatalog } from '../catalog-factories.js';
import { call } from '../helpers.js';
import { ADDRESS, enableSandboxPayment, memberWithToken, shop, topUp } from '../shop-helpers.js';

// No money moves by default without a real provider: the sandbox "online payment" is off on a fresh
// install, and paying online then is refused before anything is written.
describe('online payment is off until an administrator switches a provider on', () => {
  const t = useTestApp();
  let goodId: number;
  beforeAll(async () => {
    const { categoryId } = await seedCatalog(t.app);
    const good = await call(t.app, 'POST', 'good', {
      token: t.token,
      body: generalGood(categoryId, { number: '', inventory: 5, price: 700, is_inventory: 1 }),
    });
    goodId = good.json().message.id;
  });

  const placeOrder = async (memberToken: string) =>
    (
      await shop(t.app, 'POST', 'order', {
        token: memberToken,
        body: { lines: [{ good_id: goodId, number: 1 }], address: ADDRESS },
      })
    ).json().message as { id: number; total: number };
  const fingerprint = async (orderId: number) => ({
    order: await t.app.db
      .selectFrom('orders')
      .select(['state', 'paid', 'version'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow(),
    payments: await t.app.db
      .selectFrom('order_payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute(),
    stock: await t.app.db
      .selectFrom('goods')
      .select(['inventory', 'sales'])
      .where('id', '=', goodId)
      .execute(),
  });

  it('a fresh install has the sandbox installed but disabled; the other built-ins are on', async () => {
    const rows = await t.app.db.selectFrom('plugins').select(['code', 'installed', 'enabled']).execute();
    const byCode = Object.fromEntries(rows.map((r) => [r.code, [r.installed, r.enabled]]));
    expect(byCode).toMatchObject({ sandbox: [1, 0], balance: [1, 1], 'storage-local': [1, 1] });
  });

  it('`way: online` responds with 42200 on `way` (zh and en) and writes nothing; the balance still pays', async () => {
    const m = await memberWithToken(t.app, 'online-off');
    const order = await placeOrder(m.token);
    const before = await fingerprint(order.id);
    const en = await shop(t.app, 'POST', `order/${order.id}/pay`, {
      token: m.token,
      body: { way: 'online' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      status: 42200,
      message:
        'Online payment is not switched on; pay from the balance, or ask the shop to enable an online payment provider',
    });
    expect(Object.keys(en.json().errors)).toEqual(['way']);
    const zh = await shop(t.app, 'POST', `order/${order.id}/pay`, {
      token: m.token,
      lang: 'zh',
      body: { way: 'online' },
    });
    expect(zh.json()).toMatchObject({
      status: 42200,
      message: '在线支付未开通，请使用余额支付，或联系商家启用在线支付服务',
    });
    expect(await fingerprint(order.id)).toEqual(before);
    expect(before.order.state).toBe(S.waitPayment);

    await topUp(t.app, t.token, m.id, order.total);
    const byBalance = await shop(t.app, 'POST', `order/${order.id}/pay`, {
      token: m.token,
      body: { way: 'balance' },
    });
    expect(byBalance.json().status, byBalance.body).toBe(200);
  });

  it('once an administrator enables the sandbox, `way: online` pays through it', async () => {
    await enableSandboxPayment(t.app, t.token);
    const m = await memberWithToken(t.app, 'online-on');
    const order = await placeOrder(m.token);
    const paid = await shop(t.app, 'POST', `order/${order.id}/pay`, {
      token: m.token,
      body: { way: 'online' },
    });
    expect(paid.json().status, paid.body).toBe(200);
    const { payments } = await fingerprint(order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ platform: 'sandbox', amount: order.total });
  });
});
