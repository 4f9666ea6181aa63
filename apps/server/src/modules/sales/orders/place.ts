import { randomInt } from 'node:crypto';
import {
  freightCost,
  GOOD_SHOW,
  GOOD_TYPES,
  MEMBER_STATES,
  ORDER_STATES,
  type ShopOrder,
  type shopOrderInputSchema,
} from '@bo/contract';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { AppError, invalid } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';
import { getSetting } from '../../system/index.js';
import { presentFreight } from '../freight/present.js';
import { inLockOrder, takeStock } from './stock.js';
import { recordEvent } from './transitions.js';

type Input = z.output<typeof shopOrderInputSchema>;

/**
 * `20261123143005` + six random digits: sortable by time, unguessable enough to read out. `serial`
 * replaces the random digits (the bench data set numbers its past orders so none repeats).
 */
export function orderNumber(at = new Date(), serial = randomInt(0, 1_000_000)): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
  return `${stamp}${p(serial % 1_000_000, 6)}`;
}

/** The region's names from the province down ("浙江省 杭州市 西湖区"); 42200 for an unknown code. */
async function regionName(trx: Trx, code: string): Promise<string> {
  const names: string[] = [];
  let region = await trx
    .selectFrom('regions')
    .select(['name', 'parent_id'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!region) throw invalid({ 'address.region_code': 'order.regionUnknown' });
  while (region && names.length < 5) {
    names.unshift(region.name);
    const parent: number = region.parent_id;
    region = parent
      ? await trx
          .selectFrom('regions')
          .select(['name', 'parent_id'])
          .where('id', '=', parent)
          .executeTakeFirst()
      : undefined;
  }
  return names.join(' ');
}

interface PricedLine {
  good_id: number;
  sku_id: number;
  name: string;
  spec: string;
  image: string;
  price: number;
  number: number;
  type: number;
  is_inventory: number;
  freight_id: number | null;
  field: string;
}

/** Each wanted line checked against the live catalogue, priced from its SKU; repeats are merged. */
async function priceLines(trx: Trx, lines: Input['lines']): Promise<PricedLine[]> {
  const priced = new Map<number, PricedLine>();
  for (const [i, line] of lines.entries()) {
    const field = `lines.${i}.good_id`;
    const good = await trx
      .selectFrom('goods')
      .select(['id', 'name', 'type', 'is_show', 'has_spec', 'master_image', 'is_inventory', 'freight_id'])
      .where('id', '=', line.good_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!good || good.is_show !== GOOD_SHOW.sale) {
      throw invalid({ [field]: 'order.goodUnavailable' }, { name: good?.name ?? `#${line.good_id}` });
    }
    let skus = trx
      .selectFrom('goods_skus')
      .select(['id', 'spec', 'price', 'image', 'inventory'])
      .where('goods_id', '=', good.id)
      .where('deleted_at', 'is', null);
    if (line.sku_id) skus = skus.where('id', '=', line.sku_id);
    else if (good.has_spec)
      throw invalid({ [`lines.${i}.sku_id`]: 'order.skuRequired' }, { name: good.name });
    const sku = await skus.orderBy('id').executeTakeFirst();
    if (!sku) throw invalid({ [`lines.${i}.sku_id`]: 'order.skuRequired' }, { name: good.name });
    const merged = priced.get(sku.id);
    const number = (merged?.number ?? 0) + line.number;
    // Goods that reduce stock on payment are only checked here; the payment takes the stock.
    if (sku.inventory < number) {
      throw invalid(
        { [`lines.${i}.number`]: 'order.outOfStock' },
        { name: good.name, inventory: sku.inventory },
      );
    }
    priced.set(sku.id, {
      good_id: good.id,
      sku_id: sku.id,
      name: good.name,
      spec: sku.spec,
      image: sku.image || good.master_image,
      price: Number(sku.price),
      number,
      type: good.type,
      is_inventory: good.is_inventory,
      freight_id: good.freight_id,
      field: merged?.field ?? `lines.${i}.number`,
    });
  }
  return [...priced.values()];
}

/** Carriage of the goods that ship: per freight template, over the units using it. */
async function carriageOf(trx: Trx, lines: PricedLine[], regionCode: string): Promise<number> {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (line.type !== GOOD_TYPES.general || line.freight_id === null) continue;
    units.set(line.freight_id, (units.get(line.freight_id) ?? 0) + line.number);
  }
  let carriage = 0;
  for (const [freightId, quantity] of units) {
    const row = await trx.selectFrom('freights').selectAll().where('id', '=', freightId).executeTakeFirst();
    if (row) carriage += freightCost(presentFreight(row), regionCode, quantity).cost;
  }
  return carriage;
}

