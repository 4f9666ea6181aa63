import { type PluginField, SECRET_MASK } from '@bo/contract';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The input for one setting type; it is Form.Item's direct child, so the item wires it up. */
function settingInput(field: PluginField, secretPlaceholder: string): ReactElement {
  switch (field.type) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} />;
    case 'boolean':
      return <Switch />;
    case 'select':
      return (
        <Select
          allowClear={!field.required}
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
        />
      );
    case 'secret':
      return <Input.Password autoComplete="new-password" placeholder={secretPlaceholder} />;
    default:
      return <Input />;
  }
}

/** Form items generated from a plug-in's settings schema, labelled in the current language. */
export function PluginSettingsFields({ fields }: { fields: readonly PluginField[] }) {
  const { t, i18n } = useTranslation();
  if (fields.length === 0) return <p>{t('system.plugin.noSettings')}</p>;
  return fields.map((field) => {
    const label = (i18n.resolvedLanguage ?? i18n.language ?? '').startsWith('zh')
      ? field.label_zh
      : field.label_en;
    return (
      <Form.Item
        key={field.key}
        name={field.key}
        label={label}
        valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
        rules={
          field.required && field.type !== 'secret' && field.type !== 'boolean'
            ? [{ required: true, message: t('validation.required', { attribute: label }) }]
            : []
        }
      >
        {settingInput(field, t('system.plugin.secretUnchanged'))}
      </Form.Item>
    );
  });
}

/** Initial form values: a stored secret shows empty (kept unless typed over). */
export function settingsFormValues(fields: readonly PluginField[], settings: Record<string, unknown>) {
  return Object.fromEntries(
    fields.map((f) => [
      f.key,
      f.type === 'secret' && settings[f.key] === SECRET_MASK ? '' : (settings[f.key] ?? null),
    ]),
  );
}
