import { freightCost, GOOD_TYPES, PAYMENT_TYPES, ORDER_STATES as S, translate } from '@bo/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  MemberLedgerTable,
  OrderEventsTable,
  OrderLinesTable,
  OrderPaymentsTable,
  OrderRefundsTable,
  OrdersTable,
} from '../../db/schema.js';
import { autoReceiveTime } from '../../modules/sales/orders/fulfilment.js';
import { orderNumber } from '../../modules/sales/orders/place.js';
import { type Actor, orderEventRow } from '../../modules/sales/orders/transitions.js';
import { getSetting } from '../../modules/system/config/service.js';
import { sandboxPayment } from '../../modules/system/plugins/sandbox-payment.js';
import { enabledPluginSettings } from '../../modules/system/plugins/service.js';
import { type Catalog, pickGood } from './catalog.js';
import { type Members, registeredBy } from './members.js';
import { type Pending, refundRows, type Story } from './order-refunds.js';
import { DAY, inSlices, insertRows, iso, personName, type Report, rng } from './progress.js';
import { REFUND_REASONS, REMARKS } from './words.js';

const HOUR = 3_600_000;
export interface OrderCounts {
  orders: number;
  lines: number;
  payments: number;
  refunds: number;
  ledger: number;
}

/**
 * `count` orders over the last year (more lately) as the order services leave them: placed by members
 * who had registered, priced from the SKUs with the carriage of the freight templates; unpaid ones
 * waiting (within the payment time) or expired; paid ones by balance (topped up by an administrator
 * through the ledger when short) or the sandbox, shipped, received by the member or automatically,
 * a few refunded to the balance or by the original route. Each has its lines (card keys handed out on
 * completion), payment records, refund rows and timeline; balances follow the ledger.
 */
