import { sql } from 'kysely';
import type { Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';
import { formInScope, type Scope } from '../scope.js';
import type { StoredForm } from './transition.js';

interface Payment {
  installment_id: number;
  amount: number;
}

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** Rent received must go to installments of a lease in force, never beyond what each still owes. */
export async function checkRepayment(
  trx: Trx,
  scope: Scope,
  grantId: number,
  payments: Payment[],
): Promise<void> {
  const grant = await trx
    .selectFrom('asset_forms')
    .select('id')
    .where('id', '=', grantId)
    .where('kind', '=', 'lease_grant')
    .where('status', '=', 'completed')
    .where(formInScope(scope))
    .executeTakeFirst();
  if (!grant) throw invalid({ grant_id: 'form.grantMissing' });
  const installments = await trx
    .selectFrom('lease_installments')
    .selectAll()
    .where('form_id', '=', grantId)
    .execute();
  const byId = new Map(installments.map((i) => [i.id, i]));
  const wanted = new Map<number, number>();
  for (const p of payments) {
    if (!byId.has(p.installment_id))
      throw invalid({ payments: 'form.installmentMissing' }, { id: p.installment_id });
    wanted.set(p.installment_id, (wanted.get(p.installment_id) ?? 0) + p.amount);
  }
  for (const [id, amount] of wanted) {
    const installment = byId.get(id);
    if (!installment) continue;
    const owed = Number(installment.amount) - Number(installment.paid);
    if (amount > owed)
      throw invalid({ payments: 'form.overpaid' }, { seq: installment.seq, amount: yuan(owed) });
  }
}

/** Books an approved rent receipt on its installments (checked again: another receipt may have come first). */
export async function applyRepayment(trx: Trx, scope: Scope, form: StoredForm): Promise<void> {
  if (form.grant_id === null) throw invalid({ grant_id: 'form.grantMissing' });
  const payments = await trx
    .selectFrom('lease_payments')
    .select(['installment_id', 'amount'])
    .where('form_id', '=', form.id)
    .execute();
  await checkRepayment(
    trx,
    scope,
    form.grant_id,
    payments.map((p) => ({ installment_id: p.installment_id, amount: Number(p.amount) })),
  );
  const now = nowIso();
  for (const p of payments) {
    const booked = await trx
      .updateTable('lease_installments')
      .set({
        paid: sql<number>`paid + ${p.amount}`,
        paid_at: sql<string | null>`case when paid + ${p.amount} >= amount then ${now} else paid_at end`,
      })
      .where('id', '=', p.installment_id)
      .where(sql<boolean>`paid + ${p.amount} <= amount`)
      .executeTakeFirst();
    // Another receipt booked on the installment since the check: check again to name what is left.
    if (booked.numUpdatedRows === 0n) {
      await checkRepayment(trx, scope, form.grant_id, [p]);
      throw conflict();
    }
  }
}
