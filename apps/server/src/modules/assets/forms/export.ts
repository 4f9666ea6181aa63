import {
  FORM_KIND_INFO,
  type FormKind,
  type FormLine,
  type FormRow,
  formListQuerySchema,
  verifyExportQuerySchema,
} from '@bo/contract';
import type { Db } from '../../../db/database.js';
import { defineListExport, type ExportColumn } from '../../../lib/list-export.js';
import { placePaths } from '../reference/places.js';
import type { Scope } from '../scope.js';
import { formLinesQuery, installmentOverdue, listForms, type StoredLine, toLines } from './queries.js';

const defineScoped = defineListExport<Scope>();

/** A sheet row: a form with one of its lines (none for a form without lines). */
interface FormLineRow {
  form: FormRow;
  line: FormLine | null;
}

/** Lines read per query: a campaign may hold a whole unit's register. */
const LINES = 1000;

const rowsOf = (form: FormRow, lines: FormLine[]): FormLineRow[] =>
  lines.length ? lines.map((line) => ({ form, line })) : [{ form, line: null }];

/**
 * The forms' rows in their order, each form's lines in order: forms with few lines read together, up
 * to {@link LINES} lines a query; a form with more (a campaign over a whole register) in keyset batches.
 */
async function* formLines(db: Db, forms: FormRow[]): AsyncGenerator<FormLineRow[]> {
  const paths = await placePaths(db);
  for (let i = 0; i < forms.length; ) {
    const first = forms[i] as FormRow;
    if (first.line_count > LINES) {
      let last = 0;
      for (;;) {
        const stored = await formLinesQuery(db, [first.id]).where('l.id', '>', last).limit(LINES).execute();
        if (stored.length) yield rowsOf(first, toLines(stored, paths));
        last = stored.at(-1)?.id ?? last;
        if (stored.length < LINES) break;
      }
      i++;
      continue;
    }
    const group: FormRow[] = [];
    for (let size = 0; i < forms.length; i++) {
      const form = forms[i] as FormRow;
      if (form.line_count > LINES || size + form.line_count > LINES) break;
      group.push(form);
      size += form.line_count;
    }
    const ids = group.filter((f) => f.line_count > 0).map((f) => f.id);
    const byForm = new Map<number, StoredLine[]>();
    for (const line of ids.length ? await formLinesQuery(db, ids).execute() : []) {
      const lines = byForm.get(line.form_id);
      if (lines) lines.push(line);
      else byForm.set(line.form_id, [line]);
    }
    yield group.flatMap((form) => rowsOf(form, toLines(byForm.get(form.id) ?? [], paths)));
  }
}

type Column = ExportColumn<FormLineRow>;
const f = (field: string) => `assetForms.fields.${field}`;
const a = (field: string) => `assetForms.assetFields.${field}`;
/** A column of `part` of the sheet row: the form, or its line (empty on a form without lines). */
const columnOf =
  <P>(part: (r: FormLineRow) => P | null) =>
  (label: string, value: (p: P) => string | number | null, kind?: Column['kind'], width = 16): Column => ({
    label,
    width,
    kind,
    value: (r) => {
      const of = part(r);
      return of === null ? null : value(of);
    },
  });
const form = columnOf((r) => r.form);
const line = columnOf((r) => r.line);

/** The columns a kind's list shows beside the common ones (kindColumns on the web). */
function kindColumns(kind: FormKind): Column[] {
  switch (kind) {
    case 'join':
    case 'back':
      return [form(f('place'), (r) => r.place_name, undefined, 24)];
    case 'out':
      return [
        form(
          f('target_organization'),
          (r) => r.target_organization_name ?? r.organization_name,
          undefined,
          20,
        ),
      ];
    case 'rental':
      return [form(f('due_date'), (r) => r.due_date, 'date', 12)];
    case 'lease_grant':
      return [
        form(f('lessee'), (r) => r.lessee, undefined, 20),
        form(f('contract_no'), (r) => r.contract_no, undefined, 18),
        form(f('start_date'), (r) => r.start_date, 'date', 12),
        form(f('end_date'), (r) => r.end_date, 'date', 12),
        form(f('rent'), (r) => r.rent, 'money', 14),
        {
          label: f('cycle'),
          width: 10,
          value: (r, t) => (r.form.cycle ? t(`assetForms.options.cycle.${r.form.cycle}`) : ''),
        },
      ];
    case 'lease_repay':
      return [form(f('grant'), (r) => r.grant_id, 'number', 10)];
    case 'verify':
      return [];
  }
}

/** The line columns: the asset, and for a verification its result and where it was found. */
function lineColumns(kind: FormKind): Column[] {
  const asset = [
    line(a('code'), (l) => l.code, undefined, 20),
    line(a('name'), (l) => l.name, undefined, 24),
    line(a('class_name'), (l) => l.class_name),
    line(a('custodian'), (l) => l.custodian, undefined, 12),
    line(a('value'), (l) => l.original_value, 'money', 14),
  ];
  if (kind !== 'verify') return asset;
  return [
    ...asset,
    line(f('place'), (l) => l.place_name, undefined, 24),
    {
      label: 'assetForms.detail.result',
      width: 10,
      value: (r, t) =>
        r.line?.result ? t(`assetForms.results.${r.line.result}`) : t('assetForms.detail.unchecked'),
    },
    line('fields.remark', (l) => l.remark, undefined, 24),
  ];
}

