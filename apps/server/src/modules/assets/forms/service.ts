import {
  FORM_ELIGIBILITY,
  FORM_KIND_INFO,
  type FormKind,
  type formApproveSchema,
  type formInputSchemas,
  leaseSchedule,
  OPEN_FORM_STATUSES,
} from '@bo/contract';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import type { AssetFormsTable } from '../../../db/schema.js';
import { invalid } from '../../../http/errors.js';
import { reserveNumbers } from '../../../lib/sequences.js';
import { nowIso } from '../../../lib/time.js';
import { assertPlace, organizationFor } from '../assets/service.js';
import { subtreeIds } from '../reference/places.js';
import { assetReadable, operatorOf, type Scope } from '../scope.js';
import { applyForm, changeFormAssets, formAssets } from './apply.js';
import { applyRepayment, checkRepayment } from './lease.js';
import { eligibleLines } from './lines.js';
import { releaseLines, scopedForm, transitionForm } from './transition.js';

type Input<K extends FormKind> = z.output<(typeof formInputSchemas)[K]>;
type AnyInput = Input<FormKind>;
type Approval = z.output<typeof formApproveSchema>;

/** `RK202611230001`: the kind's prefix, the day and a per-kind, per-day counter. */
async function formNumber(trx: Trx, kind: FormKind): Promise<string> {
  const day = nowIso().slice(0, 10).replaceAll('-', '');
  const prefix = FORM_KIND_INFO[kind].prefix;
  const n = await reserveNumbers(trx, `form:${prefix}:${day}`);
  return `${prefix}${day}${String(n).padStart(4, '0')}`;
}

/** Every asset a verification campaign covers: a place with what is inside, a department or a class. */
async function verifySelection(trx: Trx, scope: Scope, input: Input<'verify'>): Promise<number[]> {
  if (!input.scope || !input.scope_id) return [];
  let q = trx
    .selectFrom('assets')
    .select('assets.id')
    .where('assets.deleted_at', 'is', null)
    .where(assetReadable(scope))
    .where('assets.status', 'in', [...FORM_ELIGIBILITY.verify.statuses])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('asset_form_lines as l')
            .innerJoin('asset_forms as f', 'f.id', 'l.form_id')
            .select('l.id')
            .whereRef('l.asset_id', '=', 'assets.id')
            .where('l.open', '=', 1)
            .where('f.status', 'in', [...OPEN_FORM_STATUSES]),
        ),
      ),
    );
  if (input.scope === 'department') q = q.where('assets.department_id', '=', input.scope_id);
  else {
    const table = input.scope === 'place' ? 'storage_locations' : 'base_data';
    const ids = subtreeIds(await trx.selectFrom(table).select(['id', 'pid']).execute(), input.scope_id);
    q = q.where(input.scope === 'place' ? 'assets.storage_location_id' : 'assets.base_data_id', 'in', ids);
  }
  const rows = await q.orderBy('assets.id').limit(100_000).execute();
  if (rows.length === 0) throw invalid({ scope_id: 'form.selectionEmpty' });
  return rows.map((r) => r.id);
}

/** The kind's own columns of the form row. */
async function kindColumns(
  trx: Trx,
  scope: Scope,
  kind: FormKind,
  input: AnyInput,
): Promise<Partial<Insertable<AssetFormsTable>>> {
  switch (kind) {
    case 'join':
    case 'back': {
      const { storage_location_id } = input as Input<'join'>;
      await assertPlace(trx, storage_location_id);
      return { storage_location_id };
    }
    case 'out': {
      const { target_organization_id, department_id } = input as Input<'out'>;
      if (target_organization_id !== null) {
        // Allocation may go to any unit, so only existence (and the department's unit) is checked.
        const all: Scope = { ...scope, kind: 'all' };
        await organizationFor(trx, all, target_organization_id, department_id, 'target_organization_id');
      }
      return { target_organization_id, target_department_id: department_id };
    }
    case 'rental': {
      const { due_date } = input as Input<'rental'>;
      if (due_date <= nowIso().slice(0, 10)) throw invalid({ due_date: 'form.dueFuture' });
      return { due_date };
    }
    case 'lease_grant': {
      const v = input as Input<'lease_grant'>;
      return {
        lessee: v.lessee,
        contract_no: v.contract_no,
        start_date: v.start_date,
        end_date: v.end_date,
        rent: v.rent,
        cycle: v.cycle,
      };
    }
    case 'lease_repay': {
      const v = input as Input<'lease_repay'>;
      await checkRepayment(trx, scope, v.grant_id, v.payments);
      return { grant_id: v.grant_id };
    }
    case 'verify':
      return {};
  }
}

