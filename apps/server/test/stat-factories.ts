import type { FastifyInstance } from 'fastify';

/** A local time `days` days from today at h:m:s.ms, as stored (ISO UTC). */
export const at = (days: number, h: number, m = 0, s = 0, ms = 0) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, h, m, s, ms).toISOString();
};

let serial = 0;

export async function member(app: FastifyInstance, createdAt: string) {
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
      region_code: '330106',
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
