import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type FreightRow,
  fieldLimits,
  freightChargeSchema,
  freightInputSchema,
  normalizeLang,
} from '@bo/contract';
import { App, Button, Card, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/errors';
import { useSaveFreight } from '../../../api/freight';
import { RegionMultiSelect } from '../../../components/region/RegionMultiSelect';
import { serverIssues, translateIssues } from '../../../components/resource/issues';
import { inYuan } from '../../../components/resource/limits';
import { requiredRule } from '../../../components/resource/rules';
import { SaveAndBack } from '../../../components/resource/SaveAndBack';
import { useLeaveForm } from '../../../components/resource/useLeaveForm';
import { useTagActions } from '../../../layout/tags/useTagActions';
import { FreightTryIt } from './FreightTryIt';
import { type FreightFormValues, freightPayload, freightValues } from './freightModel';

const CHARGE = ['first_piece', 'first_cost', 'add_piece', 'add_cost'] as const;
/** What the server accepts, shown by the inputs before anything is sent (costs typed in yuan, sent in cents). */
const CHARGE_LIMITS = fieldLimits(freightChargeSchema);
const chargeLimits = (field: (typeof CHARGE)[number]) =>
  field.endsWith('cost') ? inYuan(CHARGE_LIMITS[field]) : CHARGE_LIMITS[field];
const LIMITS = fieldLimits(freightInputSchema);

/** The four inputs of a charge at `path` (the default rule or one regional rule). */
function ChargeInputs({ path, valuation }: { path: (string | number)[]; valuation: number }) {
  const { t } = useTranslation();
  const label = (f: string) => t(`sales.freight.fields.${f}`);
  return (
    <Space wrap align="start">
      {CHARGE.map((field) => (
        <Form.Item key={field} name={[...path, field]} label={label(field)} style={{ marginBottom: 8 }}>
          <InputNumber
            min={chargeLimits(field).min}
            max={chargeLimits(field).max}
            precision={field.endsWith('cost') || valuation !== 0 ? 2 : 0}
            style={{ width: 140 }}
          />
        </Form.Item>
      ))}
    </Space>
  );
}

/** FreightCreate / FreightEdit: default and regional charges, free-shipping regions, origin, and "try it". */
export function FreightForm({ row }: { row: FreightRow | null }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const leaveForm = useLeaveForm();
  const navigate = useNavigate();
  const { finishForm } = useTagActions();
  const save = useSaveFreight();
  const [form] = Form.useForm<FreightFormValues>();
  const [initial] = useState(() => freightValues(row));
  const values = Form.useWatch([], form) ?? initial;
  const label = (f: string) => t(`sales.freight.fields.${f}`);

  const submit = async () => {
    const payload = freightPayload(form.getFieldsValue(true) as FreightFormValues, row?.version);
    const checked = freightInputSchema.safeParse(payload);
    const show = (issues: { path: string; text: string }[]) =>
      form.setFields(
        issues.map((i) => ({
          name: i.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
          errors: [i.text],
        })),
      );
    if (!checked.success) return show(translateIssues(checked.error.issues, t, normalizeLang(i18n.language)));
    try {
      await save.mutateAsync({ id: row?.id, input: payload });
      message.success(t('sales.freight.saved'));
      // A template has no page of its own besides this form: the list shows it among the others.
      finishForm('/shop/freight');
    } catch (error) {
      if (isApiError(error)) show(serverIssues(error.errors));
    }
  };

  const leave = () => leaveForm(form.isFieldsTouched(), () => navigate('/shop/freight'));

  return (
    <Form<FreightFormValues> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t(row ? 'sales.freight.editTitle' : 'sales.freight.createTitle')}>
          <Space wrap size="large" align="start">
            <Form.Item name="name" label={label('name')} rules={[requiredRule(t, label('name'))]}>
              <Input autoFocus maxLength={LIMITS.name.max} style={{ width: 280 }} />
            </Form.Item>
            <Form.Item name="origin" label={label('origin')}>
              <Input maxLength={LIMITS.origin.max} style={{ width: 280 }} />
            </Form.Item>
          </Space>
          <Form.Item name="valuation" label={label('valuation')}>
            <Radio.Group
              options={[0, 1, 2].map((v) => ({ value: v, label: t(`sales.freight.valuations.${v}`) }))}
            />
          </Form.Item>
        </Card>
        <Card title={t('sales.freight.defaultRule')}>
          <ChargeInputs path={['default_rule']} valuation={values.valuation ?? 0} />
        </Card>
        <Card title={t('sales.freight.regionRules')}>
          <Form.List name="rules">
            {(fields, { add, remove }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((field) => (
                  <Card
                    key={field.key}
                    size="small"
                    extra={
                      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                        {t('sales.freight.removeRule')}
                      </Button>
                    }
                  >
                    <Form.Item
                      name={[field.name, 'regions']}
                      label={label('regions')}
                      style={{ marginBottom: 8 }}
                    >
                      <RegionMultiSelect />
                    </Form.Item>
                    <ChargeInputs path={[field.name]} valuation={values.valuation ?? 0} />
                  </Card>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({ first_piece: 1, first_cost: 0, add_piece: 1, add_cost: 0, regions: [] })
                  }
                >
                  {t('sales.freight.addRule')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Card>
        <Card title={t('sales.freight.freeRegions')}>
          <Form.Item name="free_regions" label={label('free_regions')}>
            <RegionMultiSelect />
          </Form.Item>
        </Card>
        <FreightTryIt values={values} />
        <SaveAndBack saving={save.isPending} backLabel={t('sales.freight.back')} onBack={leave} />
      </Space>
    </Form>
  );
}
