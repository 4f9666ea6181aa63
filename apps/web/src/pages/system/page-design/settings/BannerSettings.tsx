import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type BannerBlock, bannerBlockSchema, fieldLimits, MAX_BANNER_SLIDES } from '@bo/contract';
import { Button, Card, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { IdsInput } from './IdsInput';
import type { SettingsProps } from './types';

/** What the server accepts, shown by the inputs before anything is sent. */
const LIMITS = fieldLimits(bannerBlockSchema);

/** Banner carousel: existing banners by id and/or own slides (image + link), autoplay interval. */
export function BannerSettings({ block, errors, disabled, onChange }: SettingsProps<BannerBlock>) {
  const { t } = useTranslation();
  const id = (f: string) => `${block.id}-${f}`;
  const setSlide = (index: number, patch: Partial<BannerBlock['items'][number]>) =>
    onChange({ ...block, items: block.items.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  return (
    <>
      <Field id={id('banner_ids')} label={t('design.fields.banner_ids')} error={errors.banner_ids}>
        <IdsInput
          id={id('banner_ids')}
          value={block.banner_ids}
          disabled={disabled}
          onChange={(banner_ids) => onChange({ ...block, banner_ids })}
        />
      </Field>
      <Field id={id('items')} label={t('design.fields.items')} error={errors.items}>
        {block.items.map((slide, index) => (
          <Card
            // Slides have no id of their own; their order is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            size="small"
            style={{ marginBottom: 8 }}
            extra={
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={`${t('design.removeSlide')} ${index + 1}`}
                onClick={() => onChange({ ...block, items: block.items.filter((_, i) => i !== index) })}
              />
            }
            title={`#${index + 1}`}
          >
            <Field
              id={id(`items-${index}-image`)}
              label={t('design.fields.image')}
              error={errors[`items.${index}.image`]}
            >
              <Input
                id={id(`items-${index}-image`)}
                value={slide.image}
                disabled={disabled}
                placeholder={t('design.imagePlaceholder')}
                onChange={(e) => setSlide(index, { image: e.target.value })}
              />
            </Field>
            <Field
              id={id(`items-${index}-link`)}
              label={t('design.fields.link')}
              error={errors[`items.${index}.link`]}
            >
              <Input
                id={id(`items-${index}-link`)}
                value={slide.link}
                disabled={disabled}
                placeholder={t('design.linkPlaceholder')}
                onChange={(e) => setSlide(index, { link: e.target.value })}
              />
            </Field>
          </Card>
        ))}
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || block.items.length >= MAX_BANNER_SLIDES}
          onClick={() => onChange({ ...block, items: [...block.items, { image: '', link: '' }] })}
        >
          {t('design.addSlide')}
        </Button>
      </Field>
      <Field id={id('interval')} label={t('design.fields.interval')} error={errors.interval}>
        <InputNumber
          id={id('interval')}
          min={LIMITS.interval.min}
          max={LIMITS.interval.max}
          precision={0}
          disabled={disabled}
          value={block.interval}
          onChange={(v) => v !== null && onChange({ ...block, interval: v })}
        />
      </Field>
    </>
  );
}
