import {
  fieldLimits,
  type SpecificationInput,
  type SpecificationRow,
  specificationInputSchema,
  specificationValuesFromLines,
} from '@bo/contract';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { specificationGroups, specifications } from '../../../api/catalog';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';

/** What the server accepts, shown by the inputs before anything is sent. */
const LIMITS = fieldLimits(specificationInputSchema);

interface Values {
  name: string;
  label: string;
  group_id?: number | null;
  type: 0 | 1 | 2;
  location: 0 | 1 | 2;
  values: string;
  is_search: boolean;
  sort: number;
}

const KINDS = [0, 1, 2] as const;

/** Create or edit a specification; its values are typed one per line. */
export function SpecificationForm({ row, onClose }: { row: SpecificationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = specifications.useSave();
  const groups = specificationGroups.useOptions();
  const label = (f: string) => t(`catalog.specification.fields.${f}`);
  const initial: Partial<Values> = row
    ? {
        name: row.name,
        label: row.label,
        group_id: row.group_id,
        type: row.type as Values['type'],
        location: row.location as Values['location'],
        values: row.values.join('\n'),
        is_search: row.is_search === 1,
        sort: row.sort,
      }
    : { type: 1, location: 1, values: '', is_search: false, sort: 0, label: '' };
  return (
    <ResourceFormModal<Values, SpecificationInput>
      open
      title={t(row ? 'catalog.specification.editTitle' : 'catalog.specification.createTitle')}
      labelPrefix="catalog.specification.fields"
      schema={specificationInputSchema}
      initialValues={initial}
      toPayload={(v) => ({
        name: v.name ?? '',
        label: v.label ?? '',
        group_id: v.group_id ?? null,
        type: v.type,
        location: v.location,
        values: specificationValuesFromLines(v.values ?? ''),
        is_search: v.is_search ? 1 : 0,
        sort: v.sort ?? 0,
        version: row?.version,
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
    >
      <Form.Item name="name" label={label('name')} rules={[requiredRule(t, label('name'))]}>
        <Input autoFocus maxLength={LIMITS.name.max} />
      </Form.Item>
      <Form.Item name="label" label={label('label')}>
        <Input maxLength={LIMITS.label.max} />
      </Form.Item>
      <Form.Item name="group_id" label={label('group_id')}>
        <Select
          allowClear
          loading={groups.isLoading}
          options={(groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        />
      </Form.Item>
      <Form.Item name="type" label={label('type')}>
        <Select options={KINDS.map((k) => ({ value: k, label: t(`catalog.specification.types.${k}`) }))} />
      </Form.Item>
      <Form.Item name="location" label={label('location')}>
        <Select
          options={KINDS.map((k) => ({ value: k, label: t(`catalog.specification.locations.${k}`) }))}
        />
      </Form.Item>
      <Form.Item name="values" label={label('values')} extra={t('catalog.specification.valuesHelp')}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <Form.Item name="is_search" label={label('is_search')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={LIMITS.sort.min} max={LIMITS.sort.max} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}