type NewOrder = Omit<Insertable<Database['orders']>, 'identification'>;

/** Numbers tried before giving up: a repeat is a few in a million within one second. */
const NUMBER_ATTEMPTS = 5;

/**
 * Records the order under a number no other order holds. Another order of the same second may hold the
 * random one: the insert then leaves it alone (no constraint error, which would end the transaction on
 * PostgreSQL) and the next number is tried.
 */
async function insertNumbered(trx: Trx, values: NewOrder, nextNumber: () => string) {
  for (let attempt = 1; attempt <= NUMBER_ATTEMPTS; attempt++) {
    const order = await trx
      .insertInto('orders')
      .values({ ...values, identification: nextNumber() })
      .onConflict((oc) => oc.column('identification').doNothing())
      .returning(['id', 'identification', 'state', 'total', 'carriage'])
      .executeTakeFirst();
    if (order) return order;
  }
  throw new Error(`no free order number after ${NUMBER_ATTEMPTS} attempts`);
}

/**
 * `POST /api/v1/shop/order`: in one transaction, prices the lines, takes the stock of goods that
 * reduce it on order placement, adds the carriage and records the order waiting for payment.
 * `numberAt` draws an order number for the time of placing (a test gives numbers that repeat).
 */
export async function placeOrder(
  db: Db,
  memberId: number,
  input: Input & { device?: string },
  numberAt: (at: Date) => string = orderNumber,
): Promise<ShopOrder> {
  const timeout = await getSetting(db, 'order_payment_timeout');
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'account', 'state'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member || member.state !== MEMBER_STATES.normal) throw new AppError(40300, 'member.forbidden');
    const region = await regionName(trx, input.address.region_code);
    const lines = await priceLines(trx, input.lines);
    const goodsAmount = lines.reduce((sum, l) => sum + l.price * l.number, 0);
    const carriage = await carriageOf(trx, lines, input.address.region_code);
    const now = new Date();
    const values = {
      member_id: memberId,
      state: ORDER_STATES.waitPayment,
      goods_amount: goodsAmount,
      carriage,
      total: goodsAmount + carriage,
      consignee: input.address.consignee,
      phone: input.address.phone,
      region_code: input.address.region_code,
      region_name: region,
      address: input.address.address,
      remark: input.remark,
      device: input.device ?? '',
      source: input.source ?? '',
      dhl_id: null,
      pay_platform: null,
      paid_at: null,
      shipped_at: null,
      receiving_time: null,
      finished_at: null,
      expires_at: new Date(now.getTime() + timeout * 60_000).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const order = await insertNumbered(trx, values, () => numberAt(now));
    for (const line of inLockOrder(lines)) {
      if (line.is_inventory === 0) await takeStock(trx, line, line.field);
    }
    for (const line of lines) {
      await trx
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          good_id: line.good_id,
          sku_id: line.sku_id,
          name: line.name,
          spec: line.spec,
          image: line.image,
          price: line.price,
          number: line.number,
          type: line.type,
          is_inventory: line.is_inventory,
          created_at: nowIso(),
        })
        .execute();
    }
    await recordEvent(
      trx,
      order.id,
      'placed',
      { type: 'member', id: member.id, name: member.account },
      {
        total: goodsAmount + carriage,
      },
    );
    return { ...order, total: Number(order.total), carriage: Number(order.carriage) };
  });
}
