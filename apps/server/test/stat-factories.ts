import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { vi } from 'vitest';
import type { GoodsTable } from '../src/db/schema-catalog.js';
import { localDay } from '../src/modules/dashboard/days.js';

/**
 * "Now" for tests whose answers depend on the day, whatever the real date: 1 March 2031, 10:30 local
 * time. The first of a month after a 28-day February, so yesterday, last week and the last 30 days
 * cross a month's end. In the future, so the sessions a test issues stay valid by the database's clock.
 */
export const NOW = new Date(2031, 2, 1, 10, 30);
export const TODAY = localDay(NOW);

/**
 * Stops `Date` at `now` (NOW unless given); timers keep running, since the database drivers and the
 * job worker need them. Undo with `vi.useRealTimers()`: server test files share their worker.
 */
export function freezeClock(now: Date = NOW): void {
  vi.useFakeTimers({ toFake: ['Date'], now });
}

/** A local time `days` days from today (by the clock, frozen or not) at h:m:s.ms, as stored (ISO UTC). */
export const at = (days: number, h: number, m = 0, s = 0, ms = 0) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, h, m, s, ms).toISOString();
};

let serial = 0;

/** A member registered at `createdAt` (gender unknown and no birthday unless given). */
export async function member(
  app: FastifyInstance,
  createdAt: string,
  overrides: { gender?: number; birthday?: string | null } = {},
) {
  serial++;
  return (
    await app.db
      .insertInto('members')
      .values({
        account: `m${serial}`,
        nickname: '',
        gender: 0,
        email: '',
        phone: '',
        password: 'x',
        avatar: '',
        state: 1,
        last_login_at: null,
        created_at: createdAt,
        updated_at: createdAt,
        ...overrides,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function order(
  app: FastifyInstance,
  memberId: number,
  createdAt: string,
  state: number,
  paid = 0,
  regionCode = '330106',
) {
  serial++;
  const { id } = await app.db
    .insertInto('orders')
    .values({
      identification: `T${serial}`,
      member_id: memberId,
      state,
      goods_amount: paid,
      carriage: 0,
      total: paid,
      paid,
      consignee: 'x',
      phone: '13800000000',
      region_code: regionCode,
      region_name: '',
      address: '',
      remark: '',
      dhl_id: null,
      pay_platform: null,
      paid_at: paid ? createdAt : null,
      shipped_at: null,
      receiving_time: null,
      finished_at: null,
      expires_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (paid) {
    await app.db
      .insertInto('order_payments')
      .values({
        order_id: id,
        description: '',
        merchant_no: '',
        trade_no: '',
        type: 0,
        amount: paid,
        platform: 'balance',
        created_at: createdAt,
      })
      .execute();
  }
  return id;
}

/** The columns of a shown goods item named `name`, for inserting straight into the database. */
export function goodValues(name: string, overrides: Partial<Insertable<GoodsTable>> = {}) {
  const now = new Date().toISOString();
  return {
    type: 0,
    name,
    number: name,
    category_id: 1,
    brand_id: null,
    freight_id: null,
    price: 1000,
    price_min: 1000,
    price_max: 1000,
    market_price: 1000,
    cost_price: 500,
    inventory: 100,
    sales: 0,
    images: '[]',
    master_image: '',
    video: '',
    poster: '',
    keywords: '',
    short_description: '',
    details: '',
    parameters: '[]',
    has_spec: 0,
    is_show: 1,
    timing: null,
    is_inventory: 0,
    is_recommend: 0,
    is_new: 0,
    is_hot: 0,
    deleted_at: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** A shown goods item with `sales` sold and `inventory` left. */
export async function good(app: FastifyInstance, name: string, sales: number, inventory = 100) {
  const { id } = await app.db
    .insertInto('goods')
    .values(goodValues(name, { sales, inventory }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** `count` views of goods `goodId` (null: a page that is not a goods page) at `createdAt`. */
export async function visits(app: FastifyInstance, goodId: number | null, createdAt: string, count: number) {
  await app.db
    .insertInto('goods_visits')
    .values(
      Array.from({ length: count }, () => ({
        good_id: goodId,
        member_id: null,
        source: 'h5',
        ip: '127.0.0.1',
        created_at: createdAt,
      })),
    )
    .execute();
}
