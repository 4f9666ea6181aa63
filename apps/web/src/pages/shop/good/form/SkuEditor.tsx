import { fieldLimits, type GoodSpecification, goodFields, schemaLimits, specValueSchema } from '@bo/contract';
import { Button, Card, Empty, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inYuan } from '../../../../components/resource/limits';
import { ImageInput } from '../../../../components/upload/ImageInput';
import { regenerateSkus, type SkuDraft, type SkuState } from './formModel';
import { UnitFulfilment } from './UnitFulfilment';

type Options = GoodSpecification['options'];
type MoneyField = 'price' | 'market_price' | 'cost_price';
const MONEY: MoneyField[] = ['price', 'market_price', 'cost_price'];
/** What the server accepts for a SKU's prices (typed in yuan) and inventory (resources/good-fields.ts). */
const LIMITS = {
  money: inYuan(schemaLimits(goodFields.shape.price)),
  count: schemaLimits(goodFields.shape.inventory),
};

/** A number input of the SKU table: money in yuan (two decimals) or a whole count. */
function numberInput(
  kind: 'money' | 'count',
  label: string,
  value: number | null | undefined,
  onChange: (v: number | null) => void,
  placeholder?: string,
) {
  return (
    <InputNumber
      aria-label={label}
      placeholder={placeholder}
      min={LIMITS[kind].min}
      max={LIMITS[kind].max}
      precision={kind === 'money' ? 2 : 0}
      value={value}
      onChange={onChange}
      style={{ width: kind === 'money' ? 120 : 110 }}
    />
  );
}
const money = (
  label: string,
  value: number | null | undefined,
  onChange: (v: number | null) => void,
  placeholder?: string,
) => numberInput('money', label, value, onChange, placeholder);
const count = (
  label: string,
  value: number | null | undefined,
  onChange: (v: number | null) => void,
  placeholder?: string,
) => numberInput('count', label, value, onChange, placeholder);

/** One option's values as checkable tags, plus values typed here. */
function OptionPicker({
  name,
  values,
  chosen,
  onChange,
}: {
  name: string;
  values: string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const all = [...values, ...chosen.filter((v) => !values.includes(v))];
  return (
    <Form.Item label={name} style={{ marginBottom: 8 }}>
      <Space wrap>
        {all.map((v) => (
          <Tag.CheckableTag
            key={v}
            checked={chosen.includes(v)}
            onChange={(on) => onChange(on ? [...chosen, v] : chosen.filter((c) => c !== v))}
          >
            {v}
          </Tag.CheckableTag>
        ))}
        <Input
          size="small"
          aria-label={`${name} ${t('goodForm.addValue')}`}
          placeholder={t('goodForm.addValuePlaceholder')}
          value={typed}
          maxLength={fieldLimits(specValueSchema).value.max}
          style={{ width: 160 }}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            const v = typed.trim();
            if (v && !chosen.includes(v)) onChange([...chosen, v]);
            setTyped('');
          }}
        />
      </Space>
    </Form.Item>
  );
}

/**
 * Prices, inventory and fulfilment: one unit when no option value is chosen, else the SKU table of
 * every combination with a batch-fill row.
 */
