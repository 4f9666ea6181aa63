import { type FormDetail, type FormKind, formatDateTime, formatMoney } from '@bo/contract';
import { Descriptions, Drawer, Space, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDetail } from '../../../api/assetForms';
import { FormPrintButton } from '../../print/PrintButtons';
import { AssetStatusTag } from '../asset/shared/AssetTags';
import { FormActions } from './FormActions';
import { FormStatusTag } from './FormStatusTag';
import { kindCell, kindColumns } from './kindColumns';
import { VerifyLines } from './VerifyLines';

/** A form with its lines, lease schedule or payments, approval and task; the actions its status allows. */
export function FormDetailDrawer({ kind, id, onClose }: { kind: FormKind; id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useFormDetail(kind, id);
  const form = query.data;
  return (
    <Drawer
      open
      size={1000}
      onClose={onClose}
      title={
        form ? t('assetForms.detail.title', { kind: t(`assetForms.kinds.${kind}`), number: form.number }) : ''
      }
      extra={
        form ? (
          <Space>
            <FormPrintButton kind={kind} id={form.id} />
            <FormActions kind={kind} form={form} />
          </Space>
        ) : null
      }
    >
      {form ? <FormBody kind={kind} form={form} /> : <Spin />}
    </Drawer>
  );
}

function FormBody({ kind, form }: { kind: FormKind; form: FormDetail }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`assetForms.fields.${name}`);
  const a = (name: string) => t(`assetForms.assetFields.${name}`);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={f('status')}>
          <FormStatusTag status={form.status} />
        </Descriptions.Item>
        <Descriptions.Item label={f('organization')}>{form.organization_name}</Descriptions.Item>
        {kindColumns(kind, t).map((c) => (
          <Descriptions.Item key={c.key} label={c.title}>
            {kindCell(c, form)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={f('reason')} span={2}>
          {form.reason}
        </Descriptions.Item>
        <Descriptions.Item label={f('created_by')}>
          {form.created_by_name} · {formatDateTime(form.created_at)}
        </Descriptions.Item>
        <Descriptions.Item label={f('submitted_at')}>
          {formatDateTime(form.submitted_at) || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={f('approved_by')}>
          {form.approved_by_name ? `${form.approved_by_name} · ${formatDateTime(form.approved_at)}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={f('opinion')}>{form.opinion || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('assetForms.detail.task')}>
          {form.task ? t(`assetForms.tasks.statuses.${form.task.status}`) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={f('completed_at')}>
          {formatDateTime(form.completed_at) || '-'}
        </Descriptions.Item>
      </Descriptions>

      {kind === 'verify' ? (
        <VerifyLines form={form} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          title={() =>
            `${t('assetForms.detail.lines')} (${form.line_count} · ${formatMoney(form.total_value)})`
          }
          dataSource={form.lines}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { key: 'code', dataIndex: 'code', title: a('code') },
            { key: 'name', dataIndex: 'name', title: a('name') },
            { key: 'class_name', dataIndex: 'class_name', title: a('class_name') },
            { key: 'custodian', dataIndex: 'custodian', title: a('custodian') },
            { key: 'place_name', title: f('place'), render: (_, r) => r.place_name ?? '-' },
            {
              key: 'status',
              title: f('status'),
              render: (_, r) => <AssetStatusTag status={r.status} />,
            },
            {
              key: 'value',
              title: a('value'),
              align: 'right',
              render: (_, r) => formatMoney(r.original_value),
            },
          ]}
        />
      )}

      {form.installments.length > 0 ? (
        <Table
          size="small"
          rowKey="id"
          title={() => t('assetForms.detail.installments')}
          dataSource={form.installments}
          pagination={false}
          rowClassName={(r) => (r.overdue ? 'row-overdue' : '')}
          columns={[
            { key: 'seq', title: '#', render: (_, r) => t('assetForms.create.installment', { seq: r.seq }) },
            {
              key: 'due_date',
              title: f('due_date'),
              render: (_, r) => (
                <Space>
                  {r.due_date}
                  {r.overdue ? <Tag color="error">{t('assetForms.detail.overdue')}</Tag> : null}
                </Space>
              ),
            },
            { key: 'amount', title: f('rent'), align: 'right', render: (_, r) => formatMoney(r.amount) },
            {
              key: 'paid',
              title: t('assetForms.detail.paid'),
              align: 'right',
              render: (_, r) => formatMoney(r.paid),
            },
            {
              key: 'paid_at',
              title: t('assetForms.detail.paidAt'),
              render: (_, r) => formatDateTime(r.paid_at) || '-',
            },
          ]}
        />
      ) : null}

      {form.payments.length > 0 ? (
        <Table
          size="small"
          rowKey="installment_id"
          title={() => t('assetForms.detail.payments')}
          dataSource={form.payments}
          pagination={false}
          columns={[
            { key: 'seq', title: '#', render: (_, r) => t('assetForms.create.installment', { seq: r.seq }) },
            {
              key: 'amount',
              title: t('assetForms.create.amount'),
              align: 'right',
              render: (_, r) => formatMoney(r.amount),
            },
          ]}
        />
      ) : null}
    </Space>
  );
}
