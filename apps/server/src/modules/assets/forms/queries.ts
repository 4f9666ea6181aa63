import {
  type AssetRow,
  type assetUseListQuerySchema,
  FORM_ELIGIBILITY,
  FORM_STATUSES,
  type FormDetail,
  type FormKind,
  type FormLine,
  type FormRow,
  type FormStatus,
  type formListQuerySchema,
  type LeaseCycle,
  OPEN_FORM_STATUSES,
  type Page,
  type VerifyResult,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/errors.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { assetPage, liveAssets } from '../assets/queries.js';
import { placePaths } from '../reference/places.js';
import { assetReadable, assetWritable, formInScope, type Scope } from '../scope.js';

/** The kind's forms in the caller's scope, without names: lists filter and count here. */
function scopedForms(db: Db, scope: Scope, kind: FormKind) {
  return db.selectFrom('asset_forms').where('asset_forms.kind', '=', kind).where(formInScope(scope));
}

function formQuery(db: Db, scope: Scope, kind: FormKind) {
  return scopedForms(db, scope, kind)
    .innerJoin('organizations as o', 'o.id', 'asset_forms.organization_id')
    .leftJoin('organizations as t', 't.id', 'asset_forms.target_organization_id')
    .selectAll('asset_forms')
    .select(['o.name as organization_name', 't.name as target_organization_name']);
}

type Stored = Awaited<ReturnType<ReturnType<typeof formQuery>['execute']>>[number];

async function toRows(db: Db, rows: Stored[]): Promise<FormRow[]> {
  const paths = rows.some((r) => r.storage_location_id !== null)
    ? await placePaths(db)
    : new Map<number, string>();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as FormKind,
    number: r.number,
    status: r.status as FormStatus,
    reason: r.reason,
    organization_id: r.organization_id,
    organization_name: r.organization_name,
    target_organization_id: r.target_organization_id,
    target_organization_name: r.target_organization_name ?? null,
    storage_location_id: r.storage_location_id,
    place_name: r.storage_location_id === null ? null : (paths.get(r.storage_location_id) ?? null),
    due_date: r.due_date,
    lessee: r.lessee,
    contract_no: r.contract_no,
    start_date: r.start_date,
    end_date: r.end_date,
    rent: r.rent === null ? null : Number(r.rent),
    cycle: r.cycle as LeaseCycle | null,
    grant_id: r.grant_id,
    line_count: r.line_count,
    total_value: Number(r.total_value),
    created_by_name: r.created_by_name,
    created_at: r.created_at,
    submitted_at: r.submitted_at,
    approved_by_name: r.approved_by_name,
    approved_at: r.approved_at,
    opinion: r.opinion,
    completed_at: r.completed_at,
    version: r.version,
  }));
}

type ListQuery = z.output<typeof formListQuerySchema>;

function filtered(
  db: Db,
  scope: Scope,
  kind: FormKind,
  query: Omit<ListQuery, 'page' | 'limit' | 'status'> & { form_id?: number },
) {
  let q = scopedForms(db, scope, kind);
  if (query.form_id) q = q.where('asset_forms.id', '=', query.form_id);
  if (query.keyword) {
    const k = query.keyword;
    q = q.where((eb) =>
      eb.or([eb('asset_forms.number', '=', k.toUpperCase()), contains('asset_forms.reason', k)]),
    );
  }
  if (query.organization_id) q = q.where('asset_forms.organization_id', '=', query.organization_id);
  return q;
}

/** `GET <kind>?status=`: the kind's forms in the caller's scope (`form_id`: that one form, for exports). */
export async function listForms(
  db: Db,
  scope: Scope,
  kind: FormKind,
  query: ListQuery & { form_id?: number },
): Promise<Page<FormRow>> {
  let q = filtered(db, scope, kind, query).select('asset_forms.id');
  if (query.status) q = q.where('asset_forms.status', '=', query.status);
  const page = await paginate(
    db,
    applySort(q, query.sort, { id: 'asset_forms.id' }, '-id', 'asset_forms.id'),
    query,
    (ids) => formQuery(db, scope, kind).where('asset_forms.id', 'in', ids),
  );
  return { ...page, data: await toRows(db, page.data) };
}

