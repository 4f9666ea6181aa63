import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { formatDate, SHOP_API_ROOT, THUMBNAIL_WIDTHS } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { thumbnailPath, uploadsRoot, writeThumbnail } from '../modules/upload/storage.js';
import { API_PREFIX } from '../plugins/guard.js';
import { issueSession } from '../security/sessions.js';

/** A small deterministic generator, so two runs make the same shop. */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const GOODS = [
  ['青花瓷马克杯', '杯具'],
  ['玻璃冷水壶', '杯具'],
  ['竹制茶盘', '茶具'],
  ['紫砂茶壶', '茶具'],
  ['LED 护眼台灯', '灯具'],
  ['落地阅读灯', '灯具'],
  ['人体工学椅', '办公家具'],
  ['升降办公桌', '办公家具'],
  ['A4 打印纸（5 包）', '办公用品'],
  ['中性笔（12 支）', '办公用品'],
  ['文件收纳盒', '办公用品'],
  ['无线鼠标', '电脑配件'],
] as const;
const SURNAMES = '王李张刘陈杨赵黄周吴徐孙马朱胡';
const DISTRICTS = ['330106', '330102', '310101', '110105', '440305', '320102', '510104', '420106'];

/**
 * A demo member's gender (mostly known) and birthday (aged 12 to 78, one in eight unknown), so the age
 * and sex statistics show something on a fresh install.
 */
export function person(rnd: ReturnType<typeof random>): { gender: number; birthday: string | null } {
  const gender = [1, 2, 1, 2, 0][rnd.int(0, 4)] ?? 0;
  if (rnd.int(1, 8) === 1) return { gender, birthday: null };
  const now = new Date();
  const born = new Date(now.getFullYear() - rnd.int(12, 78), now.getMonth(), now.getDate() - rnd.int(0, 364));
  return { gender, birthday: formatDate(born) };
}

/** A plain coloured product picture, stored like an upload. */
export async function picture(dataDir: string, name: string, hue: number): Promise<string> {
  const hash = createHash('md5').update(name).digest('hex');
  const rel = `2026/11/${hash}.png`;
  const file = path.join(uploadsRoot(dataDir), rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const [r, g, b] = [hue, (hue * 3) % 256, (hue * 7) % 256];
  await sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g, b } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="400" height="400"><circle cx="200" cy="200" r="120" fill="white" fill-opacity="0.55"/></svg>`,
        ),
      },
    ])
    .png()
    .toFile(file);
  // The small copies a real upload gets, which lists show instead of the full picture.
  for (const width of THUMBNAIL_WIDTHS) {
    const thumb = path.join(uploadsRoot(dataDir), thumbnailPath(rel, width));
    await fs.rm(thumb, { force: true });
    await writeThumbnail(file, thumb, 'png', width);
  }
  return `/uploads/${rel}`;
}

/**
 * Calls the API as a client would. `from` is the client's address: shoppers each come from their own,
 * as real ones do, so the storefront's per-address rate limits see a crowd, not one busy address.
 */
export function client(app: FastifyInstance, root: string, token?: string) {
  return async <T>(
    method: 'GET' | 'POST',
    route: string,
    body?: unknown,
    bearer = token,
    from?: string,
  ): Promise<T> => {
    const res = await app.inject({
      method,
      url: `${root}/${route}`,
      ...(from ? { remoteAddress: from } : {}),
      headers: {
        accept: 'application/json',
        lang: 'zh',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const json = res.json() as { status: number; message: T };
    if (json.status !== 200) throw new Error(`${method} ${route}: ${res.body.slice(0, 300)}`);
    return json.message;
  };
}

export function progress(label: string, done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(
    `\r${label.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
  );
  if (done === total) process.stdout.write('\n');
}

/**
 * A small demo shop made through the real APIs (the storefront for members and orders, the admin API
 * for the catalogue and the order actions), so every domain rule applies: `npm run seed -- --scale small`.
 */