function columns(kind: FormKind): Column[] {
  return [
    form(f('number'), (r) => r.number, undefined, 22),
    { label: f('status'), width: 12, value: (r, t) => t(`assetForms.statuses.${r.form.status}`) },
    form(f('reason'), (r) => r.reason, undefined, 28),
    form(f('organization'), (r) => r.organization_name, undefined, 20),
    ...kindColumns(kind),
    form(f('line_count'), (r) => r.line_count, 'number', 8),
    form(f('total_value'), (r) => r.total_value, 'money', 14),
    form(f('created_by'), (r) => r.created_by_name, undefined, 12),
    form(f('created_at'), (r) => r.created_at, 'datetime', 20),
    form(f('approved_by'), (r) => r.approved_by_name, undefined, 12),
    form(f('approved_at'), (r) => r.approved_at, 'datetime', 20),
    form(f('opinion'), (r) => r.opinion, undefined, 20),
    form(f('completed_at'), (r) => r.completed_at, 'datetime', 20),
    ...lineColumns(kind),
  ];
}

/** `<form route>/export/all`: the kind's forms as its list filters them, one row per line. */
function formExport(kind: FormKind) {
  return defineScoped(kind === 'verify' ? verifyExportQuerySchema : formListQuerySchema, {
    page: (db, { context: scope, query, page, limit }) =>
      listForms(db, scope, kind, { ...query, page, limit }),
    expand: (db, forms) => formLines(db, forms),
    columns: columns(kind),
  });
}

/** Each form kind's export by its route (`verify` with `form_id`: one campaign's results). */
export const formExports = Object.fromEntries(
  (Object.keys(FORM_KIND_INFO) as FormKind[]).map((kind) => [FORM_KIND_INFO[kind].route, formExport(kind)]),
);

/** A sheet row of the lease schedules: a grant with one of its installments. */
interface InstallmentRow {
  form: FormRow;
  seq: number;
  due_date: string;
  amount: number;
  paid: number;
  paid_at: string | null;
}

/** The grants' installments, in the grants' order and by number within each. */
async function* grantInstallments(db: Db, forms: FormRow[]): AsyncGenerator<InstallmentRow[]> {
  const byId = new Map(forms.map((row) => [row.id, row]));
  const rows = forms.length
    ? await db
        .selectFrom('lease_installments')
        .select(['form_id', 'seq', 'due_date', 'amount', 'paid', 'paid_at'])
        .where('form_id', 'in', [...byId.keys()])
        .orderBy('form_id')
        .orderBy('seq')
        .execute()
    : [];
  const byForm = new Map<number, InstallmentRow[]>();
  for (const r of rows) {
    const row = byId.get(r.form_id) as FormRow;
    const list = byForm.get(r.form_id) ?? [];
    list.push({ ...r, form: row, amount: Number(r.amount), paid: Number(r.paid) });
    byForm.set(r.form_id, list);
  }
  yield forms.flatMap((row) => byForm.get(row.id) ?? []);
}

type InstallmentColumn = ExportColumn<InstallmentRow>;
const grant = (
  label: string,
  value: (r: FormRow) => string | number | null,
  kind?: Column['kind'],
  width = 16,
) => ({ label, width, kind, value: (r) => value(r.form) }) satisfies InstallmentColumn;

/**
 * `assetLeaseGrant/installments/export/all`: the rent schedule of the lease grants the list filters,
 * one row per installment with what it asks, what was received and what is still owed; an unpaid
 * installment past its due date is marked overdue.
 */
export const installmentExport = defineScoped(formListQuerySchema, {
  page: (db, { context: scope, query, page, limit }) =>
    listForms(db, scope, 'lease_grant', { ...query, page, limit }),
  expand: (db, forms) => grantInstallments(db, forms),
  columns: [
    grant(f('number'), (r) => r.number, undefined, 22),
    grant(f('lessee'), (r) => r.lessee, undefined, 20),
    grant(f('contract_no'), (r) => r.contract_no, undefined, 18),
    grant(f('organization'), (r) => r.organization_name, undefined, 20),
    { label: f('status'), width: 12, value: (r, t) => t(`assetForms.statuses.${r.form.status}`) },
    { label: 'assetForms.detail.seq', width: 8, kind: 'number', value: (r) => r.seq },
    { label: f('due_date'), width: 12, kind: 'date', value: (r) => r.due_date },
    { label: 'assetForms.create.amount', width: 14, kind: 'money', value: (r) => r.amount },
    { label: 'assetForms.detail.paid', width: 14, kind: 'money', value: (r) => r.paid },
    { label: 'assetForms.detail.owed', width: 14, kind: 'money', value: (r) => r.amount - r.paid },
    { label: 'assetForms.detail.paidAt', width: 20, kind: 'datetime', value: (r) => r.paid_at },
    {
      label: 'assetForms.detail.overdue',
      width: 10,
      value: (r, t) => (installmentOverdue(r) ? t('assetForms.detail.overdue') : ''),
    },
  ],
});