export async function seedOrders(
  db: Db,
  catalog: Catalog,
  members: Members,
  count: number,
  report: Report,
): Promise<OrderCounts> {
  const now = Date.now();
  const r = rng(20_260_804);
  const timeout = Number(await getSetting(db, 'order_payment_timeout')) * 60_000;
  const receiveDays = Number(await getSetting(db, 'auto_receive_days'));
  const merchant = async (code: string) =>
    String((await enabledPluginSettings(db, code))?.merchant_id ?? code);
  const merchants = { balance: await merchant('balance'), sandbox: await merchant('sandbox') };
  const admin = await db
    .selectFrom('admins')
    .select(['id', 'username'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const adminActor: Actor = { type: 'admin', id: admin.id, name: admin.username };
  const system: Actor = { type: 'system', id: null, name: '' };
  const balance = new Float64Array(members.count);
  const pending: Pending[] = [];
  const counts: OrderCounts = { orders: 0, lines: 0, payments: 0, refunds: 0, ledger: 0 };
  const dhls = catalog.dhls;
  const defaultDhl = dhls.find((d) => d.is_default) ?? dhls[0];

  /** The story of order `k` placed at `t`. */
  const story = (k: number, t: number): Story | null => {
    const known = registeredBy(members, t);
    if (known === 0 || catalog.count === 0 || !defaultDhl) return null;
    const member = Math.floor(known * r.next() ** 0.7);
    const memberActor: Actor = {
      type: 'member',
      id: members.id[member] ?? null,
      name: members.account[member] ?? '',
    };
    const region =
      members.regions[r.chance(0.8) ? (members.region[member] ?? 0) : r.int(0, members.regions.length - 1)];
    const bySku = new Map<number, { k: number; number: number }>();
    for (let n = r.chance(0.72) ? 1 : r.chance(0.7) ? 2 : 3; n > 0; n--) {
      const g = pickGood(catalog, r.next(), t);
      const sku = (catalog.firstSku[g] ?? 0) + r.int(0, (catalog.skuCount[g] ?? 1) - 1);
      const number = r.chance(0.75) ? 1 : r.chance(0.6) ? 2 : r.int(3, 5);
      const line = bySku.get(sku) ?? { k: sku, number: 0 };
      line.number += number;
      bySku.set(sku, line);
    }
    let goodsAmount = 0;
    const units = new Map<number, number>();
    for (const { k: s, number } of bySku.values()) {
      goodsAmount += (catalog.price[s] ?? 0) * number;
      const freight = catalog.freight[s] ?? 0;
      if (freight && catalog.type[s] === GOOD_TYPES.general)
        units.set(freight, (units.get(freight) ?? 0) + number);
    }
    let carriage = 0;
    for (const [freight, quantity] of units) {
      const template = catalog.freights.get(freight);
      if (template && region) carriage += freightCost(template, region.code, quantity).cost;
    }
    const total = goodsAmount + carriage;
    const identification = orderNumber(new Date(t), k * 7_919 + 104_729);
    const events: Story['events'] = [[t, 'placed', memberActor, { total }]];
    const row: Insertable<OrdersTable> = {
      identification,
      member_id: members.id[member] as number,
      state: S.waitPayment,
      goods_amount: goodsAmount,
      carriage,
      total,
      paid: 0,
      refunded: 0,
      consignee: r.chance(0.8) ? (members.name[member] ?? '') : personName(r),
      phone: members.phone[member] ?? '',
      region_code: region?.code ?? '',
      region_name: region?.name ?? '',
      address: members.address[member] ?? '',
      remark: r.pick(REMARKS),
      dhl_id: null,
      odd: '',
      pay_platform: null,
      paid_at: null,
      shipped_at: null,
      receiving_time: null,
      finished_at: null,
      expires_at: iso(t + timeout),
      created_at: iso(t),
      updated_at: iso(t),
      version: 1,
    };
    const lines = [...bySku.values()].map(({ k: s, number }) => ({
      good_id: catalog.good[s] as number,
      sku_id: catalog.sku[s] as number,
      name: catalog.name[s] ?? '',
      spec: catalog.spec[s] ?? '[]',
      image: catalog.image[s] ?? '',
      price: catalog.price[s] ?? 0,
      number,
      type: catalog.type[s] ?? 0,
      is_inventory: catalog.inventoryMode[s] ?? 0,
      codes: '[]',
      created_at: iso(t),
      card: catalog.codes[s] ?? '[]',
    }));
    const s: Story = { member, row, lines, events, paidBy: null, paidAt: 0, refund: null };
    const move = (at: number, state: number, values: Partial<Insertable<OrdersTable>>) => {
      Object.assign(row, values, { state, updated_at: iso(at), version: (row.version ?? 1) + 1 });
    };
    const paidAt = t + r.int(20, Math.min(timeout / 1000, 1200)) * 1000;
    if (r.chance(0.06) || paidAt > now) {
      if (t + timeout <= now) {
        move(t + timeout + r.int(1, 60) * 1000, S.expired, {});
        events.push([t + timeout + 30_000, 'expired', system, {}]);
      }
      return s;
    }
    s.paidBy = r.chance(0.45) ? 'balance' : 'sandbox';
    s.paidAt = paidAt;
    move(paidAt, S.waitDelivery, {
      paid: total,
      paid_at: iso(paidAt),
      pay_platform: s.paidBy,
      expires_at: null,
    });
    events.push([paidAt, 'paid', memberActor, { platform: s.paidBy, amount: total }]);
    const refund = (at: number) => {
      if (at > now) return;
      const amount =
        r.chance(0.6) || lines.length === 1 ? total : (lines[0]?.price ?? 0) * (lines[0]?.number ?? 1);
      const way = s.paidBy === 'sandbox' && r.chance(0.5) ? 1 : 0;
      s.refund = { at, amount, way, reason: r.pick(REFUND_REASONS) };
      move(way ? at + 60_000 : at, S.refunded, { refunded: amount });
    };
    const shipAt = paidAt + r.int(1, 48) * HOUR + r.int(0, 3599) * 1000;
    const early = paidAt + r.int(1, 20) * HOUR;
    if (r.chance(0.008) && early < shipAt) {
      refund(early);
      if (s.refund) return s;
    }
    if (shipAt > now) return s;
    const dhl = r.chance(0.7) ? defaultDhl : r.pick(dhls);
    const receiving = autoReceiveTime(new Date(shipAt), receiveDays);
    const odd = `${dhl.abbreviation}${String(k * 7_919 + 300_000_000_000).slice(-12)}`;
    move(shipAt, S.waitReceipt, { dhl_id: dhl.id, odd, shipped_at: iso(shipAt), receiving_time: receiving });
    events.push([shipAt, 'shipped', adminActor, { dhl: dhl.name, odd, receiving_time: receiving }]);
    const auto = new Date(receiving).getTime() + r.int(5, 120) * 1000;
    const confirm = r.chance(0.65) ? shipAt + r.int(20, receiveDays * 24) * HOUR : auto;
    const finishedAt = Math.min(confirm, auto);
    if (finishedAt > now) return s;
    move(finishedAt, S.finished, { finished_at: iso(finishedAt) });
    for (const line of lines) if (line.type === GOOD_TYPES.card) line.codes = line.card;
    events.push([finishedAt, 'received', finishedAt === auto ? system : memberActor, {}]);
    if (r.chance(0.035)) refund(finishedAt + r.int(2, 240) * HOUR);
    return s;
  };

  /** A ledger row as `changeBalance` writes it, the balance moving with it. */
  const ledger = (
    member: number,
    at: number,
    kind: string,
    amount: number,
    reason: string,
    orderId: number | null,
  ) => {
    balance[member] = (balance[member] ?? 0) + amount;
    return {
      member_id: members.id[member] as number,
      kind,
      amount,
      balance_after: balance[member] ?? 0,
      reason,
      order_id: orderId,
      // Top-ups and refunds are an administrator's; payments the member's own.
      admin_id: kind === 'payment' ? null : admin.id,
      created_at: iso(at),
    } satisfies Insertable<MemberLedgerTable>;
  };

  const start = now - 365 * DAY;
  await inSlices(db, 'orders', count, 5000, report, async (w, from, to) => {
    const stories: Story[] = [];
    for (let k = from; k < to; k++) {
      const s = story(k, start + 365 * DAY * ((k + 0.5) / count) ** 0.8);
      if (s) stories.push(s);
    }
    const ids = await w.ids(
      'orders',
      stories.map((s) => s.row),
    );
    const lines: Insertable<OrderLinesTable>[] = [];
    const payments: Insertable<OrderPaymentsTable>[] = [];
    const refunds: Insertable<OrderRefundsTable>[] = [];
    const events: Insertable<OrderEventsTable>[] = [];
    const ledgerRows: Insertable<MemberLedgerTable>[] = [];
    for (const [n, s] of stories.entries()) {
      const orderId = ids[n] as number;
      const t = new Date(s.row.created_at as string).getTime();
      // Balance refunds due by now reach the ledger before this order's own rows.
      while (pending.length > 0 && (pending[0] as Pending).at <= t) {
        const p = pending.shift() as Pending;
        ledgerRows.push(ledger(p.member, p.at, 'refund', p.amount, p.reason, p.orderId));
      }
      for (const { card: _card, ...line } of s.lines) lines.push({ ...line, order_id: orderId });
      for (const [at, action, actor, detail] of s.events)
        events.push(orderEventRow(orderId, action, actor, detail, iso(at)));
      const total = Number(s.row.total);
      const identification = s.row.identification;
      if (s.paidBy) {
        if (s.paidBy === 'balance') {
          const short = total - (balance[s.member] ?? 0);
          if (short > 0) {
            const amount = Math.ceil(short / 10_000) * 10_000 + r.int(0, 5) * 10_000;
            ledgerRows.push(ledger(s.member, s.paidAt - 10_000, 'adjust', amount, '会员充值', null));
          }
          ledgerRows.push(
            ledger(
              s.member,
              s.paidAt,
              'payment',
              -total,
              translate('zh', 'order.payment', { identification }),
              orderId,
            ),
          );
        }
        payments.push({
          order_id: orderId,
          description: translate('zh', 'order.payment', { identification }),
          merchant_no: merchants[s.paidBy],
          trade_no:
            s.paidBy === 'balance' ? `BAL${identification}` : sandboxPayment().pay(total, s.paidAt).trade_no,
          type: PAYMENT_TYPES.payment,
          amount: total,
          platform: s.paidBy,
          created_at: iso(s.paidAt),
        });
      }
      if (s.refund) refundRows(s, orderId, { refunds, payments, events, pending }, adminActor);
    }
    await w.rows('order_lines', lines);
    await w.rows('order_payments', payments);
    await w.rows('order_refunds', refunds);
    await w.rows('order_events', events);
    await w.rows('member_ledger', ledgerRows);
    Object.assign(counts, {
      orders: counts.orders + stories.length,
      lines: counts.lines + lines.length,
      payments: counts.payments + payments.length,
      refunds: counts.refunds + refunds.length,
      ledger: counts.ledger + ledgerRows.length,
    });
  });
  const rest = pending.map((p) => ledger(p.member, p.at, 'refund', p.amount, p.reason, p.orderId));
  await insertRows(db, 'member_ledger', rest);
  counts.ledger += rest.length;
  return counts;
}
