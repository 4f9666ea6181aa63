import type { FieldSpec, Resource } from '@bo/contract';
import { ColorPicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Color } from 'antd/es/color-picker';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { declaredApi } from '../../../api/declared';
import { ImageInput } from '../../upload/ImageInput';
import { ResourceFormModal } from '../ResourceFormModal';
import { maxRule, requiredRule } from '../rules';
import { type DeclaredRow, optionLabel } from './declaredColumns';

type Values = Record<string, unknown>;

/** A field's starting value in the form: the row's, else the declaration's default (switches as booleans). */
function initialOf(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'switch') return (value ?? field.default ?? 0) === 1;
  if (value !== undefined) return value;
  if (field.kind === 'integer') return field.default ?? field.min;
  if (field.kind === 'color' || field.kind === 'choice') return field.default;
  return '';
}

/** The form value as the body sends it. */
function payloadOf(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'switch') return value ? 1 : 0;
  if (field.kind === 'integer') return value ?? field.default ?? field.min;
  if (field.kind === 'choice') return value ?? field.default;
  return value ?? '';
}

function FieldItem({
  resource,
  name,
  label,
  t,
  first,
}: {
  resource: Resource;
  name: string;
  label: string;
  t: TFunction;
  first: boolean;
}) {
  const field = resource.fields[name] as FieldSpec;
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const rules = [maxRule(t, label, field.max), ...(field.required ? [requiredRule(t, label)] : [])];
      return (
        <Form.Item name={name} label={label} rules={rules}>
          {field.kind === 'text' ? (
            <Input autoFocus={first} maxLength={field.max} />
          ) : (
            <Input.TextArea autoFocus={first} rows={3} maxLength={field.max} showCount />
          )}
        </Form.Item>
      );
    }
    case 'integer':
      return (
        <Form.Item name={name} label={label}>
          <InputNumber min={field.min} max={field.max} precision={0} />
        </Form.Item>
      );
    case 'color':
      return (
        <Form.Item name={name} label={label} getValueFromEvent={(color: Color) => color.toHexString()}>
          <ColorPicker showText disabledAlpha />
        </Form.Item>
      );
    case 'image':
      return (
        <Form.Item name={name} label={label} rules={field.required ? [requiredRule(t, label)] : []}>
          <ImageInput />
        </Form.Item>
      );
    case 'switch':
      return (
        <Form.Item name={name} label={label} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'link':
      return (
        <Form.Item name={name} label={label}>
          <Input maxLength={512} placeholder="https://… /…" />
        </Form.Item>
      );
    case 'choice':
      return (
        <Form.Item name={name} label={label}>
          <Select
            options={field.options.map((o) => ({
              value: o.value,
              label: optionLabel(resource, name, o.value, t),
            }))}
          />
        </Form.Item>
      );
  }
}

/** Create or edit a record of a declared resource: one item per field, with the declaration's limits. */
export function DeclaredForm({
  resource,
  row,
  onClose,
}: {
  resource: Resource;
  row: DeclaredRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = declaredApi(resource).useSave();
  const prefix = `resources.${resource.name}`;
  const fields = resource.fieldNames.map((name) => [name, resource.fields[name] as FieldSpec] as const);
  return (
    <ResourceFormModal<Values, Record<string, unknown>>
      open
      title={t(`${prefix}.${row ? 'editTitle' : 'createTitle'}`)}
      labelPrefix={`${prefix}.fields`}
      schema={resource.input}
      initialValues={Object.fromEntries(fields.map(([name, field]) => [name, initialOf(field, row?.[name])]))}
      toPayload={(values) => ({
        ...Object.fromEntries(fields.map(([name, field]) => [name, payloadOf(field, values[name])])),
        version: row?.version,
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input: input as never })}
      onClose={onClose}
      width={520}
    >
      {fields.map(([name], i) => (
        <FieldItem
          key={name}
          resource={resource}
          name={name}
          label={t(`${prefix}.fields.${name}`)}
          t={t}
          first={i === 0}
        />
      ))}
    </ResourceFormModal>
  );
}
