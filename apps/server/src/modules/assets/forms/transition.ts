import { canApplyFormAction, FORM_ACTIONS, type FormAction, type FormStatus } from '@bo/contract';
import type { Selectable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database.js';
import type { AssetFormsTable } from '../../../db/schema.js';
import { conflict, notFound } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';
import { formInScope, type Scope } from '../scope.js';

export type StoredForm = Selectable<AssetFormsTable>;

/** The form of `kind` inside the caller's scope, or 40400. */
export async function scopedForm(trx: Db | Trx, scope: Scope, kind: string, id: number): Promise<StoredForm> {
  const form = await trx
    .selectFrom('asset_forms')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where(formInScope(scope))
    .executeTakeFirst();
  if (!form) throw notFound();
  return form;
}

export const formStateConflict = (status: string) =>
  conflict('form.stateConflict', { statusKey: `form.statuses.${status}` });

/**
 * Moves the form by `action` (the contract's state machine), writing only where the status and the
 * version are still those read, so of two concurrent approvals or cancellations exactly one applies
 * and the other gets 40900 naming the status. `to` overrides the action's target (approval → completed).
 */
export async function transitionForm(
  trx: Trx,
  form: StoredForm,
  action: FormAction,
  values: Updateable<AssetFormsTable> = {},
  to: FormStatus = FORM_ACTIONS[action].to,
  expectedVersion?: number,
): Promise<void> {
  if (!canApplyFormAction(action, form.status as FormStatus)) throw formStateConflict(form.status);
  if (expectedVersion !== undefined && expectedVersion !== form.version) throw conflict();
  const result = await trx
    .updateTable('asset_forms')
    .set({ ...values, status: to, updated_at: nowIso(), version: form.version + 1 })
    .where('id', '=', form.id)
    .where('status', '=', form.status)
    .where('version', '=', form.version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const now = await trx
      .selectFrom('asset_forms')
      .select('status')
      .where('id', '=', form.id)
      .executeTakeFirst();
    throw formStateConflict(now?.status ?? form.status);
  }
}

/** Lets go of the form's assets (it ended), so they can go on other forms. */
export async function releaseLines(trx: Trx, formId: number): Promise<void> {
  await trx.updateTable('asset_form_lines').set({ open: 0 }).where('form_id', '=', formId).execute();
}
