import { SHOP_API_ROOT } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { type SeededGood, seedCatalog } from './demo-catalog.js';
import {
  type Api,
  client,
  DemoAlreadySeeded,
  person,
  progress,
  type Report,
  random,
  signInFirstAdmin,
} from './demo-kit.js';
import { seedStorefront } from './demo-storefront.js';

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙马朱胡';
const DISTRICTS = ['330106', '330102', '310101', '110105', '440305', '320102', '510104', '420106'];

/** The demo members' accounts: readable names in pinyin, each its own. */
const MEMBER_ACCOUNTS = [
  'wangfang',
  'lina',
  'zhangwei',
  'liuyang',
  'chenjing',
  'yangli',
  'zhaolei',
  'huangmin',
  'zhouqiang',
  'wujun',
  'xuhui',
  'sunhao',
  'mayan',
  'zhuming',
  'hujie',
  'guoxin',
  'linfeng',
  'heping',
  'gaoyuan',
  'luoxia',
  'zhengyu',
  'liangchen',
  'xiekai',
  'songjia',
  'tangning',
  'hanxue',
  'fengtao',
  'dengyun',
  'caobo',
  'pengli',
] as const;
const MEMBER_PASSWORD = 'Demo123456';
const ORDERS = 120;

type ShopApi = ReturnType<typeof client>;
interface Shopper {
  id: number;
  token: string;
  from: string;
}

/** Refuses a database the demo shop is already in (its first member's account is taken). */
export async function refuseSeededShop(db: Db): Promise<void> {
  const first = await db
    .selectFrom('members')
    .select('id')
    .where('account', '=', MEMBER_ACCOUNTS[0])
    .executeTakeFirst();
  if (first) throw new DemoAlreadySeeded(`shop (member ${MEMBER_ACCOUNTS[0]})`);
}

/** Two logistics companies (kept when they exist) and a freight template with a rule and a free region. */
async function seedDelivery(api: Api) {
  await api('POST', 'dhl', { name: '顺丰速运', abbreviation: 'SF', is_default: 1 }).catch(() => undefined);
  await api('POST', 'dhl', { name: '中通快递', abbreviation: 'ZTO' }).catch(() => undefined);
  const dhls = await api<{ data: { id: number; is_default: number }[] }>('GET', 'dhl?limit=50');
  const freight = await api<{ id: number }>('POST', 'freight', {
    name: '标准快递',
    valuation: 0,
    default_rule: { first_piece: 1, first_cost: 1000, add_piece: 1, add_cost: 500 },
    rules: [
      {
        first_piece: 2,
        first_cost: 600,
        add_piece: 1,
        add_cost: 200,
        regions: [{ code: '330000', name: '浙江省' }],
      },
    ],
    free_regions: [{ code: '310000', name: '上海市' }],
    origin: '浙江省杭州市',
  });
  return { freightId: freight.id, defaultDhl: dhls.data.find((d) => d.is_default)?.id ?? dhls.data[0]?.id };
}

/** Members registered and signed in on the storefront, each topped up by the admin. */
async function seedMembers(api: Api, shopApi: ShopApi, rnd: ReturnType<typeof random>, report: Report) {
  const members: Shopper[] = [];
  // Apart from the shop's generator, so the orders stay the same as before birthdays existed.
  const people = random(20261125);
  for (const [i, account] of MEMBER_ACCOUNTS.entries()) {
    // RFC 2544's benchmarking range: never a real client's address.
    const from = `198.18.0.${i + 1}`;
    const credentials = { account, password: MEMBER_PASSWORD };
    const { id } = await shopApi<{ id: number }>(
      'POST',
      'register',
      { ...credentials, ...person(people) },
      undefined,
      from,
    );
    const { access_token } = await shopApi<{ access_token: string }>(
      'POST',
      'login',
      credentials,
      undefined,
      from,
    );
    await api('POST', `member/balance/${id}`, { amount: rnd.int(100, 3000) * 100, reason: '新会员充值' });
    members.push({ id, token: access_token, from });
    report('members', i + 1, MEMBER_ACCOUNTS.length);
  }
  return members;
}

/** An order line of a goods; goods with purchase options name one of their SKUs, in turn. */
function line(good: SeededGood, number: number, turn: number) {
  const sku = good.skus.length ? good.skus[turn % good.skus.length] : undefined;
  return { good_id: good.id, number, ...(sku ? { sku_id: sku } : {}) };
}

