import { ASSET_OWNERSHIPS, assetInputSchema, type DepartmentNode, fieldLimits } from '@bo/contract';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetClassTree } from '../../../../api/assets';
import { useDepartmentTree } from '../../../../api/departments';
import { inYuan } from '../../../../components/resource/limits';
import { requiredChoiceRule, requiredRule } from '../../../../components/resource/rules';
import { ClassPicker, DepartmentPicker, OrganizationPicker, PlacePicker } from '../shared/pickers';
import { indexClasses } from '../shared/trees';
import type { AssetFormValues } from './assetFormModel';

/** What the server accepts, shown by the inputs before anything is sent (the value typed in yuan). */
const LIMITS = fieldLimits(assetInputSchema);
const VALUE_LIMITS = inYuan(LIMITS.original_value);

const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

const hasDepartment = (nodes: readonly DepartmentNode[], id: number): boolean =>
  nodes.some((n) => n.id === id || hasDepartment(n.children, id));

/**
 * The fields of an asset (registration and edit), in the order a person types them from an invoice.
 * A class fills an empty unit with its own; another organization drops a department not in it.
 */
export function AssetFields({ withOwnership }: { withOwnership: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AssetFormValues>();
  const organizationId = Form.useWatch('organization_id', form) ?? null;
  const classes = useAssetClassTree().data;
  const classById = useMemo(() => indexClasses(classes ?? []), [classes]);
  const orgs = useDepartmentTree().data;
  const label = (f: string) => t(`assets.asset.fields.${f}`);

  const onClass = (id: number | null) => {
    const unit = id === null ? undefined : classById.get(id)?.unit;
    if (unit && !form.getFieldValue('unit')) form.setFieldValue('unit', unit);
  };
  const onOrganization = (id: number | null) => {
    const department = form.getFieldValue('department_id') as number | null;
    const departments = orgs?.find((o) => o.id === id)?.departments ?? [];
    if (department !== null && !hasDepartment(departments, department))
      form.setFieldValue('department_id', null);
  };

  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="name" label={label('name')} rules={[requiredRule(t, label('name'))]}>
          <Input autoFocus maxLength={LIMITS.name.max} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="base_data_id"
          label={label('base_data_id')}
          rules={[requiredChoiceRule(t, label('base_data_id'))]}
          extra={t('assets.asset.unitFromClass')}
        >
          <ClassPicker onChange={onClass} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="brand" label={label('brand')}>
          <Input maxLength={LIMITS.brand.max} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="model" label={label('model')}>
          <Input maxLength={LIMITS.model.max} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="unit" label={label('unit')}>
          <Input maxLength={LIMITS.unit.max} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="quantity"
          label={label('quantity')}
          rules={[requiredChoiceRule(t, label('quantity'))]}
        >
          <InputNumber
            min={LIMITS.quantity.min}
            max={LIMITS.quantity.max}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="original_value"
          label={label('original_value')}
          rules={[requiredChoiceRule(t, label('original_value'))]}
        >
          <InputNumber
            min={VALUE_LIMITS.min}
            max={VALUE_LIMITS.max}
            precision={2}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="purchase_date"
          label={label('purchase_date')}
          rules={[requiredChoiceRule(t, label('purchase_date'))]}
        >
          <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="organization_id"
          label={label('organization_id')}
          rules={[requiredChoiceRule(t, label('organization_id'))]}
        >
          <OrganizationPicker onChange={onOrganization} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="department_id" label={label('department_id')}>
          <DepartmentPicker organizationId={organizationId} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="custodian" label={label('custodian')}>
          <Input maxLength={LIMITS.custodian.max} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="storage_location_id" label={label('storage_location_id')}>
          <PlacePicker />
        </Form.Item>
      </Col>
      {withOwnership ? (
        <Col span={24}>
          <Form.Item name="ownership" label={label('ownership')}>
            <Radio.Group
              options={ASSET_OWNERSHIPS.map((o) => ({ value: o, label: t(`assets.asset.ownerships.${o}`) }))}
            />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}
