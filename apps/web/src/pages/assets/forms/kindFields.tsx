import {
  assetFormFields,
  type FormKind,
  formatMoney,
  type LeaseCycle,
  leaseSchedule,
  parsePrice,
  schemaLimits,
} from '@bo/contract';
import { DatePicker, Form, InputNumber, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DeclaredFieldItem } from '../../../components/resource/declared/declaredFieldItem';
import { inYuan } from '../../../components/resource/limits';
import { requiredChoiceRule } from '../../../components/resource/rules';
import { DepartmentPicker, OrganizationPicker, PlacePicker } from '../asset/shared/pickers';

/** What the server accepts for a lease's rent (resources/asset-form-fields.ts), typed in yuan. */
const RENT = inYuan(schemaLimits(assetFormFields.shape.rent));

/** The values of the create form; dates as dayjs, money in yuan (converted when sent). */
export interface CreateValues {
  reason: string;
  organization_id?: number | null;
  storage_location_id?: number | null;
  target_organization_id?: number | null;
  department_id?: number | null;
  due_date?: Dayjs | null;
  lessee?: string;
  contract_no?: string;
  period?: [Dayjs, Dayjs] | null;
  rent?: number | null;
  cycle?: LeaseCycle;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/** The kind's own fields of `POST <kind>` from the form values. */
export function kindPayload(kind: FormKind, v: CreateValues): Record<string, unknown> {
  switch (kind) {
    case 'join':
    case 'back':
      return { storage_location_id: v.storage_location_id ?? null };
    case 'out':
      return {
        target_organization_id: v.target_organization_id ?? null,
        department_id: v.department_id ?? null,
      };
    case 'rental':
      return { due_date: day(v.due_date) };
    case 'lease_grant':
      return {
        lessee: v.lessee ?? '',
        contract_no: v.contract_no ?? '',
        start_date: day(v.period?.[0]),
        end_date: day(v.period?.[1]),
        rent: parsePrice(String(v.rent ?? '')) ?? 0,
        cycle: v.cycle ?? 'month',
      };
    default:
      return {};
  }
}

/** Server field names → form field names, for showing the server's messages. */
export const FIELD_RENAMES: Record<string, string> = { start_date: 'period', end_date: 'period' };

/** The inputs of a kind's own fields (join/back: place; out: receiving unit; rental: due date; lease). */
export function KindFields({ kind }: { kind: FormKind }) {
  const { t } = useTranslation();
  const label = (f: string) => t(`assetForms.fields.${f}`);
  const form = Form.useFormInstance<CreateValues>();
  const target = Form.useWatch('target_organization_id', form) ?? null;
  const period = Form.useWatch('period', form);
  const rent = Form.useWatch('rent', form);
  const cycle = Form.useWatch('cycle', form);

  switch (kind) {
    case 'join':
    case 'back':
      return (
        <Form.Item
          name="storage_location_id"
          label={label('place')}
          rules={[requiredChoiceRule(t, label('place'))]}
        >
          <PlacePicker />
        </Form.Item>
      );
    case 'out':
      return (
        <Space wrap size="large">
          <Form.Item
            name="target_organization_id"
            label={label('target_organization')}
            style={{ width: 300 }}
          >
            <OrganizationPicker />
          </Form.Item>
          <Form.Item name="department_id" label={label('department')} style={{ width: 300 }}>
            <DepartmentPicker organizationId={target} />
          </Form.Item>
        </Space>
      );
    case 'rental':
      return (
        <Form.Item
          name="due_date"
          label={label('due_date')}
          rules={[requiredChoiceRule(t, label('due_date'))]}
        >
          <DatePicker disabledDate={(d) => !d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      );
    case 'lease_grant': {
      const cents = parsePrice(String(rent ?? '')) ?? 0;
      const schedule =
        period?.[0] && period[1] && cents > 0
          ? leaseSchedule(day(period[0]), day(period[1]), cents, cycle ?? 'month')
          : [];
      return (
        <>
          <Space wrap size="large">
            <DeclaredFieldItem
              source={assetFormFields}
              name="lessee"
              t={t}
              input={{ style: { width: 240 } }}
            />
            <DeclaredFieldItem
              source={assetFormFields}
              name="contract_no"
              t={t}
              input={{ style: { width: 200 } }}
            />
            <Form.Item name="period" label={label('period')} rules={[requiredChoiceRule(t, label('period'))]}>
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="rent" label={label('rent')} rules={[requiredChoiceRule(t, label('rent'))]}>
              {/* A rent is more than nothing: a cent at least. */}
              <InputNumber min={0.01} max={RENT.max} precision={2} style={{ width: 160 }} />
            </Form.Item>
            <DeclaredFieldItem
              source={assetFormFields}
              name="cycle"
              t={t}
              input={{ style: { width: 120 } }}
            />
          </Space>
          {schedule.length > 0 ? (
            <Table
              size="small"
              rowKey="seq"
              title={() => t('assetForms.create.schedule')}
              pagination={false}
              scroll={{ y: 200 }}
              dataSource={schedule}
              columns={[
                {
                  key: 'seq',
                  title: '#',
                  render: (_: unknown, r) => t('assetForms.create.installment', { seq: r.seq }),
                },
                { key: 'due_date', dataIndex: 'due_date', title: label('due_date') },
                {
                  key: 'amount',
                  title: label('rent'),
                  align: 'right',
                  render: (_: unknown, r) => formatMoney(r.amount),
                },
              ]}
            />
          ) : null}
        </>
      );
    }
    default:
      return null;
  }
}

export function OrganizationField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="organization_id" label={t('assetForms.fields.organization')} style={{ width: 360 }}>
      <OrganizationPicker />
    </Form.Item>
  );
}
