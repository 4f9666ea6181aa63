import {
  FORM_KINDS,
  type FormDetail,
  type FormKind,
  type FormLine,
  formatDateTime,
  formatMoney,
  VERIFY_RESULTS,
} from '@bo/contract';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormDetail } from '../../api/assetForms';
import { kindCell, kindColumns } from '../assets/forms/kindColumns';
import { PrintFrame } from './PrintFrame';
import { type PrintColumn, PrintTable } from './PrintTable';
import { type Paper, parseIds, usePaper } from './papers';

const PAPERS: readonly Paper[] = ['a4'];

/** Who signs a form of each kind, beside the applicant and the approver. */
const SIGNERS: Record<FormKind, readonly string[]> = {
  join: ['applicant', 'approver', 'keeper'],
  out: ['applicant', 'approver', 'keeper', 'receiver'],
  rental: ['applicant', 'approver', 'keeper', 'receiver'],
  back: ['applicant', 'approver', 'keeper'],
  lease_grant: ['applicant', 'approver', 'receiver'],
  lease_repay: ['applicant', 'approver'],
  verify: ['applicant', 'approver', 'keeper'],
};

const isFormKind = (value: string | undefined): value is FormKind =>
  (FORM_KINDS as readonly string[]).includes(value ?? '');

/**
 * /print/form/:kind/:id: an asset form on A4 with its lines and approval trail and lines to sign; for a
 * verification, the sheet the custodians walk with (a result column, totals per result and per custodian).
 */
export function FormPrintPage() {
  const params = useParams();
  const [id] = parseIds(params.id ?? null);
  const kind = isFormKind(params.kind) ? params.kind : null;
  const { t } = useTranslation();
  if (!kind || !id) return <Alert type="warning" showIcon title={t('print.none')} />;
  return <FormPrint kind={kind} id={id} />;
}

function FormPrint({ kind, id }: { kind: FormKind; id: number }) {
  const { t } = useTranslation();
  const [paper, setPaper] = usePaper(PAPERS);
  const query = useFormDetail(kind, id);
  const form = query.data;
  // A kind's name is the document's name ("入仓单", "Intake form"); a verification prints as its sheet.
  const title = kind === 'verify' ? t('print.verify.title') : t(`assetForms.kinds.${kind}`);
  return (
    <PrintFrame
      title={form ? `${title} ${form.number}` : title}
      paper={paper}
      papers={PAPERS}
      onPaper={setPaper}
      query={query}
    >
      {form ? (
        <section className="print-doc" data-testid="form-print">
          <h1>{title}</h1>
          <FormHeader kind={kind} form={form} />
          {kind === 'verify' ? <VerifyTables form={form} /> : <FormLines form={form} />}
          <ApprovalTrail form={form} />
          <h2>{t('print.form.signatures')}</h2>
          <div className="signatures">
            {SIGNERS[kind].map((signer) => (
              <div key={signer}>
                {t(
                  kind === 'verify' && signer === 'applicant'
                    ? 'print.verify.checker'
                    : `print.form.signers.${signer}`,
                )}
                {' / '}
                {t('print.form.date')}
              </div>
            ))}
          </div>
        </section>
      ) : null}
    </PrintFrame>
  );
}

function FormHeader({ kind, form }: { kind: FormKind; form: FormDetail }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`assetForms.fields.${name}`);
  return (
    <dl>
      <dt>{t('print.form.number')}</dt>
      <dd>{form.number}</dd>
      <dt>{f('status')}</dt>
      <dd>{t(`assetForms.statuses.${form.status}`)}</dd>
      <dt>{f('organization')}</dt>
      <dd>{form.organization_name}</dd>
      {kindColumns(kind, t).map((c) => (
        <FieldPair key={c.key} label={c.title} value={kindCell(c, form)} />
      ))}
      <dt>{f('reason')}</dt>
      <dd>{form.reason || '-'}</dd>
    </dl>
  );
}