/** `GET <kind>/count`: forms per status tab, with the same filters. */
export async function countForms(
  db: Db,
  scope: Scope,
  kind: FormKind,
  query: Omit<ListQuery, 'page' | 'limit' | 'status'>,
) {
  const rows = await filtered(db, scope, kind, query)
    .select((eb) => ['asset_forms.status', eb.fn.countAll<number>().as('n')])
    .groupBy('asset_forms.status')
    .execute();
  const counts = Object.fromEntries(['all', ...FORM_STATUSES].map((s) => [s, 0])) as Record<
    'all' | FormStatus,
    number
  >;
  for (const row of rows) {
    counts[row.status as FormStatus] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

/** The lines of the forms `formIds` in order, with their assets (callers add a keyset and limit). */
export function formLinesQuery(db: Db, formIds: readonly number[]) {
  return db
    .selectFrom('asset_form_lines as l')
    .innerJoin('assets', 'assets.id', 'l.asset_id')
    .innerJoin('base_data as c', 'c.id', 'assets.base_data_id')
    .select([
      'l.id',
      'l.form_id',
      'l.asset_id',
      'assets.code',
      'assets.name',
      'c.name as class_name',
      'assets.original_value',
      'assets.status',
      'assets.custodian',
      'assets.storage_location_id',
      'l.result',
      'l.result_place_id',
      'l.evidence',
      'l.remark',
      'l.checked_at',
    ])
    .where('l.form_id', 'in', formIds)
    .orderBy('l.id');
}

export type StoredLine = Awaited<ReturnType<ReturnType<typeof formLinesQuery>['execute']>>[number];

/** Stored lines as the API shows them, places by their path (`paths`: placePaths). */
export function toLines(lines: StoredLine[], paths: Map<number, string>): FormLine[] {
  return lines.map(({ storage_location_id, form_id: _, ...l }) => ({
    ...l,
    original_value: Number(l.original_value),
    status: l.status as FormLine['status'],
    place_name: storage_location_id === null ? null : (paths.get(storage_location_id) ?? null),
    result: l.result as VerifyResult | null,
    evidence: JSON.parse(l.evidence) as string[],
  }));
}

/** An installment is overdue once its due day is past and it is not paid in full. */
export const installmentOverdue = (
  i: { due_date: string; amount: number | string | bigint; paid: number | string | bigint },
  today = new Date().toISOString().slice(0, 10),
) => i.due_date < today && Number(i.paid) < Number(i.amount);

/** `GET <kind>/{id}`: the form with its lines, lease schedule or payments, and its task. */
export async function formDetail(db: Db, scope: Scope, kind: FormKind, id: number): Promise<FormDetail> {
  const [row] = await toRows(db, await formQuery(db, scope, kind).where('asset_forms.id', '=', id).execute());
  if (!row) throw notFound();
  const today = new Date().toISOString().slice(0, 10);
  const [lines, installments, payments, task, paths] = await Promise.all([
    formLinesQuery(db, [id]).execute(),
    db
      .selectFrom('lease_installments')
      .selectAll()
      .where('form_id', '=', kind === 'lease_repay' ? (row.grant_id ?? 0) : id)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('lease_payments as p')
      .innerJoin('lease_installments as i', 'i.id', 'p.installment_id')
      .select(['p.installment_id', 'i.seq', 'p.amount'])
      .where('p.form_id', '=', id)
      .orderBy('i.seq')
      .execute(),
    db.selectFrom('asset_tasks').select(['id', 'status']).where('form_id', '=', id).executeTakeFirst(),
    placePaths(db),
  ]);
  return {
    ...row,
    lines: toLines(lines, paths),
    installments: installments.map((i) => ({
      id: i.id,
      seq: i.seq,
      due_date: i.due_date,
      amount: Number(i.amount),
      paid: Number(i.paid),
      paid_at: i.paid_at,
      overdue: installmentOverdue(i, today),
    })),
    payments: payments.map((p) => ({ ...p, amount: Number(p.amount) })),
    task: task ? { id: task.id, status: task.status as 'pending' | 'completed' } : null,
  };
}

/** `GET <kind>/eligible`: the assets a new form of the kind can take (the line picker). */
export async function eligibleAssets(
  db: Db,
  scope: Scope,
  kind: FormKind,
  query: z.output<typeof assetUseListQuerySchema>,
): Promise<Page<AssetRow>> {
  const rule = FORM_ELIGIBILITY[kind];
  let q = liveAssets(db)
    .where(kind === 'join' ? assetWritable(scope) : assetReadable(scope))
    .where('assets.status', 'in', [...rule.statuses])
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
  if (rule.ownership) q = q.where('assets.ownership', '=', rule.ownership);
  if (kind === 'back' && scope.kind !== 'all' && scope.organizationId !== null) {
    const org = scope.organizationId;
    q = q.where((eb) =>
      eb.or([eb('assets.status', '=', 'leased'), eb('assets.holder_organization_id', '=', org)]),
    );
  }
  return assetPage(db, q, query);
}