export async function seedSmallShop(
  app: FastifyInstance,
  dataDir: string,
  report: (label: string, done: number, total: number) => void = progress,
) {
  const rnd = random(20261123);
  const admin = await app.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
  const session = await issueSession(app.db, admin.id, {
    ip: '127.0.0.1',
    userAgent: 'seed',
    remember: false,
  });
  const api = client(app, API_PREFIX, session.access_token);
  const shopApi = client(app, SHOP_API_ROOT.slice(0, -1));

  const sandboxSwitchedOn = await switchOnSandboxPayment(api);
  const tag = Date.now().toString(36).slice(-4);
  await api('POST', 'dhl', { name: '顺丰速运', abbreviation: 'SF', is_default: 1 }).catch(() => undefined);
  await api('POST', 'dhl', { name: '中通快递', abbreviation: 'ZTO' }).catch(() => undefined);
  const dhls = await api<{ data: { id: number; is_default: number }[] }>('GET', 'dhl?limit=50');
  const freight = await api<{ id: number }>('POST', 'freight', {
    name: `标准快递 ${tag}`,
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
  const categories = new Map<string, number>();
  const goods: { id: number; inventory: number }[] = [];
  for (const [i, [name, category]] of GOODS.entries()) {
    if (!categories.has(category)) {
      const row = await api<{ id: number }>('POST', 'category', { name: `${category} ${tag}`, pid: 0 });
      categories.set(category, row.id);
    }
    const image = await picture(dataDir, name, 40 + i * 17);
    const price = rnd.int(9, 899) * 100 + (i % 2 ? 90 : 0);
    const good = await api<{ id: number }>('POST', 'good', {
      type: 0,
      name,
      category_id: categories.get(category),
      price,
      market_price: Math.round(price * 1.3),
      cost_price: Math.round(price * 0.6),
      inventory: rnd.int(20, 200),
      master_image: image,
      images: [image],
      details: `<p>${name}：品质可靠，适合机关单位与企业采购。</p>`,
      freight_id: freight.id,
      is_show: 1,
      is_inventory: i % 3 === 0 ? 1 : 0,
    });
    goods.push({ id: good.id, inventory: 0 });
    report('goods', i + 1, GOODS.length);
  }

  const MEMBERS = 30;
  const members: { id: number; token: string; from: string }[] = [];
  // Apart from the shop's generator, so the orders stay the same as before birthdays existed.
  const people = random(20261125);
  for (let i = 0; i < MEMBERS; i++) {
    const account = `demo${tag}${String(i + 1).padStart(2, '0')}`;
    const password = 'Demo123456';
    // RFC 2544's benchmarking range: never a real client's address.
    const from = `198.18.0.${i + 1}`;
    const { id } = await shopApi<{ id: number }>(
      'POST',
      'register',
      { account, password, ...person(people) },
      undefined,
      from,
    );
    const { access_token } = await shopApi<{ access_token: string }>(
      'POST',
      'login',
      { account, password },
      undefined,
      from,
    );
    await api('POST', `member/balance/${id}`, { amount: rnd.int(100, 3000) * 100, reason: '新会员充值' });
    members.push({ id, token: access_token, from });
    report('members', i + 1, MEMBERS);
  }

  const ORDERS = 120;
  const defaultDhl = dhls.data.find((d) => d.is_default)?.id ?? dhls.data[0]?.id;
  for (let i = 0; i < ORDERS; i++) {
    const member = members[rnd.int(0, members.length - 1)] as (typeof members)[number];
    const surname = SURNAMES[rnd.int(0, SURNAMES.length - 1)];
    const lines = Array.from({ length: rnd.int(1, 2) }, () => ({
      good_id: (goods[rnd.int(0, goods.length - 1)] as { id: number }).id,
      number: rnd.int(1, 3),
    }));
    const address = {
      consignee: `${surname}${'伟芳娜敏静丽强磊军洋'[i % 10]}`,
      phone: `13${rnd.int(100000000, 999999999)}`,
      region_code: DISTRICTS[i % DISTRICTS.length],
      address: `幸福路 ${rnd.int(1, 300)} 号`,
    };
    const order = await shopApi<{ id: number; total: number }>(
      'POST',
      'order',
      { lines, address, source: ['search', 'direct', 'share'][i % 3] },
      member.token,
      member.from,
    ).catch(() => null);
    await shopApi(
      'POST',
      'visit',
      { good_id: lines[0]?.good_id, source: ['search', 'direct', 'share'][i % 3] },
      undefined,
      member.from,
    );
    if (i % 4 === 0)
      await shopApi('POST', 'favourite', { good_id: lines[0]?.good_id }, member.token, member.from);
    report('orders', i + 1, ORDERS);
    const step = rnd.next();
    if (!order || step < 0.15) continue;
    const way = step < 0.6 ? 'balance' : 'online';
    const paid = await shopApi('POST', `order/${order.id}/pay`, { way }, member.token, member.from).catch(
      () => null,
    );
    if (!paid || step < 0.3 || !defaultDhl) continue;
    await api('POST', 'indent/shipment', { id: order.id, dhl_id: defaultDhl, odd: `SF${1000000000 + i}` });
    if (step < 0.55) continue;
    await shopApi('POST', `order/${order.id}/receive`, undefined, member.token, member.from);
    if (step > 0.93) {
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
  }
  return { goods: GOODS.length, members: MEMBERS, orders: ORDERS, sandboxSwitchedOn };
}

/**
 * The demo pays part of its orders online: the sandbox payment plug-in (off on a fresh install, as it
 * moves no real money) is enabled through the admin API. True when this run switched it on.
 */
async function switchOnSandboxPayment(api: ReturnType<typeof client>): Promise<boolean> {
  const list = await api<{ data: { id: number; code: string; enabled: boolean }[] }>(
    'GET',
    'plugin?keyword=sandbox&limit=50',
  );
  const sandbox = list.data.find((p) => p.code === 'sandbox');
  if (!sandbox || sandbox.enabled) return false;
  await api('POST', `plugin/state/${sandbox.id}`, { action: 'enable' });
  return true;
}