/** `POST <kind>`: a draft with its lines, each asset checked for the kind. */
export async function createForm(db: Db, scope: Scope, kind: FormKind, input: AnyInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const org = await organizationFor(trx, scope, input.organization_id, null);
    let assetIds = input.lines.map((l) => l.asset_id);
    if (kind === 'verify' && assetIds.length === 0)
      assetIds = await verifySelection(trx, scope, input as Input<'verify'>);
    if (kind === 'lease_repay' && assetIds.length === 0) {
      const grant = (input as Input<'lease_repay'>).grant_id;
      const lines = await trx
        .selectFrom('asset_form_lines')
        .select('asset_id')
        .where('form_id', '=', grant)
        .execute();
      assetIds = lines.map((l) => l.asset_id);
    }
    const assets = await eligibleLines(trx, scope, kind, assetIds, org.id);
    const columns = await kindColumns(trx, scope, kind, input);
    const now = nowIso();
    const { id } = await trx
      .insertInto('asset_forms')
      .values({
        kind,
        number: await formNumber(trx, kind),
        status: 'draft',
        reason: input.reason,
        organization_id: org.id,
        area_id: org.area_id,
        department_id: scope.departmentIds[0] ?? null,
        target_organization_id: null,
        target_department_id: null,
        storage_location_id: null,
        due_date: null,
        lessee: null,
        contract_no: null,
        start_date: null,
        end_date: null,
        rent: null,
        cycle: null,
        grant_id: null,
        ...columns,
        line_count: assets.length,
        total_value: assets.reduce((sum, a) => sum + Number(a.original_value), 0),
        created_by: scope.adminId,
        created_by_name: scope.name,
        submitted_at: null,
        approved_by_name: null,
        approved_at: null,
        opinion: '',
        completed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < assets.length; i += 500) {
      await trx
        .insertInto('asset_form_lines')
        .values(
          assets.slice(i, i + 500).map((a) => ({
            form_id: id,
            asset_id: a.id,
            open: kind === 'lease_repay' ? 0 : 1,
            evidence: '[]',
            remark: '',
          })),
        )
        .execute();
    }
    if (kind === 'lease_grant') {
      const v = input as Input<'lease_grant'>;
      const schedule = leaseSchedule(v.start_date, v.end_date, v.rent, v.cycle);
      await trx
        .insertInto('lease_installments')
        .values(schedule.map((s) => ({ ...s, form_id: id, paid: 0, paid_at: null })))
        .execute();
    }
    if (kind === 'lease_repay') {
      const payments = (input as Input<'lease_repay'>).payments;
      await trx
        .insertInto('lease_payments')
        .values(payments.map((p) => ({ form_id: id, ...p })))
        .execute();
    }
    return id;
  });
}

/** `POST <kind>/submit/{id}`: the lines are checked again, as assets may have changed since the draft. */
export async function submitForm(
  db: Db,
  scope: Scope,
  kind: FormKind,
  id: number,
  version?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const form = await scopedForm(trx, scope, kind, id);
    await recheckLines(trx, scope, form.kind as FormKind, form.id, form.organization_id);
    await transitionForm(trx, form, 'submit', { submitted_at: nowIso() }, undefined, version);
  });
}

async function recheckLines(trx: Trx, scope: Scope, kind: FormKind, formId: number, organizationId: number) {
  const assets = await formAssets(trx, formId);
  // The form's own open lines hold these assets; check the rest of the rules without them.
  await trx.updateTable('asset_form_lines').set({ open: 0 }).where('form_id', '=', formId).execute();
  await eligibleLines(
    trx,
    scope,
    kind,
    assets.map((a) => a.id),
    organizationId,
  );
  if (kind !== 'lease_repay')
    await trx.updateTable('asset_form_lines').set({ open: 1 }).where('form_id', '=', formId).execute();
}

/**
 * `POST <kind>/approve/{id}`: a rejection releases the assets; an approval of join/out/rental/back
 * creates the warehouse task (the form is processing until it is completed), an approval of a lease
 * or rent receipt applies it at once, and an approved verification starts (its assets are frozen).
 */
export async function approveForm(
  db: Db,
  scope: Scope,
  kind: FormKind,
  id: number,
  approval: Approval,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const form = await scopedForm(trx, scope, kind, id);
    const now = nowIso();
    const decided = { approved_by_name: scope.name, approved_at: now, opinion: approval.opinion };
    if (!approval.approved) {
      await transitionForm(trx, form, 'reject', decided, undefined, approval.version);
      await releaseLines(trx, form.id);
      return;
    }
    const operator = operatorOf(scope);
    const task = FORM_KIND_INFO[kind].task;
    if (task) {
      await transitionForm(trx, form, 'approve', decided, 'processing', approval.version);
      await trx
        .insertInto('asset_tasks')
        .values({
          kind: task,
          form_id: form.id,
          status: 'pending',
          completed_by_name: null,
          completed_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } else if (kind === 'verify') {
      await transitionForm(trx, form, 'approve', decided, 'processing', approval.version);
      await trx
        .updateTable('asset_form_lines')
        .set((eb) => ({
          prior_status: eb
            .selectFrom('assets')
            .select('status')
            .whereRef('assets.id', '=', 'asset_form_lines.asset_id'),
        }))
        .where('form_id', '=', form.id)
        .execute();
      await changeFormAssets(
        trx,
        form,
        await formAssets(trx, form.id),
        () => ({ status: 'verifying' }),
        operator,
      );
    } else {
      await transitionForm(
        trx,
        form,
        'approve',
        { ...decided, completed_at: now },
        'completed',
        approval.version,
      );
      if (kind === 'lease_repay') await applyRepayment(trx, scope, form);
      else await applyForm(trx, form, operator);
      await releaseLines(trx, form.id);
    }
  });
}

/** `POST <kind>/cancel/{id}`: a draft, submitted or rejected form ends and lets its assets go. */
export async function cancelForm(
  db: Db,
  scope: Scope,
  kind: FormKind,
  id: number,
  version?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const form = await scopedForm(trx, scope, kind, id);
    await transitionForm(trx, form, 'cancel', {}, undefined, version);
    await releaseLines(trx, form.id);
  });
}
