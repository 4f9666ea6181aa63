import { formatPrice, type LedgerKind } from '@bo/contract';
import { sql } from 'kysely';
import type { Trx } from '../../../db/database.js';
import { invalid, notFound } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';

export interface BalanceChange {
  kind: LedgerKind;
  /** Signed cents. */
  amount: number;
  reason: string;
  orderId?: number | null;
  adminId?: number | null;
  /** The field a too-low balance is reported on. */
  field?: string;
  /** The message key a too-low balance is reported with (given `balance` and the debit as `total`). */
  refusal?: string;
}

/**
 * The only way a member balance changes: in the caller's transaction, adds `amount` unless the
 * balance would go below zero (checked in the update itself, so concurrent changes cannot overdraw)
 * and writes the ledger row with the balance after it. Returns the new balance.
 */
export async function changeBalance(trx: Trx, memberId: number, change: BalanceChange): Promise<number> {
  const updated = await trx
    .updateTable('members')
    .set({ balance: sql`balance + ${change.amount}`, updated_at: nowIso() })
    .where('id', '=', memberId)
    .where(sql<boolean>`balance + ${change.amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!updated) {
    const member = await trx
      .selectFrom('members')
      .select('balance')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) throw notFound();
    throw invalid(
      { [change.field ?? 'amount']: change.refusal ?? 'member.balanceNegative' },
      { balance: formatPrice(Number(member.balance)), total: formatPrice(-change.amount) },
    );
  }
  const balance = Number(updated.balance);
  await trx
    .insertInto('member_ledger')
    .values({
      member_id: memberId,
      kind: change.kind,
      amount: change.amount,
      balance_after: balance,
      reason: change.reason,
      order_id: change.orderId ?? null,
      admin_id: change.adminId ?? null,
      created_at: nowIso(),
    })
    .execute();
  return balance;
}
