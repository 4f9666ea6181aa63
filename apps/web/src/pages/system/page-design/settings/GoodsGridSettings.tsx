import { fieldLimits, GOODS_SORTS, type GoodsGridBlock, goodsGridBlockSchema } from '@bo/contract';
import { Checkbox, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { SettingsProps } from './types';

/** What the server accepts, shown by the inputs before anything is sent. */
const LIMITS = fieldLimits(goodsGridBlockSchema);

const FLAGS = ['recommend', 'new', 'hot'] as const;

/** Goods grid: title, which goods (category, brand, flags), their order, how many and in how many columns. */
export function GoodsGridSettings({ block, errors, disabled, onChange }: SettingsProps<GoodsGridBlock>) {
  const { t } = useTranslation();
  const id = (f: string) => `${block.id}-${f}`;
  const setFilter = (patch: Partial<GoodsGridBlock['filter']>) =>
    onChange({ ...block, filter: { ...block.filter, ...patch } });
  return (
    <>
      <Field id={id('title')} label={t('design.fields.title')} error={errors.title}>
        <Input
          id={id('title')}
          value={block.title}
          maxLength={LIMITS.title.max}
          disabled={disabled}
          onChange={(e) => onChange({ ...block, title: e.target.value })}
        />
      </Field>
      <Space wrap>
        <Field
          id={id('category_id')}
          label={t('design.fields.category_id')}
          error={errors['filter.category_id']}
        >
          <InputNumber
            id={id('category_id')}
            min={1}
            precision={0}
            disabled={disabled}
            value={block.filter.category_id ?? null}
            onChange={(v) => setFilter({ category_id: v ?? null })}
          />
        </Field>
        <Field id={id('brand_id')} label={t('design.fields.brand_id')} error={errors['filter.brand_id']}>
          <InputNumber
            id={id('brand_id')}
            min={1}
            precision={0}
            disabled={disabled}
            value={block.filter.brand_id ?? null}
            onChange={(v) => setFilter({ brand_id: v ?? null })}
          />
        </Field>
      </Space>
      <Field id={id('flags')} label={t('design.fields.flags')}>
        <Space id={id('flags')}>
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              disabled={disabled}
              checked={block.filter[flag] === true}
              onChange={(e) => setFilter({ [flag]: e.target.checked || undefined })}
            >
              {t(`design.fields.${flag}`)}
            </Checkbox>
          ))}
        </Space>
      </Field>
      <Field id={id('sort')} label={t('design.fields.sort')} error={errors.sort}>
        <Select
          id={id('sort')}
          disabled={disabled}
          value={block.sort}
          options={GOODS_SORTS.map((s) => ({ value: s, label: t(`design.sorts.${s}`) }))}
          onChange={(sort) => onChange({ ...block, sort })}
        />
      </Field>
      <Space wrap>
        <Field id={id('limit')} label={t('design.fields.limit')} error={errors.limit}>
          <InputNumber
            id={id('limit')}
            min={LIMITS.limit.min}
            max={LIMITS.limit.max}
            precision={0}
            disabled={disabled}
            value={block.limit}
            onChange={(v) => v !== null && onChange({ ...block, limit: v })}
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
      </Space>
    </>
  );
}