/** Ships, receives and refunds an order as far as `step` says (the order's dice roll). */
async function advanceOrder(
  api: Api,
  shopApi: ShopApi,
  order: { id: number; total: number },
  member: Shopper,
  step: number,
  i: number,
  defaultDhl: number | undefined,
) {
  const way = step < 0.6 ? 'balance' : 'online';
  const paid = await shopApi('POST', `order/${order.id}/pay`, { way }, member.token, member.from).catch(
    () => null,
  );
  if (!paid || step < 0.3 || !defaultDhl) return;
  await api('POST', 'indent/shipment', { id: order.id, dhl_id: defaultDhl, odd: `SF${1000000000 + i}` });
  if (step < 0.55) return;
  await shopApi('POST', `order/${order.id}/receive`, undefined, member.token, member.from);
  if (step <= 0.93) return;
  // A part refund leaves the order finished; past it, the rest comes back too and the order ends refunded.
  const refund = (money: number) =>
    api('POST', `indent/refund/${order.id}`, {
      refund_money: money,
      refund_way: 0,
      refund_reason: '商品有瑕疵',
    });
  const part = Math.min(500, order.total);
  await refund(part);
  if (step > 0.96 && order.total > part) await refund(order.total - part);
}

/** Orders in every state, with the visits and favourites around them. */
async function seedOrders(
  api: Api,
  shopApi: ShopApi,
  rnd: ReturnType<typeof random>,
  goods: SeededGood[],
  members: Shopper[],
  defaultDhl: number | undefined,
  report: Report,
) {
  for (let i = 0; i < ORDERS; i++) {
    const member = members[rnd.int(0, members.length - 1)] as Shopper;
    const surname = SURNAMES[rnd.int(0, SURNAMES.length - 1)];
    const lines = Array.from({ length: rnd.int(1, 2) }, (_, k) => {
      const good = goods[rnd.int(0, goods.length - 1)] as SeededGood;
      return line(good, rnd.int(1, 3), i + k);
    });
    const address = {
      consignee: `${surname}${'伟芳娜敏静丽强磊军洋'[i % 10]}`,
      phone: `13${rnd.int(100000000, 999999999)}`,
      region_code: DISTRICTS[i % DISTRICTS.length],
      address: `幸福路 ${rnd.int(1, 300)} 号`,
    };
    const source = ['search', 'direct', 'share'][i % 3];
    const order = await shopApi<{ id: number; total: number }>(
      'POST',
      'order',
      { lines, address, source },
      member.token,
      member.from,
    ).catch(() => null);
    const good_id = lines[0]?.good_id;
    await shopApi('POST', 'visit', { good_id, source }, undefined, member.from);
    if (i % 4 === 0) await shopApi('POST', 'favourite', { good_id }, member.token, member.from);
    report('orders', i + 1, ORDERS);
    const step = rnd.next();
    if (order && step >= 0.15) await advanceOrder(api, shopApi, order, member, step, i, defaultDhl);
  }
}

/**
 * A small demo shop made through the real APIs (the storefront for members and orders, the admin API
 * for the catalogue, the storefront's banners and home page, and the order actions), so every domain
 * rule applies: `npm run seed -- --scale small`.
 */
export async function seedSmallShop(app: FastifyInstance, report: Report = progress) {
  await refuseSeededShop(app.db);
  const rnd = random(20261123);
  const { api, upload } = await signInFirstAdmin(app);
  const shopApi = client(app, SHOP_API_ROOT.slice(0, -1));

  const sandboxSwitchedOn = await switchOnSandboxPayment(api);
  const { freightId, defaultDhl } = await seedDelivery(api);
  const catalog = await seedCatalog(api, upload, rnd, freightId, report);
  const storefront = await seedStorefront(api, upload, catalog);
  const members = await seedMembers(api, shopApi, rnd, report);
  await seedOrders(api, shopApi, rnd, catalog.goods, members, defaultDhl, report);
  return {
    goods: catalog.goods.length,
    brands: catalog.brands,
    specifications: catalog.specifications,
    ...storefront,
    members: members.length,
    orders: ORDERS,
    sandboxSwitchedOn,
  };
}

/**
 * The demo pays part of its orders online: the sandbox payment plug-in (off on a fresh install, as it
 * moves no real money) is enabled through the admin API. True when this run switched it on.
 */
async function switchOnSandboxPayment(api: Api): Promise<boolean> {
  const list = await api<{ data: { id: number; code: string; enabled: boolean }[] }>(
    'GET',
    'plugin?keyword=sandbox&limit=50',
  );
  const sandbox = list.data.find((p) => p.code === 'sandbox');
  if (!sandbox || sandbox.enabled) return false;
  await api('POST', `plugin/state/${sandbox.id}`, { action: 'enable' });
  return true;
}
