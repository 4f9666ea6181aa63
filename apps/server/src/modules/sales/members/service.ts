import {
  formatPrice,
  MEMBER_STATES,
  type memberBalanceInputSchema,
  type memberInputSchema,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { hashPassword } from '../../../lib/crypto.js';
import { assertUnique, found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { endMemberTokens } from '../../storefront/index.js';
import { MEMBER_SUBJECT } from './audit.js';
import { changeBalance } from './ledger.js';

type Input = z.output<typeof memberInputSchema>;

const columns = (input: Input) => ({
  account: input.account,
  nickname: input.nickname,
  gender: input.gender,
  birthday: input.birthday,
  email: input.email,
  phone: input.phone,
  avatar: input.avatar,
  state: input.state,
});

/**
 * Creates a member (admin form or storefront registration); the password is required here. The trail
 * of a registration is the storefront request's, which no admin log keeps.
 */
export async function createMember(db: Db, input: Input, audit: AuditTrail): Promise<number> {
  if (!input.password) throw invalid({ password: 'validation.required' });
  const password = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await assertUnique(trx, 'members', 'account', input.account);
    const now = nowIso();
    const row = await trx
      .insertInto('members')
      .values({ ...columns(input), password, created_at: now, updated_at: now, last_login_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit.created(trx, MEMBER_SUBJECT, row.id);
    return row.id;
  });
}

/**
 * Edits a member; an empty password keeps the current one. The balance is never edited here. A new
 * password or a forbidden state ends the member's storefront tokens at once (a forbid stays in force
 * after the member is allowed again: the member logs in anew).
 */
export async function updateMember(db: Db, id: number, input: Input, audit: AuditTrail): Promise<void> {
  const password = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, MEMBER_SUBJECT, [id]);
    await assertUnique(trx, 'members', 'account', input.account, id);
    await updateVersioned(trx, 'members', id, input.version, {
      ...columns(input),
      ...(password ? { password } : {}),
    });
    if (password || input.state !== MEMBER_STATES.normal) await endMemberTokens(trx, id);
    await change.done();
  });
}

/**
 * Deletes members that never ordered and hold no balance (their history stays meaningful otherwise:
 * such members are forbidden instead). All or none.
 */
export async function destroyMembers(db: Db, ids: number[], audit: AuditTrail): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, MEMBER_SUBJECT, ids);
    for (const id of ids) {
      const member = found(
        await trx.selectFrom('members').select(['id', 'balance']).where('id', '=', id).executeTakeFirst(),
      );
      const orders = await trx
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(orders.n) > 0) throw conflict('member.hasOrders', { count: Number(orders.n) });
      if (Number(member.balance) !== 0) {
        throw conflict('member.hasBalance', { balance: formatPrice(Number(member.balance)) });
      }
    }
    await trx.deleteFrom('member_ledger').where('member_id', 'in', ids).execute();
    await trx.deleteFrom('goods_favourites').where('member_id', 'in', ids).execute();
    await trx.deleteFrom('members').where('id', 'in', ids).execute();
    await change.done();
  });
}

/** `POST member/balance/{id}`: an administrator's adjustment, written to the ledger with its reason. */
export async function adjustBalance(
  db: Db,
  id: number,
  input: z.output<typeof memberBalanceInputSchema>,
  adminId: number | null,
  audit: AuditTrail,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const change = await audit.before(trx, MEMBER_SUBJECT, [id]);
    const balance = await changeBalance(trx, id, {
      kind: 'adjust',
      amount: input.amount,
      reason: input.reason,
      adminId,
    });
    await change.done();
    return balance;
  });
}
