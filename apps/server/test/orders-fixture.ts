import { beforeAll } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call } from './helpers.js';
import { ADDRESS, shop } from './shop-helpers.js';

/**
 * A test app with a catalog and a logistics company, and the calls the order tests make: the admin API
 * as the first administrator, an order's detail, a goods made through the API, a member's order and
 * the sum of a member's balance ledger.
 */
export function ordersFixture() {
  const t = useTestApp();
  const fx = { t, categoryId: 0, dhlId: 0 };
  const admin = (method: 'GET' | 'POST', route: string, body?: unknown, lang: 'zh' | 'en' = 'en') =>
    call(t.app, method, route, { token: t.token, body, lang });
  const detail = async (id: number) => (await admin('GET', `indent/${id}`)).json().message;
  const good = async (overrides: Record<string, unknown> = {}) =>
    (await admin('POST', 'good', generalGood(fx.categoryId, { number: '', ...overrides }))).json().message;
  const skuOf = async (goodId: number) => (await admin('GET', `good/${goodId}`)).json().message.skus[0];
  const order = async (memberToken: string, goodId: number, number = 1) =>
    shop(t.app, 'POST', 'order', {
      token: memberToken,
      body: { lines: [{ good_id: goodId, number }], address: ADDRESS, remark: 'Ring twice' },
    });
  const ledgerSum = async (memberId: number) => {
    const rows = (await admin('GET', `member/ledger/${memberId}`)).json().message.data as {
      amount: number;
    }[];
    return rows.reduce((sum, r) => sum + r.amount, 0);
  };
  beforeAll(async () => {
    fx.categoryId = (await seedCatalog(t.app)).categoryId;
    fx.dhlId = (await admin('POST', 'dhl', { name: 'SF Express', abbreviation: 'SF' })).json().message.id;
  });
  return Object.assign(fx, { admin, detail, good, skuOf, order, ledgerSum });
}
