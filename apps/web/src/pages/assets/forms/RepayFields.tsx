import { formatMoney, type Installment } from '@bo/contract';
import { Form, InputNumber, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDetail, useForms } from '../../../api/assetForms';
import { requiredChoiceRule } from '../../../components/resource/rules';

/** A rent receipt: the lease in force, then an amount (yuan) against each installment still owed. */
export function RepayFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const grantId = (Form.useWatch('grant_id', form) as number | undefined) ?? null;
  const grants = useForms('lease_grant', { status: 'completed', limit: 200 }).data?.data ?? [];
  const installments = useFormDetail('lease_grant', grantId).data?.installments ?? [];
  const open = installments.filter((i) => i.paid < i.amount);
  const label = t('assetForms.fields.grant');

  return (
    <>
      <Form.Item name="grant_id" label={label} rules={[requiredChoiceRule(t, label)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 420 }}
          options={grants.map((g) => ({
            value: g.id,
            label: `${g.number} · ${g.lessee} · ${g.contract_no}`,
          }))}
          onChange={() => form.setFieldValue('amounts', {})}
        />
      </Form.Item>
      {grantId ? (
        <Table<Installment>
          size="small"
          rowKey="id"
          title={() => t('assetForms.create.payments')}
          pagination={false}
          dataSource={open}
          columns={[
            { key: 'seq', title: '#', render: (_, r) => t('assetForms.create.installment', { seq: r.seq }) },
            {
              key: 'due_date',
              title: t('assetForms.fields.due_date'),
              render: (_, r) => (
                <>
                  {r.due_date} {r.overdue ? <Tag color="error">{t('assetForms.detail.overdue')}</Tag> : null}
                </>
              ),
            },
            {
              key: 'owed',
              title: t('assetForms.detail.paid'),
              render: (_, r) =>
                `${formatMoney(r.paid)} / ${formatMoney(r.amount)} (${t('assetForms.create.owed', { amount: formatMoney(r.amount - r.paid) })})`,
            },
            {
              key: 'amount',
              title: t('assetForms.create.amount'),
              render: (_, r) => (
                <Form.Item name={['amounts', String(r.id)]} noStyle>
                  <InputNumber min={0} max={(r.amount - r.paid) / 100} precision={2} style={{ width: 140 }} />
                </Form.Item>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}

/** `payments` of `POST assetLeaseRepay` from the amounts typed per installment (yuan → cents). */
export function repayPayload(values: { grant_id?: number; amounts?: Record<string, number | null> }) {
  const payments = Object.entries(values.amounts ?? {})
    .filter(([, yuan]) => typeof yuan === 'number' && yuan > 0)
    .map(([id, yuan]) => ({ installment_id: Number(id), amount: Math.round((yuan ?? 0) * 100) }));
  return { grant_id: values.grant_id ?? 0, payments };
}
