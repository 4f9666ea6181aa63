import { fieldLimits, type ImageAdBlock, imageAdBlockSchema } from '@bo/contract';
import { Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { SettingsProps } from './types';

/** What the server accepts, shown by the inputs before anything is sent. */
const LIMITS = fieldLimits(imageAdBlockSchema);

/** Image ad: the image, where a tap goes, and its height. */
export function ImageAdSettings({ block, errors, disabled, onChange }: SettingsProps<ImageAdBlock>) {
  const { t } = useTranslation();
  const id = (f: string) => `${block.id}-${f}`;
  return (
    <>
      <Field id={id('image')} label={t('design.fields.image')} error={errors.image}>
        <Input
          id={id('image')}
          value={block.image}
          disabled={disabled}
          placeholder={t('design.imagePlaceholder')}
          onChange={(e) => onChange({ ...block, image: e.target.value })}
        />
      </Field>
      <Field id={id('link')} label={t('design.fields.link')} error={errors.link}>
        <Input
          id={id('link')}
          value={block.link}
          disabled={disabled}
          placeholder={t('design.linkPlaceholder')}
          onChange={(e) => onChange({ ...block, link: e.target.value })}
        />
      </Field>
      <Field id={id('height')} label={t('design.fields.height')} error={errors.height}>
        <InputNumber
          id={id('height')}
          min={LIMITS.height.min}
          max={LIMITS.height.max}
          precision={0}
          disabled={disabled}
          value={block.height}
          onChange={(v) => v !== null && onChange({ ...block, height: v })}
        />
      </Field>
    </>
  );
}