export function SkuEditor({
  type,
  options,
  state,
  onChange,
}: {
  type: number;
  options: Options;
  state: SkuState;
  onChange: (state: SkuState) => void;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`goodForm.fields.${k}`);
  const [fill, setFill] = useState<Partial<Record<MoneyField | 'inventory', number | null>>>({});
  const optionList = options.map((o) => ({ key: o.name, values: o.values }));
  const fulfilmentLabel = type === 2 ? t('goodForm.codes') : f(type === 1 ? 'virtual_code' : 'file');

  const choose = (name: string, values: string[]) => {
    const chosen = { ...state.chosen, [name]: values };
    onChange({ ...state, chosen, skus: regenerateSkus(optionList, chosen, state.skus) });
  };
  const patchSku = (index: number, patch: Partial<SkuDraft>) =>
    onChange({ ...state, skus: state.skus.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const patchSingle = (patch: Partial<SkuDraft>) =>
    onChange({ ...state, single: { ...state.single, ...patch } });
  const fillColumn = (field: MoneyField | 'inventory') =>
    onChange({ ...state, skus: state.skus.map((s) => ({ ...s, [field]: fill[field] ?? null })) });

  const pickers = options.length ? (
    <Card size="small" title={t('goodForm.specifications')} style={{ marginBottom: 16 }}>
      {options.map((o) => (
        <OptionPicker
          key={o.id}
          name={o.name}
          values={o.values}
          chosen={state.chosen[o.name] ?? []}
          onChange={(v) => choose(o.name, v)}
        />
      ))}
    </Card>
  ) : (
    <Typography.Paragraph type="secondary">{t('goodForm.noOptions')}</Typography.Paragraph>
  );

  if (state.skus.length === 0) {
    const unit = state.single;
    return (
      <>
        {pickers}
        <Space wrap size="large" align="end">
          {MONEY.map((field) => (
            <Form.Item key={field} label={f(field)} required={field === 'price'} style={{ marginBottom: 0 }}>
              {money(f(field), unit[field], (v) => patchSingle({ [field]: v }))}
            </Form.Item>
          ))}
          <Form.Item label={f('inventory')} required style={{ marginBottom: 0 }}>
            {count(f('inventory'), unit.inventory, (v) => patchSingle({ inventory: v }))}
          </Form.Item>
          {type !== 0 ? (
            <Form.Item label={fulfilmentLabel} style={{ marginBottom: 0 }}>
              <UnitFulfilment type={type} unit={unit} onChange={patchSingle} />
            </Form.Item>
          ) : null}
        </Space>
      </>
    );
  }

  return (
    <>
      {pickers}
      <Space wrap style={{ marginBottom: 12 }} aria-label={t('goodForm.batchFill')}>
        <Typography.Text strong>{t('goodForm.batchFill')}</Typography.Text>
        {[...MONEY, 'inventory' as const].map((field) => (
          <Space.Compact key={field}>
            {field === 'inventory'
              ? count(
                  `${t('goodForm.batchFill')} ${f(field)}`,
                  fill[field],
                  (v) => setFill({ ...fill, [field]: v }),
                  f(field),
                )
              : money(
                  `${t('goodForm.batchFill')} ${f(field)}`,
                  fill[field],
                  (v) => setFill({ ...fill, [field]: v }),
                  f(field),
                )}
            <Button onClick={() => fillColumn(field)}>{t('goodForm.fill')}</Button>
          </Space.Compact>
        ))}
      </Space>
      <Table<SkuDraft>
        aria-label={t('goodForm.skuTable')}
        rowKey={(s) => s.spec.map((v) => v.value).join('/')}
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={state.skus}
        locale={{ emptyText: <Empty /> }}
        columns={[
          ...options
            .filter((o) => (state.chosen[o.name] ?? []).length > 0)
            .map((o) => ({
              key: `spec-${o.id}`,
              title: o.name,
              render: (_: unknown, s: SkuDraft) => s.spec.find((v) => v.key === o.name)?.value,
            })),
          ...MONEY.map((field) => ({
            key: field,
            title: f(field),
            render: (_: unknown, s: SkuDraft, i: number) =>
              money(`${s.spec.map((v) => v.value).join('/')} ${f(field)}`, s[field], (v) =>
                patchSku(i, { [field]: v }),
              ),
          })),
          {
            key: 'inventory',
            title: f('inventory'),
            render: (_: unknown, s: SkuDraft, i: number) =>
              count(`${s.spec.map((v) => v.value).join('/')} ${f('inventory')}`, s.inventory, (v) =>
                patchSku(i, { inventory: v }),
              ),
          },
          {
            key: 'image',
            title: t('goods.detail.image'),
            render: (_: unknown, s: SkuDraft, i: number) => (
              <ImageInput
                alt={`${s.spec.map((v) => v.value).join('/')} ${t('goods.detail.image')}`}
                size={40}
                value={s.image}
                onChange={(image) => patchSku(i, { image })}
              />
            ),
          },
          ...(type === 0
            ? []
            : [
                {
                  key: 'fulfilment',
                  title: fulfilmentLabel,
                  render: (_: unknown, s: SkuDraft, i: number) => (
                    <UnitFulfilment type={type} unit={s} onChange={(patch) => patchSku(i, patch)} />
                  ),
                },
              ]),
        ]}
      />
    </>
  );
}
