import { type DhlInput, type DhlRow, dhlInputSchema } from '@bo/contract';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveDhl } from '../../../api/dhl';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';

interface Values {
  name: string;
  abbreviation: string;
  state: boolean;
  is_default: boolean;
  sort: number;
}

/** Create or edit a logistics company. */
export function DhlForm({ row, onClose }: { row: DhlRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDhl();
  const label = (f: string) => t(`sales.dhl.fields.${f}`);
  return (
    <ResourceFormModal<Values, DhlInput>
      open
      title={t(row ? 'sales.dhl.editTitle' : 'sales.dhl.createTitle')}
      labelPrefix="sales.dhl.fields"
      schema={dhlInputSchema}
      initialValues={
        row
          ? {
              name: row.name,
              abbreviation: row.abbreviation,
              state: row.state === 1,
              is_default: row.is_default === 1,
              sort: row.sort,
            }
          : { state: true, is_default: false, sort: 0 }
      }
      toPayload={(v) => ({
        name: v.name ?? '',
        abbreviation: v.abbreviation ?? '',
        state: v.state ? 1 : 0,
        is_default: v.is_default ? 1 : 0,
        sort: v.sort ?? 0,
        version: row?.version,
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={480}
    >
      <Form.Item name="name" label={label('name')} rules={[requiredRule(t, label('name'))]}>
        <Input autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item
        name="abbreviation"
        label={label('abbreviation')}
        rules={[requiredRule(t, label('abbreviation'))]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="state" label={label('state')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="is_default" label={label('is_default')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}
