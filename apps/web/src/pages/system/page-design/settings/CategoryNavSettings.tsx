import { type CategoryNavBlock, categoryNavBlockSchema, fieldLimits } from '@bo/contract';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { IdsInput } from './IdsInput';
import type { SettingsProps } from './types';

/** What the server accepts, shown by the inputs before anything is sent. */
const LIMITS = fieldLimits(categoryNavBlockSchema);

/** Category navigation: which categories, in how many columns. */
export function CategoryNavSettings({ block, errors, disabled, onChange }: SettingsProps<CategoryNavBlock>) {
  const { t } = useTranslation();
  const id = (f: string) => `${block.id}-${f}`;
  return (
    <>
      <Field id={id('category_ids')} label={t('design.fields.category_ids')} error={errors.category_ids}>
        <IdsInput
          id={id('category_ids')}
          value={block.category_ids}
          disabled={disabled}
          onChange={(category_ids) => onChange({ ...block, category_ids })}
        />
      </Field>
      <Field id={id('columns')} label={t('design.fields.columns')} error={errors.columns}>
        <InputNumber
          id={id('columns')}
          min={LIMITS.columns.min}
          max={LIMITS.columns.max}
          precision={0}
          disabled={disabled}
          value={block.columns}
          onChange={(v) => v !== null && onChange({ ...block, columns: v })}
        />
      </Field>
    </>
  );
}
