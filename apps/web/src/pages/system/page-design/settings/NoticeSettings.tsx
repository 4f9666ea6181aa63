import { fieldLimits, type NoticeBlock, noticeBlockSchema } from '@bo/contract';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { SettingsProps } from './types';

/** What the server accepts, shown by the input before anything is sent. */
const LIMITS = fieldLimits(noticeBlockSchema);

/** Notices: how many of the latest published notices to show. */
export function NoticeSettings({ block, errors, disabled, onChange }: SettingsProps<NoticeBlock>) {
  const { t } = useTranslation();
  const id = `${block.id}-count`;
  return (
    <Field id={id} label={t('design.fields.count')} error={errors.count}>
      <InputNumber
        id={id}
        min={LIMITS.count.min}
        max={LIMITS.count.max}
        precision={0}
        disabled={disabled}
        value={block.count}
        onChange={(v) => v !== null && onChange({ ...block, count: v })}
      />
    </Field>
  );
}
