import type { SettingView } from '@bo/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../../components/upload/ImageInput';

/** One setting as a form item: the input follows the setting's type, with its unit and default. */
export function SettingField({ setting, disabled }: { setting: SettingView; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const label = t(`resources.config.fields.${setting.name}`);
  const hintKey = `system.config.hints.${setting.name}`;
  const unit = setting.unit ? t(`system.config.units.${setting.unit}`) : undefined;
  const shownDefault =
    setting.default === '' ? t('system.config.notSet') : `${setting.default}${unit ? ` ${unit}` : ''}`;
  const extra = [
    i18n.exists(hintKey) ? t(hintKey) : '',
    setting.type === 'secret' ? '' : t('system.config.defaultValue', { value: shownDefault }),
  ]
    .filter(Boolean)
    .join(' · ');
  const message = t('validation.required', { attribute: label });
  const required =
    setting.type === 'integer'
      ? [{ required: true, message }]
      : setting.type === 'text' && setting.default !== ''
        ? [{ required: true, whitespace: true, message }]
        : [];

  return (
    <Form.Item name={setting.name} label={label} extra={extra} rules={required}>
      {setting.type === 'integer' ? (
        <InputNumber precision={0} style={{ width: 220 }} suffix={unit} disabled={disabled} />
      ) : setting.type === 'image' ? (
        <ImageInput alt={label} disabled={disabled} />
      ) : setting.type === 'secret' ? (
        <Input.Password autoComplete="off" style={{ maxWidth: 480 }} disabled={disabled} />
      ) : setting.type === 'url' ? (
        <Input placeholder="https://" style={{ maxWidth: 480 }} disabled={disabled} />
      ) : (
        <Input style={{ maxWidth: 480 }} disabled={disabled} />
      )}
    </Form.Item>
  );
}