function FieldPair({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * A form's assets under their heading: the row number, code, name, custodian and place, then the
 * columns of the kind of form.
 */
function AssetLines({ lines, more }: { lines: readonly FormLine[]; more: PrintColumn<FormLine>[] }) {
  const { t } = useTranslation();
  const a = (name: string) => t(`assetForms.assetFields.${name}`);
  return (
    <>
      <h2>{t('print.form.lines')}</h2>
      <PrintTable<FormLine>
        rows={lines}
        rowKey={(l) => l.id}
        columns={[
          { key: 'seq', title: '#', cell: (_, i) => i + 1 },
          { key: 'code', title: a('code'), cell: (l) => l.code },
          { key: 'name', title: a('name'), cell: (l) => l.name },
          { key: 'custodian', title: a('custodian'), cell: (l) => l.custodian },
          { key: 'place', title: t('assetForms.fields.place'), cell: (l) => l.place_name ?? '' },
          ...more,
        ]}
      />
    </>
  );
}

function FormLines({ form }: { form: FormDetail }) {
  const { t } = useTranslation();
  const a = (name: string) => t(`assetForms.assetFields.${name}`);
  return (
    <>
      <AssetLines
        lines={form.lines}
        more={[
          { key: 'class', title: a('class_name'), cell: (l) => l.class_name },
          { key: 'value', title: a('value'), num: true, cell: (l) => formatMoney(l.original_value) },
        ]}
      />
      <p>{t('print.form.total', { count: form.line_count, value: formatMoney(form.total_value) })}</p>
    </>
  );
}

type ResultColumn = (typeof VERIFY_RESULTS)[number] | 'unchecked';
const RESULT_COLUMNS: readonly ResultColumn[] = [...VERIFY_RESULTS, 'unchecked'];
const resultOf = (line: FormLine): ResultColumn => line.result ?? 'unchecked';

/** The lines with their result so far (boxes to tick where unchecked), then the totals. */
function VerifyTables({ form }: { form: FormDetail }) {
  const { t } = useTranslation();
  const resultLabel = (r: ResultColumn) =>
    r === 'unchecked' ? t('print.verify.unchecked') : t(`assetForms.results.${r}`);
  // One column per result, counting the lines of a group (all of them, or one custodian's).
  const countColumns: PrintColumn<readonly FormLine[]>[] = RESULT_COLUMNS.map((r) => ({
    key: r,
    title: resultLabel(r),
    num: true,
    cell: (lines) => lines.filter((l) => resultOf(l) === r).length,
  }));
  const custodians = [...new Set(form.lines.map((l) => l.custodian))].sort((x, y) => x.localeCompare(y));
  const byCustodian = custodians.map((c) => form.lines.filter((l) => l.custodian === c));
  return (
    <>
      <AssetLines
        lines={form.lines}
        more={[
          {
            key: 'result',
            title: t('print.verify.result'),
            cell: (l) =>
              l.result ? resultLabel(l.result) : VERIFY_RESULTS.map((r) => `☐${resultLabel(r)}`).join(' '),
          },
        ]}
      />
      <h2>{t('print.verify.byResult')}</h2>
      <PrintTable rows={[form.lines]} rowKey={() => 'all'} columns={countColumns} />
      <h2>{t('print.verify.byCustodian')}</h2>
      <PrintTable
        rows={byCustodian}
        rowKey={(_, i) => custodians[i] ?? i}
        columns={[
          { key: 'custodian', title: t('print.verify.custodian'), cell: (_, i) => custodians[i] || '-' },
          ...countColumns,
        ]}
      />
    </>
  );
}

/** Who did what and when, in the order it happened: the record the signatures below confirm. */
function ApprovalTrail({ form }: { form: FormDetail }) {
  const { t } = useTranslation();
  const steps = [
    { step: 'created', person: form.created_by_name, time: form.created_at, opinion: '' },
    { step: 'submitted', person: form.created_by_name, time: form.submitted_at, opinion: '' },
    { step: 'approved', person: form.approved_by_name ?? '', time: form.approved_at, opinion: form.opinion },
    { step: 'completed', person: '', time: form.completed_at, opinion: '' },
  ].filter((s) => s.time);
  return (
    <>
      <h2>{t('print.form.trail')}</h2>
      <PrintTable
        rows={steps}
        rowKey={(s) => s.step}
        columns={[
          { key: 'step', title: t('print.form.step'), cell: (s) => t(`print.form.steps.${s.step}`) },
          { key: 'person', title: t('print.form.person'), cell: (s) => s.person },
          { key: 'time', title: t('print.form.time'), cell: (s) => formatDateTime(s.time) },
          { key: 'opinion', title: t('print.form.opinion'), cell: (s) => s.opinion },
        ]}
      />
    </>
  );
}
